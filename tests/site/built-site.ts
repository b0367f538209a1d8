/**
 * Reading the built site for the tests of tests/site (the example built without e-mail service,
 * `dist-unconfigured/` from `npm run build:e2e`, or DIST_DIR): its pages as parsed
 * documents, and how a URL path resolves to a file, the way a static host (deploy/nginx.conf) does.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { JSDOM } from 'jsdom';
import { htmlFiles } from '../../tools/project.mjs';
import { distDir } from './page-weight';

export { distDir };

if (!existsSync(join(distDir, 'index.html'))) {
  throw new Error(`Pas de site construit dans « ${distDir} » : lancez d’abord npm run build:e2e.`);
}

export interface BuiltPage {
  /** URL path of the page: `/`, `/services/charpente`, `/404`. */
  path: string;
  file: string;
  document: Document;
}

/** `index.html` → `/`, `galerie/index.html` → `/galerie`, `404.html` → `/404`. */
function pathOfFile(file: string): string {
  const rel = relative(distDir, file).split(sep).join('/');
  const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** The public pages (the owner's admin, `/admin`, is not one: tests/e2e-admin checks it). */
export const pages: readonly BuiltPage[] = htmlFiles(distDir)
  .filter((file) => !relative(distDir, file).startsWith('admin'))
  .map((file) => ({ path: pathOfFile(file), file, document: new JSDOM(readFileSync(file, 'utf8')).window.document }));

export function page(path: string): BuiltPage {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`Page ${path} absente du site construit`);
  return found;
}

/** The file a static host serves for a URL path (`/` → index.html, `/x` → x/index.html, x.html or x). */
export function fileForPath(urlPath: string): string | null {
  const clean = urlPath.replace(/^\/+/, '').replace(/\/+$/, '');
  const base = join(distDir, ...clean.split('/').filter(Boolean));
  if (!base.startsWith(distDir)) return null;
  const candidates = clean === '' ? [join(distDir, 'index.html')] : [join(base, 'index.html'), `${base}.html`, base];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

export function readDist(path: string): Buffer {
  const file = fileForPath(path);
  if (!file) throw new Error(`${path} absent du site construit`);
  return readFileSync(file);
}

/** The origin the site was built for, read from the home page's canonical URL. */
export const origin = new URL(page('/').document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '')
  .origin;
