/**
 * The dated statements of the content (schemas/dated.ts: the VAT on renovation, the aids, what the
 * ten-year liability insurance covers, the official numbers), written once for every place that
 * judges them: a statement is past its review day the day after it; past it, the build's log names
 * it, the admin refuses to save it (the document and the field, in the same words) until it is
 * re-dated, and the pages no longer publish it as current. Each page says so its own way: the aid
 * page sends the visitor to the source (lib/prices/statements.ts), the credentials leave out what
 * the law covers (lib/content/credentials.ts), and the official numbers stay with the day they were
 * checked, because a number to call in danger is never withheld (lib/pages/storm-page.ts). The
 * statements are found by their review day's field (`reviewDay` in the schemas), wherever they are.
 */
import type { z } from 'astro/zod';
import { adminGroups, contentSources } from '../../schemas/collections';
import type { DatedStatement } from '../../schemas/dated';
import { labelledPath, valuesWithMeta, type Problem } from './content-rules';
import { isCurrentOn } from './dated';
import { longDate } from './format';
import type { LaunchProblem } from './launch';
import type { RawContent } from './site-content';
import { NBSP } from '../../schemas/characters';

/** A statement whose review day has passed on `today` (both `YYYY-MM-DD`): no longer published as current. */
export function isPastReview(statement: Pick<DatedStatement, 'reviewBy'>, today: string): boolean {
  return !isCurrentOn(statement.reviewBy, today);
}

/** What the owner reads of a statement past its review day: under its date in the admin, and in the build's log. */
export function pastReviewMessage(reviewBy: string): string {
  return `Date de relecture passée (${longDate(reviewBy)})${NBSP}: vérifiez l’information à sa source, corrigez-la si besoin, puis changez «${NBSP}Vérifié le${NBSP}» et cette date. D’ici là, la page ne la présente plus comme à jour.`;
}

/** A day as the admin or YAML gives it (a timestamp for YAML's unquoted dates), or null. */
function asDay(value: unknown): string | null {
  const day = typeof value === 'string' ? value : value instanceof Date ? value.toISOString().slice(0, 10) : null;
  return day !== null && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

/** The review days of `data` (a document of `schema`) that have passed on `today`, each under its date. */
export function pastReviewProblems(schema: z.ZodType, data: unknown, today: string): Problem[] {
  return valuesWithMeta(schema, data, (meta) => meta.reviewDay).flatMap(({ path, value }) => {
    const reviewBy = asDay(value);
    return reviewBy && isPastReview({ reviewBy }, today) ? [{ path, message: pastReviewMessage(reviewBy) }] : [];
  });
}

/** The documents of the content that hold dated statements, by their name in the admin's sources. */
function datedDocuments(raw: Pick<RawContent, 'ui' | 'storm' | 'aid'>) {
  return [
    { name: 'ui', data: raw.ui },
    { name: 'storm', data: raw.storm.data },
    { name: 'aid', data: raw.aid },
  ] as const;
}

/** Every statement of the content past its review day on `today`, by its place in the admin. */
export function pastReviews(raw: Pick<RawContent, 'ui' | 'storm' | 'aid'>, today: string): LaunchProblem[] {
  return datedDocuments(raw).flatMap(({ name, data }) => {
    const { group, label, schema } = contentSources[name];
    return pastReviewProblems(schema, data, today).map(({ path, message }) => ({
      where: [adminGroups[group], label, labelledPath(schema, path)].join(' › '),
      what: message,
    }));
  });
}

/** The build log's report of the statements past their review day; null when every one is current. */
export function pastReviewReport(past: readonly LaunchProblem[]): string | null {
  if (past.length === 0) return null;
  const heading =
    past.length === 1
      ? `Informations à revoir${NBSP}: 1${NBSP}information a dépassé sa date de relecture, les pages ne la présentent plus comme à jour${NBSP}:`
      : `Informations à revoir${NBSP}: ${past.length}${NBSP}informations ont dépassé leur date de relecture, les pages ne les présentent plus comme à jour${NBSP}:`;
  return [heading, ...past.map(({ where, what }) => `  - ${where}${NBSP}: ${what}`)].join('\n');
}

/** A statement's source and the day it was checked, as a page shows them. */
export interface StatementSource {
  source: { label: string; href: string };
  checkedOn: { date: string; label: string };
}

export function statementSource({ source, checkedOn }: DatedStatement): StatementSource {
  return {
    source: { label: source.label, href: source.url },
    checkedOn: { date: checkedOn, label: longDate(checkedOn) },
  };
}
