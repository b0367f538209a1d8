/**
 * Building blocks of the content schemas. Every field carries, besides its rules, the French
 * label and hint the owner sees in the admin (`.meta({ title, description })`): the admin's
 * configuration is derived from these schemas (lib/admin/admin-fields.ts), so a rule written here is
 * checked in the admin as it is typed and again by the build.
 */
import { z } from 'astro/zod';
import { numberPlaceholderNames, placeholderNames, placeholderProblem, quotedNames } from './placeholders';
import { plainTextProblem } from './plain-text';
import { NBSP } from './characters';

/** A field left out (a list never opened, a choice never made): said as Decap CMS says an empty field, not as a type. */
export const MISSING_MESSAGE = `Ce champ est obligatoire et encore vide${NBSP}: remplissez-le.`;

// The built-in checks speak French to the owner who edits the content.
z.config({
  ...z.locales.fr(),
  customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? MISSING_MESSAGE : undefined),
});

/** What the admin shows for a field: its label, an optional hint and, for text, the editor to use. */
export interface FieldMeta {
  title: string;
  description?: string | undefined;
  /** `text`: several lines; `markdown`: rich text; `image`: a photo upload; `hidden`: not edited. */
  widget?: 'text' | 'markdown' | 'image' | 'hidden' | undefined;
  /** Length of the text once the site has filled in its values between braces (search titles, descriptions). */
  filled?: { min?: number; max: number } | undefined;
  /** Smallest photo the slot accepts (the build and the admin measure it). */
  minimumSize?: { width: number; height: number } | undefined;
  /** A list whose order is imposed (one item per section…): edited in place, never reordered. */
  fixedOrder?: boolean | undefined;
  /** How an item of a list is named in the admin (Decap's template), when not by its first text. */
  summary?: string | undefined;
  /** The folder of pages whose slugs the field holds (a review's service): the admin offers them by title. */
  relation?: string | undefined;
  /** A fixed choice's values as the owner reads them (`en-personne` → « En personne »): the admin never shows a code. */
  choices?: Record<string, string> | undefined;
  /** How a list counts its items in the admin: « 1 photo », « 2 photos », « Ajouter une photo » (`one` with its article). */
  counted?: { one: string; other: string } | undefined;
  /** A place picked from a long list (schemas/places.ts): typed, then chosen among the closest names. */
  place?: true | undefined;
  /**
   * Asked of the owner, though the schema lets the shipped example go without it: a worksite
   * picture's photo (the example's pictures are illustrations, which the owner cannot choose).
   */
  asked?: true | undefined;
  /**
   * The day a statement of law, aid or a public service must be checked again (schemas/dated.ts):
   * past it, the pages no longer publish the statement as current, the build's log names it and the
   * admin refuses to save it until it is re-dated (lib/content/statements.ts).
   */
  reviewDay?: true | undefined;
}

/** How a list counts its items (see {@link FieldMeta.counted}): `one` with its article, « une photo ». */
export function counting(one: string, other: string) {
  return { counted: { one, other } } satisfies Partial<FieldMeta>;
}

/** « 1 caractère », « 12 caractères » */
export function characters(count: number): string {
  return `${count}${NBSP}caractère${count > 1 ? 's' : ''}`;
}

/** A text too short or too long, and by how much, in the words the owner reads under the field. */
export function lengthMessage(length: number, { min, max }: { min?: number; max?: number }, filled = ''): string {
  if (max !== undefined && length > max) {
    return `Trop long${filled}${NBSP}: ${characters(length)} pour ${max} au plus. Raccourcissez de ${characters(length - max)}.`;
  }
  if (min !== undefined && length === 0) return `Ce texte est vide${NBSP}: écrivez-en au moins ${characters(min)}.`;
  if (min !== undefined && length < min) {
    return `Trop court${filled}${NBSP}: ${characters(length)} pour ${min} au moins. Ajoutez ${characters(min - length)}.`;
  }
  return '';
}

/** A text whose braces name values the site fills in (`names`); anything else between braces is refused. */
export function quotingOnly<Schema extends z.ZodString>(
  schema: Schema,
  names: readonly string[],
  numbers: readonly string[] = [],
) {
  return schema.superRefine((value, context) => {
    const message = placeholderProblem(value, names, numbers);
    if (message) context.addIssue({ code: 'custom', message, input: value });
  });
}

interface TextOptions {
  min?: number;
  max?: number;
  hint?: string;
  widget?: 'text';
}

/** Longest label, title or line (a heading fits on two lines of a phone); longest sentence or short paragraph. */
export const TEXT_MAX = 120;
export const SENTENCE_MAX = 400;

/** The field's hint, then its bound: the owner reads the limit before typing past it. */
export const boundedHint = (max: number, hint?: string) =>
  [hint, `${characters(max)} au plus.`].filter(Boolean).join(' ');

/** The refusal of a text over `max` characters, saying by how much (for the fields that are not {@link text}). */
export const atMost = (max: number) => ({
  error: (issue: { input?: unknown }) => lengthMessage(String(issue.input ?? '').length, { max }),
});

/** A text shown as typed: without HTML or Markdown marks (schemas/plain-text.ts). */
export function plain<Schema extends z.ZodString>(schema: Schema) {
  return schema.superRefine((value, context) => {
    const message = plainTextProblem(value);
    if (message) context.addIssue({ code: 'custom', message, input: value });
  });
}

/** A text the owner writes, placeholders allowed, shown as typed, `max` characters at most (said in its hint). */
export function text(title: string, { min = 1, max = TEXT_MAX, hint, widget }: TextOptions = {}) {
  const schema = z
    .string()
    .trim()
    .min(min, {
      error: (issue) =>
        min === 1 ? `Ce texte est vide${NBSP}: écrivez-le.` : lengthMessage(String(issue.input ?? '').length, { min }),
    })
    .max(max, atMost(max));
  return plain(quotingOnly(schema, placeholderNames, numberPlaceholderNames)).meta({
    title,
    description: boundedHint(max, hint),
    widget,
  } satisfies FieldMeta);
}

/** Whether a sentence announces the guarantee's length without its conditions (which {garantie} gives). */
function guaranteeWithoutConditions(value: string): boolean {
  const quoted = quotedNames(value);
  return quoted.includes('annees-garantie') && !quoted.includes('garantie');
}

/**
 * A sentence or a short paragraph (20 characters at least), edited on several lines. A sentence
 * that announces the guarantee gives its conditions: it cites {garantie}, written once in the
 * identity, never the length alone.
 */
export function sentence(title: string, options: Omit<TextOptions, 'widget'> = {}) {
  const base = text(title, { min: 20, max: SENTENCE_MAX, widget: 'text', ...options });
  return base
    .refine(
      (value) => !guaranteeWithoutConditions(value),
      `Ce texte annonce la garantie sans ses conditions${NBSP}: écrivez {garantie} (la durée et ses conditions, p.${NBSP}ex. «${NBSP}10 ans à compter de la réception des travaux, selon les conditions du devis${NBSP}») au lieu de {annees-garantie} ans.`,
    )
    .meta(base.meta() ?? {});
}

/** A text the site must show word for word (a menu label, the form's note): the admin shows it, nobody changes it. */
export function fixed<const Value extends string>(title: string, value: Value) {
  return z.literal(value).meta({ title, description: 'Texte imposé : il ne se modifie pas.' } satisfies FieldMeta);
}

/** « 1 élément », « 4 éléments ». */
const items = (count: number) => `${count} élément${count > 1 ? 's' : ''}`;

/** A list of exactly `length` items. */
export function listOf<Item extends z.ZodType>(title: string, item: Item, length: number, hint?: string) {
  return z
    .array(item)
    .length(length, `Il faut exactement ${items(length)}.`)
    .meta({ title, description: hint ?? `Exactement ${length} éléments.` } satisfies FieldMeta);
}

/**
 * A list of exactly one item per key, in the order of `keys` (the seven sections of the page): the
 * owner edits each item, and can neither add, remove nor reorder them.
 */
export function listInOrder<Item extends z.ZodType>(
  title: string,
  item: Item,
  keys: readonly string[],
  keyOf: (item: z.output<Item>) => string,
  hint: string,
) {
  return listOf(title, item, keys.length, hint)
    .refine(
      (items) => items.map(keyOf).join() === keys.join(),
      `Éléments attendus dans cet ordre : ${keys.join(', ')}.`,
    )
    .meta({ title, description: hint, fixedOrder: true } satisfies FieldMeta);
}

/** A list of `min` to `max` items, in the owner's order. */
export function listBetween<Item extends z.ZodType>(
  title: string,
  item: Item,
  min: number,
  max: number,
  hint = `De ${min} à ${max} éléments.`,
) {
  // An empty list allowed is no rule (`min` 0).
  const list = min > 0 ? z.array(item).min(min, `Il faut au moins ${items(min)}.`) : z.array(item);
  return list
    .max(max, `${items(max)} au plus${NBSP}: retirez-en.`)
    .meta({ title, description: hint } satisfies FieldMeta);
}

/** The values that several items of a list share (two communes of the same name). */
export function duplicatesOf<Item>(items: readonly Item[], valueOf: (item: Item) => string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of items.map(valueOf)) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** What the owner may leave empty: an emptied field (the admin writes `""`) counts as not filled in. */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** Lower case letters and digits in words joined by hyphens: `couverture-ardoise`. */
export const IDENTIFIER_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A short name the site uses in addresses and files (`couverture-ardoise`), never shown as text. */
export function identifier(title: string, hint?: string) {
  return z
    .string()
    .max(60, atMost(60))
    .regex(
      IDENTIFIER_PATTERN,
      `Des minuscules sans accent et des chiffres, en mots reliés par des tirets, p.${NBSP}ex. couverture-ardoise.`,
    )
    .meta({ title, description: hint } satisfies FieldMeta);
}

/** Search-engine keywords of a page or section. */
export function keywords() {
  return z
    .array(text('Mot-clé'))
    .min(3, `Donnez au moins 3 mots-clés.`)
    .meta({
      title: 'Mots-clés',
      description: 'Trois au moins, pour les moteurs de recherche.',
      ...counting('un mot-clé', 'mots-clés'),
    } satisfies FieldMeta);
}

/** Latitude/longitude in decimal degrees, within the region the map shows. */
export function coordinates(title = 'Position (pour la carte)') {
  return z
    .object({
      lat: z
        .number()
        .min(49, `Latitude hors de la carte${NBSP}: entre 49 et 51,6 en Belgique.`)
        .max(51.6, `Latitude hors de la carte${NBSP}: entre 49 et 51,6 en Belgique.`)
        .meta({ title: 'Latitude', description: 'En degrés décimaux, p. ex. 50.3797' } satisfies FieldMeta),
      lon: z
        .number()
        .min(2.5, `Longitude hors de la carte${NBSP}: entre 2,5 et 6,5 en Belgique.`)
        .max(6.5, `Longitude hors de la carte${NBSP}: entre 2,5 et 6,5 en Belgique.`)
        .meta({ title: 'Longitude', description: 'En degrés décimaux, p. ex. 4.3731' } satisfies FieldMeta),
    })
    .meta({ title } satisfies FieldMeta);
}

/** Where the owner's photos are uploaded (the admin's media folder), as the admin writes their path. */
export const PHOTOS_PUBLIC_PREFIX = '/photos/';

/** An uploaded photo: its path under `photos/`, as the admin writes it; `minimum` is what its slot needs. */
export function photoFile(minimum: { width: number; height: number }) {
  return z
    .string()
    .max(200, atMost(200))
    .regex(
      /^\/photos\/[^/\\]+(?:\/[^/\\]+)*\.(?:jpe?g|png|webp|avif)$/i,
      `Choisissez une photo JPEG, PNG, WebP ou AVIF (fichier .jpg, .jpeg, .png, .webp ou .avif) du dossier photos/.`,
    )
    .meta({
      title: 'Photo',
      description: `Au moins ${minimum.width}${NBSP}×${NBSP}${minimum.height}${NBSP}px${NBSP}; elle est recadrée au centre.`,
      widget: 'image',
      minimumSize: minimum,
    } satisfies FieldMeta);
}

/** Longest `<title>` and meta description search engines show in full, values filled in. */
export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MAX = 160;
const SEARCH_DESCRIPTION_MIN = 70;

/**
 * The title of a page in search results: its length counts once the values between braces are
 * filled in ({nom} becomes the business's name), by the build and by the admin alike.
 */
export function searchTitle(title: string) {
  const hint = `${SEARCH_TITLE_MAX}${NBSP}caractères au plus, une fois {nom} et les autres valeurs remplacées.`;
  // The length that counts is the filled one: the hint says it alone.
  return text(title).meta({ title, description: hint, filled: { max: SEARCH_TITLE_MAX } } satisfies FieldMeta);
}

/** The description of a page in search results (see {@link searchTitle}). */
export function searchDescription(title: string) {
  const hint = `De ${SEARCH_DESCRIPTION_MIN} à ${SEARCH_DESCRIPTION_MAX}${NBSP}caractères, une fois les valeurs entre accolades remplacées.`;
  return text(title, { widget: 'text', max: SENTENCE_MAX }).meta({
    title,
    description: hint,
    widget: 'text',
    filled: { min: SEARCH_DESCRIPTION_MIN, max: SEARCH_DESCRIPTION_MAX },
  } satisfies FieldMeta);
}
