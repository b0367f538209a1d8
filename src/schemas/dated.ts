/**
 * A statement of law, of public aid or of a public service that the site publishes (the VAT on
 * renovation, an aid, what the ten-year liability insurance covers, which number to call in a
 * storm): what held on the day it was checked, at an official source, and the day it must be
 * checked again. Past that day the pages no longer publish it as current, the build's log names it
 * and the admin refuses to save it until it is re-dated (lib/content/statements.ts). The review day
 * comes at most {@link STATEMENT_MAX_MONTHS} months after the check: rules of tax, aid and public
 * services move faster than that.
 */
import { z } from 'astro/zod';
import { atMost, text, type FieldMeta } from './fields';
import { day } from './calendar';
import { NBSP } from './characters';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Longest time between a statement's check and its review. */
export const STATEMENT_MAX_MONTHS = 12;

/** `2026-12-01` plus `months` months (`2027-12-01`); the 31st of a shorter month is its last day. */
export function monthsLater(isoDay: string, months: number): string {
  const [year = 0, month = 1, date = 1] = isoDay.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** The official page a statement was checked on. */
function officialSource() {
  return z
    .object({
      label: text('Nom de la source', { max: 120, hint: 'P. ex. « Portail de l’énergie de la Wallonie ».' }),
      url: z
        .url(`Adresse web incomplète${NBSP}: écrivez-la en entier, p.${NBSP}ex. https://energie.wallonie.be`)
        .max(300, atMost(300))
        .regex(/^https:\/\//, `Écrivez l’adresse officielle en https://, telle que le navigateur l’affiche.`)
        .meta({
          title: 'Adresse de la page',
          description: 'La page officielle où vous l’avez vérifié.',
        } satisfies FieldMeta),
    })
    .meta({ title: 'Source officielle' } satisfies FieldMeta);
}

/** The fields that date a statement, and its source. */
function datedFields() {
  return {
    source: officialSource(),
    checkedOn: day('Vérifié le', 'Le jour où vous avez lu la source, sous la forme 2026-12-01 : la page l’affiche.'),
    reviewBy: day(
      'À revoir au plus tard le',
      `Le jour où l’information doit être vérifiée de nouveau, ${STATEMENT_MAX_MONTHS} mois au plus après la vérification. Passé ce jour, la page ne la présente plus comme à jour.`,
      { reviewDay: true },
    ),
  };
}

/** The review day comes after the check, and no later than {@link STATEMENT_MAX_MONTHS} months after it. */
function reviewDayRule(statement: { checkedOn: string; reviewBy: string }, context: z.RefinementCtx): void {
  // A date refused by its own field is said there; the two are compared once both are days.
  if (![statement.checkedOn, statement.reviewBy].every((value) => typeof value === 'string' && ISO_DAY.test(value)))
    return;
  const latest = monthsLater(statement.checkedOn, STATEMENT_MAX_MONTHS);
  if (statement.reviewBy <= statement.checkedOn) {
    context.addIssue({
      code: 'custom',
      path: ['reviewBy'],
      message: `Le jour de relecture vient après celui de la vérification (${statement.checkedOn})${NBSP}: p.${NBSP}ex. ${monthsLater(statement.checkedOn, 6)}.`,
      input: statement.reviewBy,
    });
  } else if (statement.reviewBy > latest) {
    context.addIssue({
      code: 'custom',
      path: ['reviewBy'],
      message: `${STATEMENT_MAX_MONTHS}${NBSP}mois au plus après la vérification${NBSP}: le ${latest} au plus tard.`,
      input: statement.reviewBy,
    });
  }
}

/** The page's words before a statement's day of checking and before its source (« Vérifié le », « Source : »). */
export function statementLabels() {
  return {
    checkedOn: text('Avant la date de vérification', { hint: 'P. ex. « Vérifié le ».' }),
    source: text('Avant la source', { hint: 'P. ex. « Source : ».' }),
  };
}

/** What every dated statement holds, whatever else it says. */
export interface DatedStatement {
  source: { label: string; url: string };
  checkedOn: string;
  reviewBy: string;
}

/** A dated statement titled `title` in the admin: its own `fields` (its text, a number…), then its source and its two dates. */
export function datedStatement<Fields extends z.ZodRawShape>(title: string, fields: Fields) {
  return (
    z
      .object({ ...fields, ...datedFields() })
      // The object's type depends on `fields`; its two dates are there whatever `fields` holds.
      .superRefine((statement, context) => reviewDayRule(statement as unknown as DatedStatement, context))
      .meta({ title } satisfies FieldMeta)
  );
}
