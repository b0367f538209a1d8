import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { photosDir, validatePhotos } from '../lib/photos';

/** Import alias of the photos folder: `resolve-images.ts` globs `@photos/**`. */
export const PHOTOS_ALIAS = '@photos';

/**
 * Checks the owner's photos before anything is built (a photo too small or unreadable stops
 * the build with a French message naming the file) and points the `@photos` alias at the
 * folder, so that a test can build the site with other photos (`PHOTOS_DIR=…`).
 */
export function photos(): AstroIntegration {
  return {
    name: 'photos',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig, logger }) => {
        const root = fileURLToPath(config.root);
        const dir = photosDir(root);
        const found = await validatePhotos(dir, root);
        if (found.length > 0) logger.info(`${found.length} photo(s) du propriétaire remplacent les illustrations.`);
        updateConfig({ vite: { resolve: { alias: { [PHOTOS_ALIAS]: dir } } } });
      },
    },
  };
}
