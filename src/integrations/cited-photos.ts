/**
 * The owner's photos that the content names, and only those, imported for the build's image
 * pipeline (`virtual:photos-citees`, read by integrations/images.ts).
 *
 * Astro copies every image a module imports into dist/ as it is, and deletes the copy only once
 * the image service has made its resized versions; an image imported but never used is left
 * there, byte for byte, camera data and GPS position included. So a photo that no picture names
 * (dropped in photos/, or removed from the gallery) must never be imported: this module imports
 * the named ones by their path, never the whole folder. In development, where nothing is copied,
 * it takes the whole folder, so that a photo chosen in the admin shows at once.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { namedPhotos } from './photos';

export const CITED_PHOTOS_MODULE = 'virtual:photos-citees';
const resolvedId = `\0${CITED_PHOTOS_MODULE}`;

/** The photos the content of the project at `root` names, each once, as the content writes them (`/photos/x.jpg`). */
export function citedPhotoFiles(root: string): string[] {
  return [...new Set(namedPhotos(root).map((photo) => photo.path))];
}

/** The module's code: a map from each path to its imported image. */
export function citedPhotosModule(files: readonly string[]): string {
  const imports = files.map((file, index) => `import photo${index} from ${JSON.stringify(file)};`);
  const entries = files.map((file, index) => `  ${JSON.stringify(file)}: photo${index},`);
  return [...imports, `export default {\n${entries.join('\n')}\n};`].join('\n');
}

const wholeFolder =
  "export default import.meta.glob('/photos/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}', { eager: true, import: 'default' });";

export function citedPhotos(): AstroIntegration {
  return {
    name: 'photos-citees',
    hooks: {
      'astro:config:setup': ({ config, command, updateConfig }) => {
        const root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'photos-citees',
                resolveId: (id: string) => (id === CITED_PHOTOS_MODULE ? resolvedId : undefined),
                load: (id: string) => {
                  if (id !== resolvedId) return undefined;
                  return command === 'dev' ? wholeFolder : citedPhotosModule(citedPhotoFiles(root));
                },
              },
            ],
          },
        });
      },
    },
  };
}
