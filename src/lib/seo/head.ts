/**
 * The `<head>` of a page as data: `BaseLayout.astro` renders these entries in order, and unit tests
 * check them without a browser. Everything page-specific comes in `PageHead`; everything about the
 * site (origin, name, colour) in `HeadContext`, so no page writes the site's address itself.
 */
import { appleTouchIcon, faviconPng, faviconSvgPath, manifestPath } from './site-icons';
import { keywordsContent } from '../navigation/sections';
import { SEARCH_TITLE_MAX } from '../../schemas/fields';

export type HeadEntry =
  | { tag: 'title'; content: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

export interface SocialImageRef {
  /** Path of the PNG on the site, e.g. `/og/charpente.png`. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Written as `<meta name="keywords">` when the page has keywords. */
  keywords?: readonly string[] | undefined;
  /**
   * Path of the page's canonical URL (`/`, `/services/charpente`…). The home page's aliases all say `/`.
   * Required unless `noindex`: a page search engines must not list has no canonical URL.
   */
  canonicalPath?: string | undefined;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean | undefined;
  /** Social image (Open Graph / Twitter card). */
  image: SocialImageRef;
}

export interface HeadContext {
  /** Origin of the site (`https://www.example.be`), from the build's `site` setting. */
  origin: string | URL;
  siteName: string;
  themeColor: string;
}

/** Absolute URL of a site path on the configured origin. */
export function absoluteUrl(path: string, origin: string | URL): string {
  if (!path.startsWith('/')) throw new Error(`Chemin absolu attendu (« /… »), reçu « ${path} »`);
  return new URL(path, origin).href;
}

/**
 * A title the site composes around the owner's words (a worksite's title, its place, its month,
 * the business's name): the first of `candidates`, from the fullest to the barest, that search
 * engines show in full. The last one is the owner's words alone, which their schema bounds: the
 * words are never cut, the suffixes are left out.
 */
export function fittingTitle(candidates: readonly [string, ...string[]]): string {
  return candidates.find((title) => title.length <= SEARCH_TITLE_MAX) ?? candidates.at(-1)!;
}

const meta = (attrs: Record<string, string>): HeadEntry => ({ tag: 'meta', attrs });
const link = (attrs: Record<string, string>): HeadEntry => ({ tag: 'link', attrs });

export function buildHead(page: PageHead, context: HeadContext): HeadEntry[] {
  if (!page.noindex && !page.canonicalPath) {
    throw new Error(`La page « ${page.title} » doit indiquer son URL canonique (canonicalPath)`);
  }
  const canonical = page.canonicalPath && !page.noindex ? absoluteUrl(page.canonicalPath, context.origin) : undefined;
  const image = absoluteUrl(page.image.path, context.origin);

  const entries: HeadEntry[] = [
    { tag: 'title', content: page.title },
    meta({ name: 'description', content: page.description }),
  ];
  if (page.keywords && page.keywords.length > 0) {
    entries.push(meta({ name: 'keywords', content: keywordsContent(page.keywords) }));
  }
  if (canonical) entries.push(link({ rel: 'canonical', href: canonical }));
  if (page.noindex) entries.push(meta({ name: 'robots', content: 'noindex' }));

  entries.push(
    meta({ name: 'theme-color', content: context.themeColor }),
    link({ rel: 'icon', href: faviconSvgPath, type: 'image/svg+xml' }),
    link({ rel: 'icon', href: faviconPng.path, type: 'image/png', sizes: `${faviconPng.size}x${faviconPng.size}` }),
    link({ rel: 'apple-touch-icon', href: appleTouchIcon.path }),
    link({ rel: 'manifest', href: manifestPath }),
  );
  // A page kept out of search results (the 404 page) is not meant to be shared either.
  if (page.noindex) return entries;

  entries.push(
    meta({ property: 'og:type', content: 'website' }),
    meta({ property: 'og:site_name', content: context.siteName }),
    meta({ property: 'og:locale', content: 'fr_BE' }),
  );
  if (canonical) entries.push(meta({ property: 'og:url', content: canonical }));
  entries.push(
    meta({ property: 'og:title', content: page.title }),
    meta({ property: 'og:description', content: page.description }),
    meta({ property: 'og:image', content: image }),
    meta({ property: 'og:image:type', content: 'image/png' }),
    meta({ property: 'og:image:width', content: String(page.image.width) }),
    meta({ property: 'og:image:height', content: String(page.image.height) }),
    meta({ property: 'og:image:alt', content: page.image.alt }),
    // X reads the title, description and image from the Open Graph tags when its own are absent.
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
  );
  return entries;
}
