/**
 * What search engines and social networks read in the built site: per-page metadata, social images,
 * icons and manifest, sitemap and robots.txt. Home aliases are canonicalised to `/`; no alias is
 * in the sitemap.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingPages } from '../../src/lib/content/worksites';
import { AID_PATH, REVIEWS_PATH, STORM_PATH } from '../../src/lib/content/site-content';
import { readExampleContent } from '../support/example-content';
import { homeAliases, notFoundPath, siteRoutes } from '../support/site-routes';
import { distDir, fileForPath, origin, page, pages, readDist } from './built-site';

const { indexed: indexable, servicePages } = siteRoutes(distDir);
const head = (path: string) => page(path).document.head;
const metaContent = (path: string, key: string) =>
  head(path).querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const canonicalOf = (path: string) => head(path).querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe('per-page metadata', () => {
  it('every page is French (Belgium) and has one title, one description and the theme colour', () => {
    for (const { path, document } of pages) {
      expect(document.documentElement.lang, path).toBe('fr-BE');
      expect(document.head.querySelectorAll('title'), path).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[name="description"]'), path).toHaveLength(1);
      expect(metaContent(path, 'description')?.length, path).toBeGreaterThanOrEqual(70);
      expect(metaContent(path, 'theme-color'), path).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('every page’s title fits what search engines show (60 characters), worksites and their listings included', () => {
    for (const { path, document } of pages)
      expect(document.title.length, `${path}: ${document.title}`).toBeLessThanOrEqual(60);
    expect(pages.filter(({ path }) => path.startsWith('/realisations/')).length).toBeGreaterThan(0);
  });

  it('titles and descriptions are unique across the pages search engines list', () => {
    const titles = indexable.map((p) => page(p).document.title);
    const descriptions = indexable.map((p) => metaContent(p, 'description'));
    expect(new Set(titles).size).toBe(indexable.length);
    expect(new Set(descriptions).size).toBe(indexable.length);
  });

  it('the home page and its seven aliases share the accueil metadata and name / as canonical', () => {
    const home = page('/').document;
    expect(homeAliases.length).toBeGreaterThan(0);
    for (const alias of homeAliases) {
      expect(page(alias).document.title).toBe(home.title);
      expect(metaContent(alias, 'description')).toBe(metaContent('/', 'description'));
      expect(metaContent(alias, 'keywords')).toBeTruthy();
      expect(canonicalOf(alias)).toBe(`${origin}/`);
      expect(metaContent(alias, 'og:url')).toBe(`${origin}/`);
    }
  });

  it('service and legal pages name themselves as canonical, on the configured origin', () => {
    expect(indexable.filter((p) => p !== '/').length).toBeGreaterThan(0);
    expect(servicePages.length).toBeGreaterThan(0);
    for (const path of indexable.filter((p) => p !== '/')) {
      expect(canonicalOf(path)).toBe(`${origin}${path}`);
      expect(metaContent(path, 'og:url')).toBe(`${origin}${path}`);
    }
    for (const { path } of servicePages) expect(metaContent(path, 'keywords'), path).toBeTruthy();
  });

  it('the 404 page is kept out of search results and has no canonical URL', () => {
    expect(metaContent('/404', 'robots')).toBe('noindex');
    expect(canonicalOf('/404')).toBeNull();
    for (const path of indexable) expect(metaContent(path, 'robots'), path).toBeNull();
  });

  it('Open Graph tags repeat the page’s title and description, which X reads from them', () => {
    for (const path of indexable) {
      const title = page(path).document.title;
      const description = metaContent(path, 'description');
      expect(metaContent(path, 'og:title'), path).toBe(title);
      expect(metaContent(path, 'og:description'), path).toBe(description);
      expect(metaContent(path, 'og:locale'), path).toBe('fr_BE');
      expect(metaContent(path, 'og:site_name'), path).toBeTruthy();
      expect(metaContent(path, 'twitter:card'), path).toBe('summary_large_image');
      // X falls back to og:title, og:description and og:image: no second copy in every page.
      expect(metaContent(path, 'twitter:title'), path).toBeNull();
      expect(metaContent(path, 'twitter:image'), path).toBeNull();
      expect(metaContent(path, 'og:image:alt'), path).toBeTruthy();
    }
    for (const path of indexable) expect(metaContent(path, 'og:type'), path).toBe('website');
  });
});

describe('social images', () => {
  it('the home page and each service page have their own image', () => {
    const images = ['/', ...servicePages.map((s) => s.path)].map((p) => metaContent(p, 'og:image'));
    expect(new Set(images).size).toBe(1 + servicePages.length);
    for (const image of images) expect(image?.startsWith(`${origin}/`)).toBe(true);
  });

  it('every image announced is a 1200 × 630 PNG of dist/, as the tags say', async () => {
    for (const path of indexable) {
      const url = new URL(metaContent(path, 'og:image') ?? '');
      const { width, height, format } = await sharp(readDist(url.pathname)).metadata();
      expect({ path, width, height, format }).toEqual({ path, width: 1200, height: 630, format: 'png' });
      expect(metaContent(path, 'og:image:width')).toBe('1200');
      expect(metaContent(path, 'og:image:height')).toBe('630');
      expect(metaContent(path, 'og:image:type')).toBe('image/png');
    }
  });
});

describe('icons and manifest', () => {
  it('every page links an SVG favicon, a PNG favicon, an apple-touch-icon and the manifest, all present', async () => {
    for (const { path, document } of pages) {
      const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href') ?? '';
      expect(href('link[rel="icon"][type="image/svg+xml"]'), path).toMatch(/\.svg$/);
      expect(href('link[rel="icon"][type="image/png"]'), path).toMatch(/\.png$/);
      expect(href('link[rel="apple-touch-icon"]'), path).toMatch(/\.png$/);
      expect(href('link[rel="manifest"]'), path).toBeTruthy();
    }
    const links = head('/');
    const svg = readDist(links.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href') ?? '');
    expect(svg.toString('utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const png = links.querySelector('link[rel="icon"][type="image/png"]');
    const [w, h] = (png?.getAttribute('sizes') ?? '').split('x').map(Number);
    expect(await sharp(readDist(png?.getAttribute('href') ?? '')).metadata()).toMatchObject({ width: w, height: h });
    const touch = sharp(readDist(links.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? ''));
    expect(await touch.metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });
    // iOS fills transparent corners with black: the touch icon is opaque.
    expect((await touch.stats()).isOpaque).toBe(true);
  });

  it('/favicon.ico is a real icon file', () => {
    const ico = readDist('/favicon.ico');
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico.readUInt16LE(4)).toBe(1);
    // The image inside is a PNG.
    const offset = ico.readUInt32LE(18);
    expect([...ico.subarray(offset, offset + 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('the web manifest names the site in French and lists icons of 192 and 512 px that exist', async () => {
    const href = head('/').querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
    const manifest = JSON.parse(readDist(href).toString('utf8')) as {
      name: string;
      lang: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBeTruthy();
    expect(manifest.lang).toBe('fr-BE');
    expect(manifest.start_url).toBe('/');
    expect(manifest.theme_color).toBe(metaContent('/', 'theme-color'));
    const sizes = manifest.icons.map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(await sharp(readDist(icon.src)).metadata(), icon.src).toMatchObject({ width, height, format: 'png' });
    }
  });
});

describe('sitemap and robots.txt', () => {
  const sitemapIndex = readDist('/sitemap-index.xml').toString('utf8');
  const sitemapUrls = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const sitemaps = sitemapUrls.map((url) => readDist(new URL(url).pathname).toString('utf8'));
  const listed = sitemaps.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));

  it('lists /, every service page, the worksites and their listing, every legal page of the content, the reviews, the aid page and the storm page, and nothing else', () => {
    const { services, legal, worksites } = readExampleContent();
    const expected = [
      '/',
      ...services.map((s) => `/services/${s.slug}`),
      '/realisations',
      ...worksites.map((w) => `/realisations/${w.slug}`),
      ...Object.values(legal).map((l) => l.path),
      REVIEWS_PATH,
      AID_PATH,
      STORM_PATH,
    ];
    expect([...listed].sort()).toEqual(expected.map((p) => (p === '/' ? `${origin}/` : `${origin}${p}`)).sort());
  });

  it('leaves out only the home page’s aliases, the 404 page and the listing’s further and filtered pages (noindex)', () => {
    const { services, worksites } = readExampleContent();
    const further = listingPages(worksites, services)
      .map((listing) => listing.path)
      .filter((path) => path !== '/realisations');
    expect(further.length).toBeGreaterThan(0);
    for (const path of further) expect(metaContent(path, 'robots'), path).toBe('noindex');
    const unlisted = pages.map((p) => p.path).filter((path) => !indexable.includes(path));
    expect(unlisted.sort()).toEqual([...homeAliases, notFoundPath, ...further].sort());
  });

  it('lists no alias path and each page under its canonical URL', () => {
    for (const alias of homeAliases) expect(listed).not.toContain(`${origin}${alias}`);
    for (const path of indexable) expect(listed).toContain(canonicalOf(path));
  });

  it('says nothing it does not know: no <lastmod>', () => {
    for (const xml of [sitemapIndex, ...sitemaps]) expect(xml).not.toContain('lastmod');
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readDist('/robots.txt').toString('utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    const sitemapLine = robots.match(/^Sitemap: (.+)$/m)?.[1];
    expect(sitemapLine).toBe(`${origin}/sitemap-index.xml`);
    expect(fileForPath(new URL(sitemapLine ?? '').pathname)).not.toBeNull();
  });
});
