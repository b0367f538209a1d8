/**
 * French typography put into the owner's texts by the build, so that the owner types ordinary
 * spaces: a non-breaking space before « : ; ! ? », inside « », and between a number and its unit
 * (« 25 ans », « 20 km », « 48 h », « 100 % »). Only spaces change: a text without spaces (an
 * address, an e-mail, a path, « 08:00 ») is left as it is, and in HTML only the text between the
 * tags changes, never a tag, an attribute or a code sample. Pure.
 */
import { NBSP } from '../../schemas/characters';

/** Spaces the owner may type: ordinary and tabs, never a line break (which Markdown reads). */
const SPACES = '[ \\t\\u00a0\\u202f]+';

/** Units and counts that never start a line without their number. */
const UNITS = [
  '%',
  '€',
  'EUR',
  'euros?',
  'ans?',
  'mois',
  'semaines?',
  'jours?',
  'j',
  'heures?',
  'h',
  'minutes?',
  'min',
  'km',
  'm',
  'm²',
  'm2',
  'm³',
  'cm',
  'mm',
  'kg',
  't',
  'kWh',
  'kW',
  'W',
  '°C',
  '°',
];

const rules: readonly [RegExp, string][] = [
  // Before the high punctuation; a space typed twice counts once.
  [new RegExp(`${SPACES}([:;!?])`, 'g'), `${NBSP}$1`],
  // Inside the guillemets, whether or not a space was typed.
  [new RegExp(`«(?:${SPACES})?`, 'g'), `«${NBSP}`],
  [new RegExp(`(?:${SPACES})?»`, 'g'), `${NBSP}»`],
  // A number and its unit: the unit ends where letters and digits end (« 25 ans », not « 25 ansé »).
  [new RegExp(`(\\d)${SPACES}(${UNITS.join('|')})(?![\\p{L}\\p{N}])`, 'gu'), `$1${NBSP}$2`],
];

/** `text` with French non-breaking spaces; unchanged when it has none to place. */
export function frenchTypography(text: string): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** Every text inside `data` (objects, lists) with French typography; numbers, booleans and keys untouched. */
export function typographyEverywhere<T>(data: T): T {
  if (typeof data === 'string') return frenchTypography(data) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => typographyEverywhere(item)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typographyEverywhere(value)])) as T;
  }
  return data;
}

/** Elements whose text is code, shown as typed. */
const VERBATIM = /^<(code|pre|kbd|samp|script|style)\b/i;

/**
 * Rendered HTML with French typography in its text only: the tags (and their attributes) are
 * passed over, and so is everything inside a code element. The text between tags is still
 * escaped HTML (`&amp;`), which the rules leave alone (none of them touches `&` or a letter).
 */
export function htmlTypography(html: string): string {
  let verbatim: string | null = null;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const opening = VERBATIM.exec(part);
        if (!verbatim && opening) verbatim = opening[1]!.toLowerCase();
        else if (verbatim && part.toLowerCase().startsWith(`</${verbatim}`)) verbatim = null;
        return part;
      }
      return verbatim ? part : frenchTypography(part);
    })
    .join('');
}
