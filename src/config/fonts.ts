/**
 * The site's two web fonts, cut down to what the site shows (scripts/fonts.mjs writes them into
 * src/assets/fonts/ and their @font-face rules into src/styles/fonts.css).
 *
 * Fontsource's latin files carry the whole weight axis (100–900) and every OpenType feature:
 * 85 KB for the two families, the largest download of any page, and the one that decides when
 * the headings take their final shape (LCP). The site uses Inter from 400 to 700 and Fraunces at
 * 600 only (headings); the rest is dropped. tests/site/budgets.test.ts fails when a page shows a
 * character outside {@link fontCharacters} (it would be drawn in a fallback font).
 *
 * Plain TypeScript (erasable syntax only): Node runs it as is from the script.
 */

/**
 * The characters the fonts keep (and the unicode-range of their @font-face): Basic Latin, the
 * letters of French in both cases, and its typography (no-break spaces, « », ’, dashes, …, €).
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
  /** The @font-face `font-weight`. */
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

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** `U+0020-007E, U+00A0, …`: consecutive code points as ranges. */
export const unicodeRange = codePoints
  .reduce<[number, number][]>((ranges, cp) => {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
    return ranges;
  }, [])
  .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
  .join(', ');

export const isInFontSubset = (codePoint: number) => codePoints.includes(codePoint);
