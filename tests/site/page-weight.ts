import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { projectRoot } from '../../tools/project.mjs';
import { unconfiguredDist } from '../../tools/test-sites.mjs';

/**
 * What a built page costs a visitor, read from the built example (`dist-unconfigured/`, or
 * DIST_DIR) without a browser: the bytes each kind
 * of resource puts on the wire, gzip-compressed as deploy/nginx.conf serves them (level 6).
 * Deterministic, so that tests/site/budgets.test.ts can hold every page to a byte budget.
 */

export const distDir = resolve(projectRoot, process.env.DIST_DIR ?? unconfiguredDist);

const cache = new Map<string, Buffer>();

/** Bytes of a file of dist, by its URL path (`/_astro/x.js`). */
export function readDist(urlPath: string): Buffer {
  let data = cache.get(urlPath);
  if (!data) {
    const file = join(distDir, ...urlPath.split('/').filter(Boolean));
    if (!existsSync(file)) throw new Error(`${urlPath} is referenced by a page but missing from dist/`);
    data = readFileSync(file);
    cache.set(urlPath, data);
  }
  return data;
}

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 6 }).length;

/** Brotli at its best, as the benchmark (tools/bench.mjs) and the CDNs serve text. */
export const brotliSize = (data: Buffer | string): number =>
  brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length;

/** The HTML file of a route: `/` → index.html, `/galerie` → galerie/index.html, `/404` → 404.html. */
export function pageFile(route: string): string {
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  return `${route.slice(1)}/index.html`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&nbsp;', '\u00a0')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

/** `./x.js` imported from `/_astro/a.js` → `/_astro/x.js`. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  return specifier.startsWith('/') ? specifier : posix.normalize(posix.join(posix.dirname(from), specifier));
}

/**
 * A script and everything it imports: statically (what runs when the island hydrates), and
 * with `dynamic`, also through `import()` (code loaded later, on interaction: the lightbox on
 * the first opened picture, the toasts on the first send). The bundler writes specifiers with
 * quotes or backticks.
 */
export function moduleGraph(entry: string, seen = new Set<string>(), dynamic = false): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readDist(entry).toString('utf8');
  const specifiers = [
    ...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]([^"'`]+\.js)["'`]/g),
    ...(dynamic ? code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g) : []),
  ].map((match) => match[1] ?? '');
  for (const specifier of specifiers) {
    const target = resolveImport(entry, specifier);
    if (target) moduleGraph(target, seen, dynamic);
  }
  return seen;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(readDist(file)), 0);

export interface PageWeight {
  route: string;
  /** The HTML document itself (inline scripts, styles and data: images included). */
  html: number;
  /** Stylesheets the page links. */
  css: number;
  /** Per island (by component name): its own code, without the framework shared by all islands. */
  islands: Record<string, number>;
  /** React, ReactDOM and Astro's React client: shared by every island, loaded once. */
  framework: number;
  /** The JavaScript that runs once every island is hydrated: inline and external, without interaction. */
  jsTotal: number;
  /** Everything the page can ever run: {@link jsTotal} plus the code islands load on demand. */
  jsWithOnDemand: number;
  /** Web font files the page loads (after the first paint: src/lib/loading/web-fonts.ts). */
  fonts: number;
  fontFiles: string[];
  /** The characters of the page's text (not its scripts and styles), as code points. */
  textCodePoints: number[];
  /** Images loaded without `loading="lazy"`: those above the fold. */
  eagerImages: number;
  eagerImageFiles: string[];
  /**
   * What the first paint needs, brotli-compressed: the HTML, its stylesheets and the images
   * above the fold (scripts and web fonts come after it).
   */
  firstPaintBrotli: number;
}

function largestCandidate(tag: string): string[] {
  const candidates = [attr(tag, 'src'), ...(attr(tag, 'srcset') ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])]
    .filter((url): url is string => !!url && url.startsWith('/'))
    .map((url) => url.split('?')[0] ?? url);
  if (candidates.length === 0) return [];
  return [candidates.reduce((a, b) => (readDist(a).length >= readDist(b).length ? a : b))];
}

/** Each page is weighed once a run: several tests read the same weights (compressing is what costs). */
const weights = new Map<string, PageWeight>();

export function pageWeight(route: string): PageWeight {
  let weight = weights.get(route);
  if (!weight) weights.set(route, (weight = weighPage(route)));
  return weight;
}

function weighPage(route: string): PageWeight {
  const htmlPath = `/${pageFile(route)}`;
  const html = readDist(htmlPath).toString('utf8');

  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, 'rel') === 'stylesheet')
    .map((tag) => attr(tag, 'href') ?? '');

  const islands: Record<string, number> = {};
  const framework = new Set<string>();
  const islandFiles = new Set<string>();
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const renderer = attr(tag, 'renderer-url');
    if (renderer) moduleGraph(renderer, framework);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const component = attr(tag, 'component-url');
    if (!component) continue;
    const own = [...moduleGraph(component)].filter((file) => !framework.has(file));
    const name = attr(tag, 'component-export') ?? component;
    islands[name] = sum(own);
    for (const file of own) islandFiles.add(file);
  }
  const moduleScripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((m) => m[1] ?? '');
  const otherFiles = new Set<string>();
  for (const src of moduleScripts) moduleGraph(src, otherFiles);
  const inlineJs = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes))
    .reduce((total, [, , body = '']) => total + gzipSize(body), 0);
  const allFiles = new Set([...framework, ...islandFiles, ...otherFiles]);
  const withOnDemand = new Set<string>();
  for (const file of allFiles) moduleGraph(file, withOnDemand, true);

  const text = decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '));
  const codePoints = new Set([...text].map((char) => char.codePointAt(0) ?? 0));
  // The web fonts: declared by the page's inline script (src/lib/loading/web-fonts.ts), not by the CSS;
  // fetched after the first paint, for this page or the next ones.
  const fontFiles = new Set(
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].flatMap(([, body = '']) =>
      [...body.matchAll(/"(\/[^"]+\.woff2)"/g)].map((match) => match[1] ?? ''),
    ),
  );

  // Eager images: the <img>s without loading="lazy"; in a <picture>, its first <source>
  // (the format a current browser picks), largest candidate of the srcset.
  const eagerImageFiles: string[] = [];
  const inPictures = new Set<string>();
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
    inPictures.add(img);
    if (attr(img, 'loading') === 'lazy') continue;
    const firstSource = /<source\b[^>]*>/.exec(picture)?.[0];
    eagerImageFiles.push(...largestCandidate(firstSource ?? img));
  }
  for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!inPictures.has(img) && attr(img, 'loading') !== 'lazy') eagerImageFiles.push(...largestCandidate(img));
  }
  const onWire = (file: string) => (/\.(svg|bmp)$/.test(file) ? gzipSize(readDist(file)) : readDist(file).length);

  return {
    route,
    html: gzipSize(html),
    css: stylesheets.reduce((total, href) => total + gzipSize(readDist(href)), 0),
    islands,
    framework: sum(framework),
    jsTotal: sum(allFiles) + inlineJs,
    jsWithOnDemand: sum(withOnDemand) + inlineJs,
    // woff2 is already compressed: counted as is.
    fonts: [...fontFiles].reduce((t, f) => t + readDist(f).length, 0),
    fontFiles: [...fontFiles],
    textCodePoints: [...codePoints].sort((a, b) => a - b),
    eagerImages: [...new Set(eagerImageFiles)].reduce((t, f) => t + onWire(f), 0),
    eagerImageFiles: [...new Set(eagerImageFiles)],
    firstPaintBrotli: [htmlPath, ...stylesheets, ...new Set(eagerImageFiles)].reduce(
      (total, file) =>
        total + (/\.(avif|webp|jpe?g|png)$/.test(file) ? readDist(file).length : brotliSize(readDist(file))),
      0,
    ),
  };
}
