/**
 * The site's icons (favicons, touch icon, manifest icons) and its web manifest. Every icon is drawn
 * at build time from the mark of `brand-icon.ts` by the endpoints in `src/pages/` (favicon.svg.ts,
 * favicon.ico.ts, apple-touch-icon.png.ts, icons/[icon].png.ts, site.webmanifest.ts).
 */
import type { BrandIconOptions } from '../media/brand-icon';

export interface PngIcon extends BrandIconOptions {
  /** Public path of the file. */
  path: string;
}

export const faviconSvgPath = '/favicon.svg';
export const manifestPath = '/site.webmanifest';

/** The 32 px favicon for browsers without SVG favicons. */
export const faviconPng: PngIcon = { path: '/icons/favicon-32.png', size: 32, shape: 'rounded' };
/** iOS crops and rounds it itself, so it is full-bleed (and it is also looked for at this root path). */
export const appleTouchIcon: PngIcon = { path: '/apple-touch-icon.png', size: 180, shape: 'square' };
/** Icons of the web manifest: any-purpose icons at 192 and 512 px, and a maskable one. */
export const manifestIcons: readonly (PngIcon & { purpose: 'any' | 'maskable' })[] = [
  { path: '/icons/icon-192.png', size: 192, shape: 'rounded', purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, shape: 'rounded', purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, shape: 'maskable', purpose: 'maskable' },
];

/** Every PNG icon served under `/icons/` (the apple-touch-icon lives at the root). */
export const iconsFolder: readonly PngIcon[] = [faviconPng, ...manifestIcons];

export interface ManifestInput {
  name: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

/** The web manifest (https://www.w3.org/TR/appmanifest/), as a plain object. */
export function buildWebManifest({ name, description, themeColor, backgroundColor }: ManifestInput) {
  return {
    name,
    short_name: name,
    description,
    lang: 'fr-BE',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: manifestIcons.map(({ path, size, purpose }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
