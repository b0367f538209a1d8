/**
 * The routes the tests visit, read from the build under test rather than written by hand: every
 * page its sitemap lists (the pages meant to be found: home, services, worksites and their
 * listing's first page, legal pages, the reviews and the aid page), so that a page
 * added to or removed from the site is added to or removed from every sweep by itself.
 *
 * The pages a sitemap leaves out on purpose are named here, each for its reason:
 * - the home page's alias paths (`/accueil`, `/galerie`…, one per section of the home page): the
 *   home page again, opened at a section, canonical `/`. Sweeping them page by page would test the
 *   home page eight times; tests of what is their own (the section they open at, their head, that
 *   they serve the home page) take them from here;
 * - `/404`, the page of every unknown address;
 * - `/admin`, the owner's admin: tests/e2e-admin checks it;
 * - the worksites' listing filtered by service or past its first page (`/realisations/service/…`,
 *   `/realisations/page/2`): the listing again, noindex; tests of the listing take them from the
 *   listing's own links.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AID_PATH, REVIEWS_PATH, STORM_PATH } from '../../src/lib/content/site-content';
import { sectionIds } from '../../src/schemas/section-ids';
import { projectRoot } from '../../tools/project.mjs';
import { readExampleContent } from './example-content';
import { configuredDist } from '../../tools/test-sites.mjs';

/** `https://www.example.be/services/charpente/` → `/services/charpente` */
function pathOf(url: string): string {
  const path = new URL(url).pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function locations(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

/** The paths a build's sitemap lists (sitemap-index.xml and the sitemaps it names), in its order. */
export function sitemapPaths(distDir: string): string[] {
  const root = resolve(projectRoot, distDir);
  const paths = locations(join(root, 'sitemap-index.xml')).flatMap((sitemap) =>
    locations(join(root, new URL(sitemap).pathname)).map(pathOf),
  );
  if (paths.length === 0) throw new Error(`${distDir}: the sitemap lists no page (run npm run build:e2e)`);
  return paths;
}

/** The home page's alias paths, one per section: not in the sitemap (canonical `/`). */
export const homeAliases: readonly string[] = sectionIds.map((id) => `/${id}`);

/** The first page of the worksites' listing, the one search engines list. */
export const worksitesListingPath = '/realisations';

/** The page every unknown address gets (noindex). */
export const notFoundPath = '/404';

/** The build the browser tests visit (playwright.config.ts serves the same). */
export const testedDist = process.env.DIST_DIR ?? configuredDist;

/** The routes of a build, by kind. */
export function siteRoutes(distDir: string) {
  const indexed = sitemapPaths(distDir);
  const { services, legal, worksites } = readExampleContent();
  const legalPaths = new Set<string>(Object.values(legal).map((page) => page.path));
  // In the content's order, which the menus and lists of the site follow.
  const servicePages = services
    .map(({ path, slug, title }) => ({ path, slug, title }))
    .filter((service) => indexed.includes(service.path));
  const legalPages = indexed.filter((path) => legalPaths.has(path));
  const worksitePages = worksites
    .map(({ path, slug, title }) => ({ path, slug, title }))
    .filter((worksite) => indexed.includes(worksite.path));
  const known = new Set([
    '/',
    ...servicePages.map((service) => service.path),
    worksitesListingPath,
    ...worksitePages.map((worksite) => worksite.path),
    ...legalPaths,
    REVIEWS_PATH,
    AID_PATH,
    STORM_PATH,
  ]);
  const unknown = indexed.filter((path) => !known.has(path));
  if (unknown.length > 0) throw new Error(`pages of the sitemap of no known kind: ${unknown.join(', ')}`);
  // One page of each kind: what depends on the kind's template and scripts, not on its text.
  const onePerKind = [
    '/',
    servicePages[0]?.path,
    worksitesListingPath,
    worksitePages[0]?.path,
    legalPages[0],
    REVIEWS_PATH,
    AID_PATH,
    STORM_PATH,
  ].filter((path): path is string => path !== undefined && indexed.includes(path));
  return { indexed, servicePages, worksitePages, legalPages, onePerKind };
}
