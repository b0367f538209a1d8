/**
 * The values a text may quote between braces, replaced when the site is built: a figure written
 * once in `figures.yaml` (« plus de {annees-experience} ans »), a fact of `identity.yaml`
 * (« {nom} », « {localite} »), or what the site counts in its own lists (« {nombre-regions} »,
 * « {liste-communes} »). Changing the value changes every text that quotes it.
 *
 * A number may choose its words (ICU's plural form, the one translators know): « {jours-semaine,
 * plural, =7 {7 jours sur 7, week-end compris} one {# jour sur 7} other {# jours sur 7}} » reads
 * « 5 jours sur 7 » when the figure is 5. `=N` matches that number exactly; `one` (0 and 1 in
 * French), `many` and `other` follow French grammar (Intl.PluralRules); `#` is the number itself.
 */
import { editDistance } from './edit-distance';
import { NBSP } from './characters';

/** Key figures: also the keys of `src/content/figures.yaml`. */
export const figureNames = [
  'annees-experience',
  'annees-existence',
  'projets',
  'minutes-urgence',
  'jours-semaine',
  'annees-garantie',
  'heures-devis',
  'heures-reponse',
  'minutes-arrivee',
  'heures-brouillon',
  'mois-conservation-demande',
  'jours-historique-envoi',
] as const;
export type FigureName = (typeof figureNames)[number];

/** Facts of the business identity a text may quote. */
export const identityPlaceholderNames = [
  'nom',
  'garantie',
  'raison-sociale',
  'forme-juridique',
  'adresse',
  'localite',
  'commune',
  'lieu',
  'depot',
  'pays',
  'telephone',
  'telephone-urgence',
  'email',
  'site',
  'bce',
  'tva',
  'assureur',
  'police-assurance',
  'registre',
  'acces-profession',
  'federation',
  'mediation',
  'hebergeur',
  'transfert-hebergeur',
  'messagerie',
  'transfert-messagerie',
  'transfert-service-envoi',
  'tribunal',
  'horaires',
  'rayon',
  'rayon-rapide',
] as const;
export type IdentityPlaceholderName = (typeof identityPlaceholderNames)[number];

/** Counts of the site's own lists: never typed, so they always match the cards a visitor sees. */
export const countPlaceholderNames = [
  'nombre-services',
  'nombre-onglets-galerie',
  'nombre-regions',
  'nombre-communes',
] as const;
/** The lists' names as a sentence quotes them (« Thuin, Gerpinnes et Mettet »). */
export const listPlaceholderNames = ['liste-regions', 'liste-communes'] as const;
export type ComputedPlaceholderName = (typeof countPlaceholderNames)[number] | (typeof listPlaceholderNames)[number];
/**
 * What the contact form's code keeps on the visitor's device (lib/contact/contact-form.ts): the
 * names of its entries and how long the last send's time and an estimate stay. Quoted by the privacy policy, so
 * that it names what the code writes, whatever the code writes.
 */
export const deviceStoragePlaceholderNames = [
  'cle-brouillon',
  'cle-dernier-envoi',
  'secondes-entre-envois',
  'cle-estimation',
  'minutes-estimation',
] as const;
export type DeviceStoragePlaceholderName = (typeof deviceStoragePlaceholderNames)[number];

export type PlaceholderName =
  FigureName | IdentityPlaceholderName | ComputedPlaceholderName | DeviceStoragePlaceholderName;

/** Every name a text may quote between braces. */
export const placeholderNames: readonly PlaceholderName[] = [
  ...figureNames,
  ...identityPlaceholderNames,
  ...countPlaceholderNames,
  ...listPlaceholderNames,
  ...deviceStoragePlaceholderNames,
];

/** The names whose value is a number, which a plural form may follow. */
export const numberPlaceholderNames: readonly PlaceholderName[] = [
  ...figureNames,
  ...countPlaceholderNames,
  'rayon',
  'rayon-rapide',
  'secondes-entre-envois',
];

/** A piece of a text: words, a value, a plural form, or `#` (the number, inside a plural form). */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; source: string }
  | { kind: 'plural'; name: string; source: string; cases: readonly PluralCase[] }
  | { kind: 'number' };
/** One choice of a plural form: `=7`, `one`, `many` or `other`, and its words. */
export interface PluralCase {
  selector: string;
  pieces: readonly TextPiece[];
}

const NAME = /^[a-z]+(?:-[a-z]+)*$/;
const PLURAL = /^\s*([a-z]+(?:-[a-z]+)*)\s*,\s*plural\s*,/;
/** French has these plural categories (CLDR); `=N` picks one number. */
const SELECTOR = /^(?:=\d+|one|many|other)$/;

/** The position of the brace closing the one at `open`, nested pairs skipped; -1 when there is none. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** The choices of a plural form (what follows `plural,`); null when they are not written as `selector {words}`. */
function pluralCases(body: string): PluralCase[] | null {
  const cases: PluralCase[] = [];
  let rest = body.trimStart();
  while (rest) {
    const selector = /^(\S+?)\s*\{/.exec(rest);
    if (!selector) return null;
    const open = selector[0].length - 1;
    const close = closingBrace(rest, open);
    if (close < 0) return null;
    cases.push({ selector: selector[1]!, pieces: textPieces(rest.slice(open + 1, close), true) });
    rest = rest.slice(close + 1).trimStart();
  }
  return cases;
}

/**
 * A text cut into its pieces. Braces that hold neither a name nor a plural form stay words, as
 * they are: the checks of the content (`placeholderProblem`) refuse them where a text is written.
 */
export function textPieces(text: string, inPlural = false): TextPiece[] {
  const pieces: TextPiece[] = [];
  let words = '';
  let index = 0;
  const flush = () => {
    if (words) pieces.push({ kind: 'text', text: words });
    words = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    const close = char === '{' ? closingBrace(text, index) : -1;
    const inner = close > 0 ? text.slice(index + 1, close) : '';
    const plural = PLURAL.exec(inner);
    const cases = plural ? pluralCases(inner.slice(plural[0].length)) : null;
    if (char === '#' && inPlural) {
      flush();
      pieces.push({ kind: 'number' });
    } else if (close > 0 && NAME.test(inner)) {
      flush();
      pieces.push({ kind: 'value', name: inner, source: text.slice(index, close + 1) });
    } else if (plural && cases) {
      flush();
      pieces.push({ kind: 'plural', name: plural[1]!, source: text.slice(index, close + 1), cases });
    } else {
      words += close > 0 ? text.slice(index, close + 1) : char;
      index = close > 0 ? close + 1 : index + 1;
      continue;
    }
    index = close > 0 ? close + 1 : index + 1;
  }
  flush();
  return pieces;
}

const PLURAL_HELP = `p.${NBSP}ex. {jours-semaine, plural, =7 {7 jours sur 7} one {# jour sur 7} other {# jours sur 7}}`;

/** What to do about a name the site does not know: the likely intended name, never the whole list. */
function unknownNameMessage(found: string, name: string, names: readonly string[]): string {
  const [closest] = names
    .map((known) => ({ known, distance: editDistance(name, known) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.floor(name.length / 4)))
    .sort((a, b) => a.distance - b.distance);
  const suggestion = closest ? ` Vouliez-vous écrire {${closest.known}}${NBSP}?` : '';
  return `${found} n’est pas une valeur que le site sait remplacer.${suggestion} Sinon, retirez les accolades.`;
}

/** What is wrong with a plural form, or null. */
function pluralProblem(
  piece: Extract<TextPiece, { kind: 'plural' }>,
  names: readonly string[],
  numbers: readonly string[],
) {
  if (!names.includes(piece.name)) return unknownNameMessage(`{${piece.name}}`, piece.name, names);
  if (!numbers.includes(piece.name)) {
    return `{${piece.name}} n’est pas un nombre${NBSP}: une forme «${NBSP}plural${NBSP}» ne suit qu’un chiffre ou un nombre compté par le site.`;
  }
  const wrong = piece.cases.find(({ selector }) => !SELECTOR.test(selector));
  if (wrong) {
    return `«${NBSP}${wrong.selector}${NBSP}» n’est pas un choix d’une forme «${NBSP}plural${NBSP}»${NBSP}: écrivez =7 (ce nombre exactement), one (0 ou 1), many ou other (les autres), ${PLURAL_HELP}.`;
  }
  if (!piece.cases.some(({ selector }) => selector === 'other')) {
    return `La forme de {${piece.name}} n’a pas de choix «${NBSP}other${NBSP}», pour les nombres qu’aucun autre choix ne prend${NBSP}: ${PLURAL_HELP}.`;
  }
  return null;
}

/**
 * What is wrong with the braces of `text`, in the owner's words, or null: a name outside `names`
 * (with the likely intended one), a plural form of a name that is not a number (outside
 * `numbers`) or written wrong, a lone brace.
 */
export function placeholderProblem(
  text: string,
  names: readonly string[],
  numbers: readonly string[] = [],
): string | null {
  for (const piece of textPieces(text)) {
    if (piece.kind === 'value' && !names.includes(piece.name)) {
      return unknownNameMessage(piece.source, piece.name, names);
    }
    if (piece.kind === 'plural') {
      const problem =
        pluralProblem(piece, names, numbers) ??
        piece.cases
          .map(({ pieces }) => placeholderProblem(textOfPieces(pieces), names, numbers))
          .find((found) => found !== null);
      if (problem) return problem;
    }
    if (piece.kind === 'text') {
      const problem = braceProblem(piece.text, names);
      if (problem) return problem;
    }
  }
  return null;
}

/** Braces left among the words: a lone one, a plural form written wrong, or a name the site does not know. */
function braceProblem(words: string, names: readonly string[]): string | null {
  const at = words.search(/[{}]/);
  if (at < 0) return null;
  const close = words[at] === '{' ? closingBrace(words, at) : -1;
  if (close < 0) {
    return `Accolade seule «${NBSP}${words[at]}${NBSP}»${NBSP}: les accolades entourent une valeur remplacée par le site, p.${NBSP}ex. {nom}. Retirez-la ou complétez la paire.`;
  }
  const inner = words.slice(at + 1, close);
  if (PLURAL.test(inner)) {
    return `Forme «${NBSP}plural${NBSP}» mal écrite${NBSP}: chaque choix est suivi de ses mots entre accolades, ${PLURAL_HELP}.`;
  }
  return unknownNameMessage(words.slice(at, close + 1), inner.trim(), names);
}

/** The pieces written back as text (a plural choice's words, checked as a text of their own). */
function textOfPieces(pieces: readonly TextPiece[]): string {
  return pieces
    .map((piece) => (piece.kind === 'text' ? piece.text : piece.kind === 'number' ? '' : piece.source))
    .join('');
}

/** The names a text quotes, in plural forms too, each once. */
export function quotedNames(text: string): string[] {
  const names = (pieces: readonly TextPiece[]): string[] =>
    pieces.flatMap((piece) =>
      piece.kind === 'value'
        ? [piece.name]
        : piece.kind === 'plural'
          ? [piece.name, ...piece.cases.flatMap((choice) => names(choice.pieces))]
          : [],
    );
  return [...new Set(names(textPieces(text)))];
}
