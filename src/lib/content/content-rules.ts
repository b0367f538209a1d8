/**
 * The rules of the content, written once in the schemas and applied the same way by the build
 * (every file, before anything is built) and by the admin (every field, before a save): the schema
 * of each document, the length of search texts once their values between braces are filled in, and
 * the values a Markdown text may quote. Pure: the photos are measured by each side (sharp, the
 * browser) and judged by lib/media/photos-rules.ts.
 */
import type { z } from 'astro/zod';
import { lengthMessage, type FieldMeta } from '../../schemas/fields';
import { quotedNames } from '../../schemas/placeholders';
import { fillPlaceholders, type ValuesByName } from './placeholders';
import { fieldsOf, itemOf, metaOf, schemaAt, type Path } from './schema-nodes';
import { NBSP } from '../../schemas/characters';

export type { Path } from './schema-nodes';

/** Something to change in a document: where, and what to do, in the owner's words. */
export interface Problem {
  path: (string | number)[];
  message: string;
  /** A list with too few or too many items. */
  size?: boolean;
}

/** A document's rules: its schema and, for a Markdown page, the rules of its text (the `body` field). */
export interface DocumentRules {
  schema: z.ZodType;
  markdown?: z.ZodType | undefined;
}

/** « Référencement › Titre dans les moteurs de recherche » for `meta.title`, « Avantages › n° 3 › Titre »… */
export function labelledPath(schema: z.ZodType, path: Path): string {
  if (path.length === 1 && path[0] === 'body') return 'Texte';
  return path
    .map((key, index) =>
      typeof key === 'number'
        ? `n°${NBSP}${key + 1}`
        : (metaOf(schemaAt(schema, path.slice(0, index + 1))!).title ?? key),
    )
    .join(' › ');
}

/** Every issue of `value` against `schema`, in the schema's own words. */
export function schemaProblems(schema: z.ZodType, value: unknown): Problem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: [...issue.path] as (string | number)[],
    message: issue.message,
    ...((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array' ? { size: true } : {}),
  }));
}

/** « {nom} », « {nom} et {commune} », « les valeurs entre accolades » */
function quotedNamesText(text: string, values: ValuesByName): string {
  const names = quotedNames(text).filter((name) => name in values);
  if (names.length === 0) return '';
  if (names.length > 2) return ' une fois les valeurs entre accolades remplacées';
  return ` une fois ${names.map((name) => `{${name}}`).join(' et ')} remplacé${names.length > 1 ? 's' : ''}`;
}

/** What is wrong with a search text once its values are filled in; null when its length is right. */
export function filledLengthMessage(
  text: string,
  rule: NonNullable<FieldMeta['filled']>,
  values: ValuesByName,
): string | null {
  const length = fillPlaceholders(text.trim(), values).length;
  return lengthMessage(length, rule, quotedNamesText(text, values)) || null;
}

/** A text whose length counts once filled in, where it is in its document. */
export interface FilledText {
  path: (string | number)[];
  text: string;
  rule: NonNullable<FieldMeta['filled']>;
}

/** Every value of `data` whose schema node carries the metadata `pick` looks for (a rule the schema itself cannot run). */
export function valuesWithMeta<Found>(
  schema: z.ZodType,
  data: unknown,
  pick: (meta: Partial<FieldMeta>) => Found | undefined,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown; found: Found }[] {
  const found = pick(metaOf(schema));
  if (found !== undefined) return data === undefined ? [] : [{ path, value: data, found }];
  const item = itemOf(schema);
  if (item && Array.isArray(data))
    return data.flatMap((value, index) => valuesWithMeta(item, value, pick, [...path, index]));
  const fields = fieldsOf(schema);
  if (fields && data && typeof data === 'object') {
    return Object.entries(fields).flatMap(([key, child]) =>
      valuesWithMeta(child, (data as Record<string, unknown>)[key], pick, [...path, key]),
    );
  }
  return [];
}

/** Every text of `data` whose schema counts its length once filled in (search titles and descriptions). */
export function filledTexts(schema: z.ZodType, data: unknown): FilledText[] {
  return valuesWithMeta(schema, data, (meta) => meta.filled).flatMap(({ path, value, found }) =>
    typeof value === 'string' ? [{ path, text: value, rule: found }] : [],
  );
}

/** The search texts of `data` too short or too long once `values` are filled in. */
export function filledLengthProblems(schema: z.ZodType, data: unknown, values: ValuesByName): Problem[] {
  return filledTexts(schema, data).flatMap(({ path, text, rule }) => {
    const message = filledLengthMessage(text, rule, values);
    return message ? [{ path, message }] : [];
  });
}

/**
 * Everything the build would refuse in one document (front matter and, for a Markdown page, its
 * text in `body`). `values` are the placeholders' values, null when the identity or the figures
 * are themselves invalid (their own problems are then reported, and lengths cannot be counted).
 */
export function documentProblems(
  rules: DocumentRules,
  data: Record<string, unknown>,
  values: ValuesByName | null,
): Problem[] {
  const { body, ...fields } = data;
  const text = rules.markdown
    ? schemaProblems(rules.markdown, body ?? '').map((problem) => ({ ...problem, path: ['body'] }))
    : [];
  return [
    ...schemaProblems(rules.schema, fields),
    ...(values ? filledLengthProblems(rules.schema, fields, values) : []),
    ...text,
  ];
}

/** Where a field is checked from: the nearest object around it that the admin knows whole (or the document). */
export interface FieldContainer {
  path: Path;
  value: unknown;
}

/**
 * What the build would refuse in one field, as the admin asks it (`path`: the field's place in the
 * schema, list positions as `'*'`). A field is judged within its `container` when it has one (the
 * document or an object field around it, with no list in between): rules that look at its
 * neighbours (the VAT number and the enterprise number, a photo and its text) then apply. Inside a
 * list's item it is judged on its own value, which is how the schemas write the rules of items.
 */
export function fieldProblems(
  rules: DocumentRules,
  path: Path,
  value: unknown,
  container: FieldContainer | null,
  values: ValuesByName | null,
  { sizeChecked = false }: { sizeChecked?: boolean } = {},
): string[] {
  if (rules.markdown && path.length === 1 && path[0] === 'body') {
    return schemaProblems(rules.markdown, value ?? '').map((problem) => problem.message);
  }
  const node = schemaAt(rules.schema, path);
  if (!node) return [];
  const base = container ? schemaAt(rules.schema, container.path) : node;
  if (!base) return [];
  const relative = container ? path.slice(container.path.length) : [];
  const own = schemaProblems(base, container ? container.value : value)
    .filter((problem) => problem.path.length === relative.length && problem.path.every((key, i) => key === relative[i]))
    // A list's number of items may be checked by the admin's list itself (`sizeChecked`).
    .filter((problem) => !(sizeChecked && problem.size))
    .map((problem) => problem.message);
  const { filled } = metaOf(node);
  const length = filled && values && typeof value === 'string' ? filledLengthMessage(value, filled, values) : null;
  return [...new Set([...own, ...(length ? [length] : []), ...itemProblems(rules, path, node, value)])];
}

/**
 * The rules between the fields of a list's item (a gallery picture needs its photo, or its
 * illustration's texts): inside an item, each field is judged on its own value, so the list says
 * them, naming the item and the field (« n° 5 › Votre photo : … »).
 */
function itemProblems(rules: DocumentRules, path: Path, node: z.ZodType, value: unknown): string[] {
  const item = itemOf(node);
  // A list of single values: each item is a field of its own, which says its problems.
  if (!item || !fieldsOf(item) || !Array.isArray(value)) return [];
  return schemaProblems(node, value).flatMap(({ path: at, message }) => {
    const [index, ...field] = at;
    // A problem of the item's own fields only (a list inside the item says its own).
    if (typeof index !== 'number' || field.some((key) => typeof key === 'number')) return [];
    // The item as a whole (an object): no field of its own says it.
    if (field.length === 0) return [`${labelledPath(node, at)}${NBSP}: ${message}`];
    const alone = fieldProblems(rules, [...path, '*', ...field], valueAt(value[index], field), null, null);
    return alone.includes(message) ? [] : [`${labelledPath(node, at)}${NBSP}: ${message}`];
  });
}

/** The value at `path` in plain data (objects and lists); undefined when something on the way is missing. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    data,
  );
}

/** A problem of a content file as the owner reads it: the file, the field (the admin's labels), what to change. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** The list a refused build prints and the development server shows: one line per problem. */
export function contentReport(problems: readonly ContentProblem[]): string {
  const lines = problems.map(({ file, field, message }) =>
    file || field ? `- ${file}${field ? ` › ${field}` : ''}${NBSP}: ${message}` : `- ${message}`,
  );
  return `Contenu à corriger${NBSP}:\n${lines.join('\n')}`;
}

/** A page the owner adds (a service): its address and its title. */
export interface TitledPage {
  slug: string;
  title: string;
}

/** A title as an address (« Démoussage ! » → `demoussage`): two titles alike here would be the same page twice. */
export function addressOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The page among `others` that `page` repeats: the same title, accents, case and punctuation aside,
 * or a title whose address is another page's (the admin would name the new file `demoussage-1`).
 */
export function repeatedPage(page: TitledPage, others: readonly TitledPage[]): TitledPage | undefined {
  const address = addressOf(page.title);
  return others.find(
    (other) => other.slug !== page.slug && (addressOf(other.title) === address || other.slug === address),
  );
}

/** What the owner reads when a page repeats another. */
export function repeatedPageMessage(other: TitledPage, folder: string): string {
  return `Le service «${NBSP}${other.title}${NBSP}» (${folder}/${other.slug}) porte déjà ce titre${NBSP}: donnez à celui-ci un titre qui le distingue, ou supprimez l’un des deux.`;
}

/** The pages of a folder that repeat an earlier one (in the order of their addresses), with what to do. */
export function repeatedPages(pages: readonly TitledPage[], folder: string): { slug: string; message: string }[] {
  const sorted = pages.toSorted((a, b) => a.slug.localeCompare(b.slug));
  return sorted.flatMap((page, index) => {
    const other = repeatedPage(page, sorted.slice(0, index));
    return other ? [{ slug: page.slug, message: repeatedPageMessage(other, folder) }] : [];
  });
}
