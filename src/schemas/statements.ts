/**
 * A statement of law or of a public service that the site publishes (what the ten-year liability
 * insurance covers, which number to call in a storm): what it says, where it was read, the day it
 * was checked and the day it must be checked again. Past that day the build warns the owner and the
 * site no longer publishes it as current (lib/content/statements.ts).
 */
import { z } from 'astro/zod';
import { atMost, sentence, text, type FieldMeta } from './fields';
import { day } from './calendar';

const NBSP = '\u00a0';

/** The longest a statement may wait before it is checked again. */
export const STATEMENT_REVIEW_MAX_DAYS = 400;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both written `2026-12-01`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Where a statement was read and when: its source and its two dates. */
const sourced = {
  source: text('Source', {
    hint: 'Le texte officiel ou le service public où vous l’avez lu, p. ex. « Loi du 31 mai 2017, Moniteur belge du 9 juin 2017 ».',
  }),
  sourceUrl: z
    .url(`Adresse web incomplète${NBSP}: écrivez-la en entier, p.${NBSP}ex. https://www.ejustice.just.fgov.be/…`)
    .max(300, atMost(300))
    .regex(/^https:\/\//, `Écrivez une adresse qui commence par https://.`)
    .meta({
      title: 'Adresse de la source',
      description: 'La page officielle, ouverte d’un clic par le visiteur.',
    } satisfies FieldMeta),
  checkedOn: day('Vérifié le', 'Le jour où vous avez relu la source, sous la forme 2026-12-01.'),
  reviewBy: day(
    'À revérifier le',
    `Après ce jour, le site ne le publie plus comme actuel, sous la forme 2027-06-01${NBSP}: ${STATEMENT_REVIEW_MAX_DAYS} jours au plus après la vérification.`,
  ),
};

/** The review date comes after the check, and not too long after it. */
function checkDates({ checkedOn, reviewBy }: Pick<DatedStatement, 'checkedOn' | 'reviewBy'>, context: z.RefinementCtx) {
  if (typeof checkedOn !== 'string' || typeof reviewBy !== 'string') return;
  const days = daysBetween(checkedOn, reviewBy);
  if (days > 0 && days <= STATEMENT_REVIEW_MAX_DAYS) return;
  context.addIssue({
    code: 'custom',
    path: ['reviewBy'],
    input: reviewBy,
    message:
      days <= 0
        ? `La date de revérification suit celle de la vérification${NBSP}: choisissez un jour après le ${checkedOn}.`
        : `Revérifiez au plus ${STATEMENT_REVIEW_MAX_DAYS} jours après la vérification${NBSP}: la loi et les services publics changent.`,
  });
}

/**
 * A dated statement, after the fields of `extra` (a number and its label): `what` names its text in
 * the admin (« Ce que couvre la loi »).
 */
export function datedStatement<Extra extends z.ZodRawShape>(title: string, what: string, hint: string, extra: Extra) {
  return (
    z
      .object({ ...extra, text: sentence(what, { hint }), ...sourced })
      // The object's type depends on `extra`; its two dates are there whatever `extra` holds.
      .superRefine((statement, context) => checkDates(statement as unknown as DatedStatement, context))
      .meta({ title } satisfies FieldMeta)
  );
}

/** What every dated statement holds, whatever else it carries. */
export interface DatedStatement {
  text: string;
  source: string;
  sourceUrl: string;
  checkedOn: string;
  reviewBy: string;
}
