/**
 * The content checked before anything is built, with messages written for the owner: every file
 * of `src/content/` against its schema (the file, the entry and the field named in French), the
 * texts once their placeholders are filled, and the photos the content names (readable, big enough
 * for their slot). The build's own content collections check the same schemas again.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { assembleContent } from '../lib/site-content';
import { readRawContent } from './content-files';
import { checkPhotos } from './photos';

/** Throws the first problem of the content of the project at `root`; returns how many photos it names. */
export async function checkContent(root: string): Promise<number> {
  assembleContent(readRawContent(root));
  return checkPhotos(root);
}

export function contentCheck(): AstroIntegration {
  return {
    name: 'contenu',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const photos = await checkContent(fileURLToPath(config.root));
        if (photos > 0) logger.info(`${photos} photo(s) du propriétaire remplacent les illustrations.`);
      },
    },
  };
}
