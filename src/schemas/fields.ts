/**
 * Building blocks of the content schemas. Every field carries, besides its rules, the French
 * label and hint the owner sees in the admin (`.meta({ title, description })`): the admin's
 * configuration is derived from these schemas (lib/admin-config.ts), so a rule written here is
 * checked in the admin as it is typed and again by the build.
 */
import { z } from 'astro/zod';
import { figureNames, identityPlaceholderNames } from './placeholders';

// The built-in checks speak French to the owner who edits the content.
z.config(z.locales.fr());

/** What the admin shows for a field: its label, an optional hint and, for text, the editor to use. */
export interface FieldMeta {
  title: string;
  description?: string | undefined;
  /** `text`: several lines; `markdown`: rich text; `image`: a photo upload; `hidden`: not edited. */
  widget?: 'text' | 'markdown' | 'image' | 'hidden' | undefined;
  /** What a `pattern` means, said to the owner when the value does not match it. */
  patternHint?: string | undefined;
  /** A list whose order is imposed (one item per section…): edited in place, never reordered. */
  fixedOrder?: boolean | undefined;
  /** How an item of a list is named in the admin (Decap's template), when not by its first text. */
  summary?: string | undefined;
}

const placeholderList = [...figureNames, ...identityPlaceholderNames].join('|');
/**
 * Text may hold placeholders that the build replaces ({annees-experience}, {nom}…); any other
 * pair of braces is a typo the owner is told about.
 */
const withKnownPlaceholders = new RegExp(`^(?:[^{}]|\\{(?:${placeholderList})\\})*$`);
const placeholderHint = `accolades réservées aux valeurs remplacées par le site : ${[
  ...figureNames,
  ...identityPlaceholderNames,
]
  .map((name) => `{${name}}`)
  .join(', ')}`;

interface TextOptions {
  min?: number;
  max?: number;
  hint?: string;
  widget?: 'text';
}

/** A text the owner writes, placeholders allowed. */
export function text(title: string, { min = 1, max, hint, widget }: TextOptions = {}) {
  let schema = z
    .string()
    .trim()
    .min(min, min === 1 ? 'texte vide' : `${min} caractères au moins`);
  if (max !== undefined) schema = schema.max(max, `${max} caractères au plus`);
  return schema
    .regex(withKnownPlaceholders, placeholderHint)
    .meta({ title, description: hint, widget, patternHint: placeholderHint } satisfies FieldMeta);
}

/** A sentence or a short paragraph (20 characters at least), edited on several lines. */
export function sentence(title: string, options: Omit<TextOptions, 'widget'> = {}) {
  return text(title, { min: 20, widget: 'text', ...options });
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
    .length(length, `${items(length)} attendu${length > 1 ? 's' : ''}`)
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
    .refine((items) => items.map(keyOf).join() === keys.join(), `éléments attendus dans cet ordre : ${keys.join(', ')}`)
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
  return z
    .array(item)
    .min(min, `${items(min)} au moins`)
    .max(max, `${items(max)} au plus`)
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
    .regex(
      IDENTIFIER_PATTERN,
      'des minuscules sans accent et des chiffres séparés par des tirets, p. ex. couverture-ardoise',
    )
    .meta({
      title,
      description: hint,
      patternHint: 'des minuscules sans accent et des chiffres séparés par des tirets, p. ex. couverture-ardoise',
    } satisfies FieldMeta);
}

/** Search-engine keywords of a page or section. */
export function keywords() {
  return z
    .array(text('Mot-clé'))
    .min(3, '3 mots-clés au moins')
    .meta({ title: 'Mots-clés', description: 'Trois au moins, pour les moteurs de recherche.' } satisfies FieldMeta);
}

/** Latitude/longitude in decimal degrees, within the region the map shows. */
export function coordinates(title = 'Position (pour la carte)') {
  return z
    .object({
      lat: z
        .number()
        .min(49, 'latitude entre 49 et 51,6')
        .max(51.6, 'latitude entre 49 et 51,6')
        .meta({ title: 'Latitude', description: 'En degrés décimaux, p. ex. 50.3797' } satisfies FieldMeta),
      lon: z
        .number()
        .min(2.5, 'longitude entre 2,5 et 6,5')
        .max(6.5, 'longitude entre 2,5 et 6,5')
        .meta({ title: 'Longitude', description: 'En degrés décimaux, p. ex. 4.3731' } satisfies FieldMeta),
    })
    .meta({ title } satisfies FieldMeta);
}

/** Icons the design knows how to draw (components/ui/Icon.tsx). */
export const iconNames = [
  'shield',
  'clock',
  'leaf',
  'ruler',
  'hammer',
  'home',
  'thermometer',
  'droplet',
  'sun',
  'wind',
  'euro',
  'sparkles',
  'map-pin',
  'phone',
  'mail',
  'calendar',
  'check',
  'award',
  'users',
  'layers',
] as const;
export type IconName = (typeof iconNames)[number];

export function icon() {
  return z.enum(iconNames).meta({ title: 'Icône' } satisfies FieldMeta);
}

/** Where the owner's photos are uploaded (the admin's media folder), as the admin writes their path. */
export const PHOTOS_PUBLIC_PREFIX = '/photos/';

/** An uploaded photo: its path under `photos/`, as the admin writes it. */
export function photoFile(minimum: { width: number; height: number }) {
  return z
    .string()
    .regex(
      /^\/photos\/[^/\\]+(?:\/[^/\\]+)*\.(?:jpe?g|png|webp|avif)$/i,
      'photo attendue dans le dossier photos/ (.jpg, .jpeg, .png, .webp ou .avif)',
    )
    .meta({
      title: 'Photo',
      description: `Au moins ${minimum.width} × ${minimum.height} px ; elle est recadrée au centre.`,
      widget: 'image',
      patternHint: 'une photo .jpg, .jpeg, .png, .webp ou .avif du dossier photos/',
    } satisfies FieldMeta);
}

/** Longest `<title>` and meta description search engines show in full, values filled in. */
export const SEARCH_TITLE_MAX = 70;
export const SEARCH_DESCRIPTION_MAX = 160;

/**
 * The title of a page in search results. The build checks its length once the values between
 * braces are filled in; the admin can only count what is typed, so it allows some more.
 */
export function searchTitle(title: string) {
  return text(title, {
    max: SEARCH_TITLE_MAX + 20,
    hint: `${SEARCH_TITLE_MAX} caractères au plus une fois {nom} et les autres valeurs remplacées.`,
  });
}

/** The description of a page in search results (see {@link searchTitle}). */
export function searchDescription(title: string) {
  return sentence(title, {
    min: 70,
    max: SEARCH_DESCRIPTION_MAX + 30,
    hint: `De 70 à ${SEARCH_DESCRIPTION_MAX} caractères une fois les valeurs remplacées.`,
  });
}
