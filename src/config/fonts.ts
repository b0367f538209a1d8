/**
 * The site's two web fonts, cut down to what the site shows (tools/fonts.mjs writes them into
 * src/assets/fonts/; pages load them after the first paint, src/lib/loading/web-fonts.ts).
 *
 * Fontsource's latin files carry the whole weight axis (100–900) and every OpenType feature:
 * 85 KB for the two families, the largest download of any page, and the one that decides when
 * the headings take their final shape. The site uses Inter from 400 to 700 and Fraunces at
 * 600 only (headings); the rest is dropped. tests/site/budgets.test.ts fails when a page shows a
 * character outside {@link fontCharacters} (it would be drawn in a fallback font).
 *
 * Plain TypeScript (erasable syntax only): Node runs it as is from the script.
 */

/**
 * The characters the fonts keep: Basic Latin, the letters of French in both cases, and its
 * typography (no-break spaces, « », ’, dashes, …, €).
 * The rest of Latin-1 (Å, Ø, ß, ¿…) never appears in the copy and costs a quarter of the files.
 */
const frenchCharacters = 'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ' + '\u00a0\u202f«»‘’“”–—…€°²×·•→©®';
const basicLatin = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join('');
export const fontCharacters = basicLatin + frenchCharacters;

const codePoints = [...new Set([...fontCharacters].map((char) => char.codePointAt(0) ?? 0))].sort((x, y) => x - y);

/**
 * Kerning, mark positioning and glyph composition, tabular figures (numbered legal headings).
 * Not `liga`, `calt`, `rlig`: Inter has no ligature French text needs, and its contextual
 * alternates (arrows, case-sensitive colons) weigh a fifth of the file.
 */
const layoutFeatures = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

export interface WebFont {
  family: string;
  /** The Fontsource file it is cut from, inside node_modules. */
  source: string;
  /** Its name in src/assets/fonts/. */
  file: string;
  /** hb-subset instancing: an axis pinned to a value or limited to a range. */
  axes: Record<string, number | { min: number; max: number }>;
  /** The face's `font-weight` descriptor. */
  weight: string;
  features: readonly string[];
}

export const webFonts: readonly WebFont[] = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-french-400-700.woff2',
    axes: { wght: { min: 400, max: 700 } },
    weight: '400 700',
    // cv11 and ss01: the single-storey a and open digits global.css turns on.
    features: [...layoutFeatures, 'cv11', 'ss01'],
  },
  {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: 'fraunces-french-600.woff2',
    axes: { wght: 600 },
    weight: '600',
    features: layoutFeatures,
  },
];

export const isInFontSubset = (codePoint: number) => codePoints.includes(codePoint);
