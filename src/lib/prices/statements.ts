/**
 * Statements of law and of public aid as the pages state them: on a day before their review day,
 * their text, their source and the day they were checked; past it, never as current, only where to
 * check them and when they were last checked (lib/content/statements.ts).
 */
import type { AidStatement, VatStatement } from '../../schemas/aid';
import { longDate } from '../content/format';
import { isPastReview, statementSource } from '../content/statements';

/** Where a statement past its review day sends the visitor, and when it was last checked. */
export interface StaleNote {
  sourceLabel: string;
  sourceHref: string;
  checkedOn: string;
}

/** The VAT rule as a page states it: current (its conditions), or only where to check it. */
export type VatRule =
  | {
      current: true;
      title: string;
      conditions: readonly string[];
      invoice: string;
      otherwise: string;
      newBuild: string;
      source: { label: string; href: string };
      checkedOn: { date: string; label: string };
    }
  | { current: false; title: string; stale: StaleNote };

function staleNote({ source, checkedOn }: { source: { label: string; url: string }; checkedOn: string }): StaleNote {
  return { sourceLabel: source.label, sourceHref: source.url, checkedOn: longDate(checkedOn) };
}

/** The VAT on renovation on `today`. */
export function vatRule(vat: VatStatement, today: string): VatRule {
  if (isPastReview(vat, today)) {
    return {
      current: false,
      title: vat.title,
      stale: staleNote(vat),
    };
  }
  return {
    current: true,
    title: vat.title,
    conditions: vat.conditions,
    invoice: vat.invoice,
    otherwise: vat.otherwise,
    newBuild: vat.newBuild,
    ...statementSource(vat),
  };
}

/** One aid or warning on `today`. */
export type StatementView =
  | {
      current: true;
      title: string;
      text: string;
      unknown: string | undefined;
      source: { label: string; href: string };
      checkedOn: { date: string; label: string };
    }
  | { current: false; title: string; stale: StaleNote };

export function statementView(statement: AidStatement, today: string): StatementView {
  if (isPastReview(statement, today)) return { current: false, title: statement.title, stale: staleNote(statement) };
  return {
    current: true,
    title: statement.title,
    text: statement.text,
    unknown: statement.unknown,
    ...statementSource(statement),
  };
}
