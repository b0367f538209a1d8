/**
 * What a ruled widget (ruled-widgets.tsx) finds wrong in its field, without React: the value as
 * plain data, the document around it, the rules of its schema (lib/content/content-rules.ts), the
 * texts of other files that quote its value, and the site's rules (lib/content/site-rules.ts), the
 * list the build and the save run too.
 */
import { fieldProblems } from '../lib/content/content-rules';
import { fieldRuleMessages, siteRules, type SiteRule } from '../lib/content/site-rules';
import { belgianDay } from '../schemas/calendar';
import type { EntrySource } from './entry-source';
import { quotingProblems, siteValues, valuesFor } from './site-values';

/** What Decap CMS's immutable values and settings offer (the `immutable` package's Map and List). */
export interface Immutable {
  get(key: string): unknown;
  toJS?: () => unknown;
  size?: number;
}

export const plain = (value: unknown): unknown =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS!() : value;

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && (value as Immutable).size === 0);

/** An optional group with nothing in it yet: no value, or only empty fields. */
export function isEmptyGroup(value: unknown): boolean {
  if (isEmpty(value)) return true;
  return typeof value === 'object' && Object.values(value as object).every((field) => isEmptyGroup(field));
}

/** The entry's data as plain objects, converted once per version of the entry. */
const plainDocuments = new WeakMap<object, Record<string, unknown>>();
export function documentOf(entry: Immutable): Record<string, unknown> {
  const data = entry.get('data') as object | undefined;
  if (!data) return {};
  let document = plainDocuments.get(data);
  if (!document) plainDocuments.set(data, (document = (plain(data) as Record<string, unknown>) ?? {}));
  return document;
}

/** A field to judge: where it is, its value, what it is judged within, and whether its list's size is Decap's to check. */
export interface JudgedField {
  source: EntrySource;
  entry: Immutable;
  path: string[];
  value: unknown;
  container: { path: string[]; value: () => unknown } | null;
  sizeChecked: boolean;
}

/** What the build would refuse in this field (by the site's `rules`), in the owner's words. */
export function fieldMessages(
  { source, entry, path, value, container, sizeChecked }: JudgedField,
  rules: readonly SiteRule[] = siteRules,
): string[] {
  const document = documentOf(entry);
  return [
    ...fieldProblems(
      source.rules,
      path,
      plain(value),
      container && { path: container.path, value: container.value() },
      valuesFor(source.name, document),
      { sizeChecked },
    ),
    ...quotingProblems(source.name, path, document),
    // The site's rules (lib/content/site-rules.ts, the list the build and the save run too), each said
    // where it speaks: under the date itself (a price list more than a year old), as the title is
    // typed (a second « Démoussage »), or under the field of the site as a whole it concerns (which
    // distance of the list of localities does not go with the depot: « n° 3 › Distance… »).
    ...fieldRuleMessages(
      { source: source.name, slug: String(entry.get('slug') ?? ''), data: document },
      path,
      plain(value),
      siteValues(),
      belgianDay(),
      rules,
    ),
  ].filter((problem): problem is string => Boolean(problem));
}
