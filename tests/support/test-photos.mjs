// Photos the tests make themselves (sharp), and a build of the site that uses them.
// `node tests/support/test-photos.mjs` writes them into a copy of the project, names them in its
// content as the owner would in the admin, and builds it into dist-photos/ (the real photos/
// folder and content are never touched). Every photo carries a camera's data and a GPS position,
// as a phone's does; one of them is named by no page, as a photo removed from the gallery is.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../tools/project.mjs';
import { buildProject, copyProject, editFrontMatter, editYaml } from '../../tools/project-copy.mjs';
import { exampleSiteDir } from '../../tools/test-sites.mjs';

export const PHOTOS_DIST = 'dist-photos';

/**
 * One photo per case the build must handle: each format, an upper-case extension, a photo
 * larger than the slot (cropped), and one exactly at the minimum size.
 * @type {{ file: string, width: number, height: number }[]}
 */
export const testPhotos = [
  { file: 'hero.jpg', width: 1700, height: 1150 },
  { file: 'apropos.png', width: 900, height: 1200 },
  { file: 'services/charpente.webp', width: 1300, height: 900 },
  { file: 'galerie/ardoise-1.JPG', width: 1000, height: 800 },
  { file: 'galerie/ardoise-2.avif', width: 800, height: 600 },
];

/** The camera data and position every test photo carries (EXIF), which the site must never publish. */
export const cameraData = {
  IFD0: { Make: 'ToitCam-Essai', Model: 'Chantier 3000' },
  // Beaumont: 50° 14′ 13″ N, 4° 14′ 19″ E.
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 14/1 13/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 14/1 19/1' },
};

/** A photo in photos/ that no page names (a worksite removed from the gallery). */
export const uncitedPhoto = { file: 'ancien-chantier.jpg', width: 1600, height: 1200 };

/**
 * A picture with some structure (gradients and stripes), cheap to make, not trivial to encode.
 * @param {number} width
 * @param {number} height
 * @param {number} seed
 */
function pattern(width, height, seed) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const stripe = ((x + y * seed) >> 5) & 1 ? 40 : 0;
      data[i] = (x * 255) / width;
      data[i + 1] = ((y * 255) / height + stripe) % 256;
      data[i + 2] = (seed * 60 + stripe * 2) % 256;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/**
 * Writes the test photos into `dir` (plus a README, which the build must ignore).
 * @param {string} dir
 * @param {{ file: string, width: number, height: number }[]} [photos]
 */
export async function writeTestPhotos(dir, photos = testPhotos) {
  let seed = 1;
  for (const photo of photos) {
    const path = join(dir, photo.file);
    mkdirSync(dirname(path), { recursive: true });
    const ext = photo.file.split('.').pop()?.toLowerCase();
    const image = pattern(photo.width, photo.height, seed++);
    const encoded =
      ext === 'png'
        ? image.png()
        : ext === 'webp'
          ? image.webp()
          : ext === 'avif'
            ? image.avif({ effort: 0 })
            : image.jpeg();
    await encoded.withExif(cameraData).toFile(path);
  }
  writeFileSync(join(dir, 'LISEZMOI.txt'), 'Ce fichier n’est pas une photo : la construction l’ignore.\n');
}

/**
 * Where each test photo goes in the content, with the texts the owner would type in the admin.
 * @type {Record<string, (project: string, file: string) => void>}
 */
const placements = {
  hero: (project, file) =>
    editYaml(join(project, 'src/content/home.yaml'), (document) =>
      document.setIn(['hero', 'image', 'photo'], { file, alt: 'Toiture en ardoise refaite sur une maison de Thuin' }),
    ),
  apropos: (project, file) =>
    editYaml(join(project, 'src/content/home.yaml'), (document) =>
      document.setIn(['about', 'image', 'photo'], { file, alt: 'L’équipe sur le chantier d’une charpente à Beaumont' }),
    ),
  'services/charpente': (project, file) =>
    editFrontMatter(join(project, 'src/content/services/charpente.md'), (data) => {
      data.image.photo = { file, alt: 'Charpente neuve en sapin posée sur une extension à Gerpinnes' };
    }),
  'galerie/ardoise-1': (project, file) => galleryPhoto(project, 0, file),
  'galerie/ardoise-2': (project, file) => galleryPhoto(project, 1, file),
};

/**
 * @param {string} project
 * @param {number} index
 * @param {string} file
 */
function galleryPhoto(project, index, file) {
  editYaml(join(project, 'src/content/gallery.yaml'), (document) =>
    document.setIn(['categories', 0, 'images', index, 'photo'], {
      file,
      caption: `Chantier d’ardoise numéro ${index + 1}, photographié à la réception des travaux`,
      alt: `Toiture en ardoise terminée, vue ${index + 1} du chantier`,
    }),
  );
}

/**
 * A copy of the project whose content uses the test photos (put in its photos/essais/ folder),
 * built into `outDir`; returns the exit status and the output.
 * @param {string} outDir absolute
 * @param {{ file: string, width: number, height: number }[]} [photos]
 */
export async function buildWithPhotos(outDir, photos = testPhotos) {
  const project = copyProject('photos-', { cacheFrom: exampleSiteDir });
  try {
    await writeTestPhotos(join(project, 'photos/essais'), [...photos, uncitedPhoto]);
    for (const photo of photos) {
      const slot = photo.file.replace(/\.[a-z]+$/i, '');
      placements[slot]?.(project, `/photos/essais/${photo.file}`);
    }
    return buildProject(project, outDir);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { status, output } = await buildWithPhotos(join(projectRoot, PHOTOS_DIST));
  process.stdout.write(
    output
      .split('\n')
      .filter((line) => /photo|error|erreur|Complete/i.test(line))
      .join('\n') + '\n',
  );
  if (status !== 0) {
    process.stderr.write(output);
    process.exit(status ?? 1);
  }
}
