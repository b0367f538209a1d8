/**
 * The web fonts (Inter, Fraunces): never before the first paint, never swapped in after it.
 *
 * Text is first set in local fonts resized to the web fonts' metrics (styles/font-fallbacks.css,
 * next in the font stacks of global.css). Fetched with the page (declared in the CSS, or
 * preloaded), the two files would travel with the HTML and the stylesheet and hold the first
 * paint back by a round trip on a slow mobile connection; swapped in once they arrive, they
 * would reflow the text under the reader's eyes (a layout shift: the local fonts match their
 * size, not every line break).
 *
 * So, as `font-display: optional` intends, without its cost on the first page:
 * - first page of a visit (arriving from elsewhere): the local fonts stay on it; once the page
 *   has loaded and been painted, the files are fetched into the browser's cache (they are
 *   content-hashed and cached for a year: deploy/) for the next pages;
 * - next pages (arriving from a page of this site): the faces are declared before the first
 *   layout, with `display: optional`: out of the cache, they are there for the first paint; if
 *   they are not (a click before they arrived), the page keeps the local fonts, never swaps.
 * A small inline script in every page's <head> (BaseLayout) does this with the CSS
 * Font Loading API: there is no @font-face for them in the CSS. Visitors who asked their browser
 * to save data keep the local fonts.
 */

import { onFirstFrame } from './frames';

/** A web font as the script declares it: `new FontFace(family, url(file), { weight })`. */
export type WebFontFace = readonly [family: string, url: string, weight: string];

/**
 * The faces, from src/config/fonts.ts and the URLs the build gave the files. No unicode-range:
 * one file per family, and a character missing from it falls back on its own.
 * @param urlOf the built URL of a file of src/assets/fonts/ (`inter-french-400-700.woff2`)
 */
export function webFontFaces(
  fonts: readonly { family: string; file: string; weight: string }[],
  urlOf: (file: string) => string,
): WebFontFace[] {
  return fonts.map((font) => [font.family, urlOf(font.file), font.weight]);
}

/** The inline script's work (entry: src/inline-scripts/web-fonts.ts), given {@link webFontFaces}. */
export function loadWebFonts(faces: readonly WebFontFace[]): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || typeof FontFace === 'undefined') return;
  const declare = () =>
    faces.map(([family, url, weight]) => new FontFace(family, `url(${url})`, { weight, display: 'optional' }));
  // Compared as text, not parsed: on a first page the referrer is empty or another site's, and the
  // error `new URL('')` throws cost 2 ms of this <head> (8 ms on the phone Lighthouse simulates),
  // before the first paint. The slash keeps `https://site.be.example.net` from passing for the site.
  const fromThisSite = document.referrer.startsWith(`${location.origin}/`);
  if (fromThisSite) {
    // Added once loaded, before the page's first frame, or never: a face added after it would
    // reflow text already on screen. No frame comes while the stylesheet holds the first paint back.
    let framed = false;
    onFirstFrame(() => {
      framed = true;
    });
    for (const face of declare()) {
      face.load().then(
        () => framed || document.fonts.add(face),
        () => undefined,
      );
    }
    return;
  }
  // Well after `load`: the largest picture has been painted by then (the browser does not say
  // when the largest paint is final), and a visitor who clicks sooner loses nothing but the fonts.
  const fetchForNextPages = () =>
    setTimeout(() => {
      for (const face of declare()) face.load().catch(() => undefined);
    }, 1500);
  if (document.readyState === 'complete') fetchForNextPages();
  else window.addEventListener('load', fetchForNextPages, { once: true });
}
