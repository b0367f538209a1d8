/**
 * The site's two web fonts, cut down to what the site shows (scripts/fonts.mjs writes them into
 * src/assets/fonts/ and their @font-face rules into src/styles/fonts.css).
 *
 * Fontsource's latin files carry the whole weight axis (100–900) and every OpenType feature:
 * 85 KB for the two families, the largest download of any page, and the one that decides when
 * the headings take their final shape (LCP). The site uses Inter from 400 to 700 and Fraunces at
 * 600 only (headings); the rest is dropped. The characters are Basic Latin, Latin-1 and the
 * French typography of the copy: tests/site/budgets.test.ts fails when a page shows a character
 * outside them (it would be drawn in a fallback font).
 *
 * Plain TypeScript (erasable syntax only): Node runs it as is from the script.
 */

/** Code point ranges the fonts keep: the unicode-range of their @font-face too. */
export const fontCharacterRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: accented letters, « », no-break space, °, ², ×
  [0x152, 0x153], // Œ œ
  [0x2010, 0x2011], // hyphen, non-breaking hyphen
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201e], // “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space
  [0x20ac, 0x20ac], // €
  [0x2192, 0x2192], // →
];

/** Shaping and kerning, and tabular figures: the features every face keeps. */
const layoutFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

export interface WebFont {
  family: string;
  /** The Fontsource file it is cut from, inside node_modules. */
  source: string;
  /** Its name in src/assets/fonts/. */
  file: string;
  /** hb-subset instancing: an axis pinned to a value or limited to a range. */
  axes: Record<string, number | { min: number; max: number }>;
  /** The @font-face `font-weight`. */
  weight: string;
  features: readonly string[];
}

export const webFonts: readonly WebFont[] = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-400-700.woff2',
    axes: { wght: { min: 400, max: 700 } },
    weight: '400 700',
    // cv11 and ss01: the single-storey a and open digits global.css turns on.
    features: [...layoutFeatures, 'cv11', 'ss01'],
  },
  {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: 'fraunces-latin-600.woff2',
    axes: { wght: 600 },
    weight: '600',
    features: layoutFeatures,
  },
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** `U+0020-007E, U+00A0-00FF, …` */
export const unicodeRange = fontCharacterRanges
  .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
  .join(', ');

export const isInFontSubset = (codePoint: number) =>
  fontCharacterRanges.some(([start, end]) => codePoint >= start && codePoint <= end);
