/**
 * Social images kept from one build to the next, in Astro's cache folder beside its optimised images
 * (the publishing hosts keep it: src/config/launch.ts, deploy/netlify-image-cache): a card is drawn
 * again only when something it is made of changes (its texts as laid out, its artwork or photo, the
 * drawing code). A card takes about half a second to draw; a site with 300 worksites has over 300.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SOCIAL_IMAGE_CACHE_FOLDER } from '../config/launch';
import {
  drawingCode,
  drawSocialImage,
  socialOverlaySvg,
  type SocialCardText,
  type SocialImageBackground,
} from './social-image';

export const SOCIAL_IMAGE_CACHE_MODULE = 'virtual:cache-images-partage';
const resolvedId = `\0${SOCIAL_IMAGE_CACHE_MODULE}`;

async function cardKey(background: SocialImageBackground, overlaySvg: string): Promise<string> {
  const hash = createHash('sha256').update(drawingCode).update('\0').update(overlaySvg).update('\0');
  hash.update('svg' in background ? background.svg : await readFile(background.photo));
  return hash.digest('hex').slice(0, 40);
}

/**
 * The card of a page: from `cacheDir` when an earlier build drew the same, else drawn and kept there.
 * The cache never stops a build: a file it cannot read or write is drawn again.
 */
export async function cachedSocialImage(
  cacheDir: string,
  background: SocialImageBackground,
  text: SocialCardText,
): Promise<Buffer> {
  const overlaySvg = socialOverlaySvg(text);
  const file = join(cacheDir, `${await cardKey(background, overlaySvg)}.png`);
  const kept = await readFile(file).catch(() => undefined);
  if (kept) {
    // Marked as used by this build, which prunes the others when it ends.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return kept;
  }
  const png = await drawSocialImage(background, overlaySvg);
  // Written under another name, then renamed: a build stopped midway never leaves half a card.
  const partial = `${file}.${process.pid}.partiel`;
  await mkdir(cacheDir, { recursive: true })
    .then(() => writeFile(partial, png))
    .then(() => rename(partial, file))
    .catch(() => rm(partial, { force: true }));
  return png;
}

/**
 * Removes the cards no page used since `buildStart` (an old title, a removed worksite), so that the
 * cache does not grow with every change. A build that used no card (the holding page) removes none.
 * @returns the number of cards removed
 */
export async function pruneSocialImageCache(cacheDir: string, buildStart: number): Promise<number> {
  // Some file systems keep times to the second or two: a card used at the build's start must not look older.
  const since = buildStart - 2000;
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  const cards = await Promise.all(
    names.map(async (name) => {
      const file = join(cacheDir, name);
      return { file, used: (await stat(file).catch(() => undefined))?.mtimeMs ?? 0 };
    }),
  );
  const unused = cards.filter((card) => card.used < since);
  if (unused.length === cards.length) return 0;
  await Promise.all(unused.map((card) => rm(card.file, { force: true })));
  return unused.length;
}

/** `virtual:cache-images-partage`: the folder of the cards, for the route that draws them (pages/og). */
export function socialImageCache(): AstroIntegration {
  let cacheDir = '';
  let buildStart = 0;
  return {
    name: 'cache-images-partage',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        cacheDir = fileURLToPath(new URL(`${SOCIAL_IMAGE_CACHE_FOLDER}/`, config.cacheDir));
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'cache-images-partage',
                resolveId: (id: string) => (id === SOCIAL_IMAGE_CACHE_MODULE ? resolvedId : undefined),
                load: (id: string) => (id === resolvedId ? `export default ${JSON.stringify(cacheDir)};` : undefined),
              },
            ],
          },
        });
      },
      'astro:build:start': () => {
        buildStart = Date.now();
      },
      'astro:build:done': async ({ logger }) => {
        // The site is built by now: a cache that cannot be tidied costs some space, never the build.
        const removed = await pruneSocialImageCache(cacheDir, buildStart).catch((error: unknown) => {
          logger.warn(`Cache des images de partage non nettoyé\u00a0: ${String(error)}`);
          return 0;
        });
        if (removed > 0) logger.info(`${removed} image(s) de partage périmée(s) retirée(s) du cache.`);
      },
    },
  };
}
