/**
 * The holding build: on a publishing host, while the owner has not switched « Le site est prêt à
 * être publié » on, the host publishes only the admin (where the owner fills everything in,
 * online) and a holding page at `/`: nothing of the example, `noindex`, a robots.txt that keeps
 * every crawler out, no sitemap, the same security headers (`_headers`). The whole site is built
 * first, with the same content check, so that a build refused later is not a surprise; what the
 * holding build does not publish is then removed from `dist/`.
 */
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the holding page is built before it takes the place of the home page. */
export const HOLDING_ROUTE = '/attente-publication';

/** What a holding build keeps of `dist/`, besides the admin, the holding page and what they load. */
const KEPT_FILES = new Set(['_headers', 'robots.txt', 'index.html', 'favicon.svg']);

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every `/_astro/…` file a text names, and the files those name in turn (scripts import scripts, styles load fonts). */
function loadedAssets(dist: string, texts: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...texts];
  while (pending.length > 0) {
    for (const [, name] of pending.pop()!.matchAll(/(?:\/_astro\/|\.\/)([\w.-]+\.(?:js|css|woff2?|svg))/g)) {
      const file = `_astro/${name ?? ''}`;
      if (found.has(file)) continue;
      found.add(file);
      if (/\.(?:js|css)$/.test(file)) pending.push(readFileSync(join(dist, file), 'utf8'));
    }
  }
  return found;
}

/** Leaves in `dist` only what a holding build publishes. */
export function keepHoldingSite(dist: string): void {
  renameSync(join(dist, HOLDING_ROUTE.slice(1), 'index.html'), join(dist, 'index.html'));
  const pages = filesUnder(dist)
    .map((path) => relative(dist, path))
    .filter((file) => file === 'index.html' || file.startsWith('admin/'));
  const kept = new Set([
    ...KEPT_FILES,
    ...pages,
    ...loadedAssets(
      dist,
      pages.map((file) => readFileSync(join(dist, file), 'utf8')),
    ),
  ]);
  for (const path of filesUnder(dist)) if (!kept.has(relative(dist, path).split('\\').join('/'))) rmSync(path);
  for (const name of readdirSync(dist)) {
    const path = join(dist, name);
    if (statSync(path).isDirectory() && filesUnder(path).length === 0) rmSync(path, { recursive: true });
  }
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
}

export function holdingBuild(holding: boolean): AstroIntegration {
  return {
    name: 'page-d-attente',
    hooks: {
      'astro:config:setup': ({ injectRoute, logger }) => {
        if (!holding) return;
        injectRoute({ pattern: HOLDING_ROUTE, entrypoint: './src/pages/_attente.astro', prerender: true });
        logger.info(
          'Page d’attente : «\u00a0Le site est prêt à être publié\u00a0» n’est pas coché (Entreprise › Coordonnées › Mise en ligne)\u00a0: seules la page d’attente et l’administration sont publiées.',
        );
      },
      'astro:build:done': ({ dir }) => {
        if (holding) keepHoldingSite(fileURLToPath(dir));
      },
    },
  };
}
