/**
 * Astro writes the rule that lets islands take no box of their own
 * (`astro-island,astro-slot,astro-static-slot{display:contents}`) in a `<style>` element just before
 * the first island, in the middle of `<body>`. HTML only allows a `<style>` in the body as the first
 * child of its parent, so the W3C checker reports every page with an island. This integration moves
 * the rule into `<head>` once the pages are written; it then also applies before the first paint.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const islandStyle = /<style>(astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\})<\/style>/g;

/** The page with Astro's island rule moved to the end of `<head>`; unchanged when it has none. */
export function hoistIslandStyle(html: string): string {
  const rules = new Set<string>();
  const without = html.replace(islandStyle, (_match, rule: string) => {
    rules.add(rule);
    return '';
  });
  if (rules.size === 0) return html;
  const headEnd = without.indexOf('</head>');
  if (headEnd === -1) return html;
  return `${without.slice(0, headEnd)}<style>${[...rules].join('')}</style>${without.slice(headEnd)}`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return Promise.resolve(entry.name.endsWith('.html') ? [path] : []);
    }),
  );
  return nested.flat();
}

export default function hoistIslandStyleIntegration(): AstroIntegration {
  return {
    name: 'hoist-island-style',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        let changed = 0;
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const hoisted = hoistIslandStyle(html);
          if (hoisted !== html) {
            await writeFile(file, hoisted);
            changed += 1;
          }
        }
        logger.info(`règle des îlots placée dans <head> sur ${changed} page(s)`);
      },
    },
  };
}
