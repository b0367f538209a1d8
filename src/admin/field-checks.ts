/**
 * What a ruled widget (ruled-widgets.tsx) finds wrong in its field, without React: the value as
 * plain data, the document around it, and the content's rules (lib/content/content-rules.ts) with
 * the checks that need the rest of the site (texts quoting a value, a repeated title, the
 * distances by road from the depot).
 */
import { fieldProblems, labelledPath } from '../lib/content/content-rules';
import { belgianDay } from '../schemas/calendar';
import { pastReviewFieldProblem } from '../lib/content/statements';
import { outdatedPriceFieldProblem } from '../lib/prices/price-checks';
import type { EntrySource } from './entry-source';
import {
  headingClashChecks,
  quotingProblems,
  repeatedTitleMessage,
  reviewDateChecks,
  roadDistanceChecks,
  valuesFor,
} from './site-values';
import { NBSP } from '../schemas/characters';

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

/** What the build would refuse in this field, in the owner's words. */
export function fieldMessages({ source, entry, path, value, container, sizeChecked }: JudgedField): string[] {
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
    // Said under the date itself: a price list more than a year old, a statement past its review day.
    outdatedPriceFieldProblem(source.name, path, plain(value), belgianDay()),
    pastReviewFieldProblem(source.rules.schema, path, plain(value), belgianDay()),
    // Said as it is typed: a second « Démoussage » is refused before the rest is filled in.
    ...(path.join() === 'title' ? [repeatedTitleMessage(source, String(entry.get('slug') ?? ''), value)] : []),
    // Checks of the site as a whole, said under the field they concern: which distance of the list
    // of localities does not go with the depot (« n° 3 › Distance… »), which page already has a
    // heading of the interface's texts as its title, or which heading a page's title repeats.
    ...(path.length === 1
      ? [
          ...roadDistanceChecks(source.name, { [path[0]!]: plain(value) }),
          ...headingClashChecks(source.name, { [path[0]!]: plain(value) }),
          ...(path[0] === 'date'
            ? reviewDateChecks(source.name, String(entry.get('slug') ?? ''), { ...document, date: plain(value) })
            : []),
        ].map((problem) => {
          const within = labelledPath(source.rules.schema, problem.path).split(' › ').slice(1).join(' › ');
          return within ? `${within}${NBSP}: ${problem.message}` : problem.message;
        })
      : []),
  ].filter((problem): problem is string => Boolean(problem));
}
