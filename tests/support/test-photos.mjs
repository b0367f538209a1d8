// Photos the tests make themselves (sharp), and a build of the site that uses them.
// `node tests/support/test-photos.mjs` writes them to a temporary folder and builds the site
// into dist-photos/ with PHOTOS_DIR pointing there (the real photos/ folder is never touched).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
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
    await encoded.toFile(path);
  }
  writeFileSync(join(dir, 'LISEZMOI.txt'), 'Ce fichier n’est pas une photo : la construction l’ignore.\n');
}

/**
 * Runs `astro build` with another photos folder; returns the exit status and the output.
 * @param {string} photosDir
 * @param {string} outDir
 */
export function buildSite(photosDir, outDir) {
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: projectRoot,
    env: { ...process.env, PHOTOS_DIR: photosDir, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Temporary folder, removed by the caller. */
export function temporaryDir() {
  return mkdtempSync(join(tmpdir(), 'photos-test-'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = temporaryDir();
  try {
    await writeTestPhotos(dir);
    const { status, output } = buildSite(dir, PHOTOS_DIST);
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
