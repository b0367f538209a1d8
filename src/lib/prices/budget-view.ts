/**
 * A service's « Budget indicatif » as its page shows it: each range written out with its unit, the
 * table of a few usual quantities that needs no JavaScript, the VAT rule beside it (or, past its
 * review day, where to check it), and what the calculator island needs as props; and the words the
 * calculator writes into the quote request's message. Pure: the day is given.
 */
import type { VatStatement } from '../../schemas/aid';
import type { Budget, BudgetText, CountedUnit, PriceLine, PriceUnit, VatCase } from '../../schemas/prices';
import { longDate } from '../content/reviews';
import { estimate, formatNumber, formatRange, type Estimate } from './estimate';
import { vatRule, type VatRule } from './statements';

const NBSP = '\u00a0';

/** The VAT rates an estimate of `line` is given with: both for renovation, the normal one for a new building. */
export function ratesFor(vat: VatCase, rates: { reduced: number; normal: number }): number[] {
  return vat === 'renovation' ? [rates.reduced, rates.normal] : [rates.normal];
}

const isCounted = (unit: PriceUnit): unit is CountedUnit => unit !== 'forfait';

/** « TVAC à 6 % » */
export function vatLabel(text: Pick<BudgetText, 'includingVat'>, rate: number): string {
  return `${text.includingVat} ${rate}${NBSP}%`;
}

/** « 80 m² », « 82,5 m² », « 5 pièces » */
export function quantityLabel(value: number, symbol: string): string {
  return `${formatNumber(value, 2)}${NBSP}${symbol}`;
}

/** One row of the table shown without JavaScript: a usual quantity and its ranges. */
export interface BudgetTableRow {
  quantity: string;
  excludingVat: string;
  withVat: string[];
}

export interface BudgetTable {
  /** The table's caption: the work it prices. */
  line: string;
  columns: { quantity: string; excludingVat: string; withVat: string[] };
  rows: BudgetTableRow[];
}

function budgetTable(line: PriceLine & { unit: CountedUnit }, text: BudgetText, rates: number[]): BudgetTable {
  const unit = text.units[line.unit];
  return {
    line: line.label,
    columns: {
      quantity: text.tableQuantity,
      excludingVat: text.excludingVat,
      withVat: rates.map((rate) => vatLabel(text, rate)),
    },
    rows: unit.examples.map((quantity) => {
      const ranges = estimate(line, quantity, rates);
      return {
        quantity: quantityLabel(quantity, unit.symbol),
        excludingVat: formatRange(ranges.excludingVat, text.between),
        withVat: ranges.withVat.map(({ range }) => formatRange(range, text.between)),
      };
    }),
  };
}

/** A line as the calculator computes it. */
export interface CalculatorLine {
  label: string;
  from: number;
  to: number;
  unit: PriceUnit;
  vat: VatCase;
}

/** What the calculator island gets: the lines, the units it asks for, the rates and their reasons, its words. */
export interface CalculatorData {
  service: string;
  quoteHref: string;
  lines: CalculatorLine[];
  /** What the calculator asks for each unit its lines count by (the table's quantities stay in the page). */
  units: Partial<Record<CountedUnit, Pick<BudgetText['units'][CountedUnit], 'quantity' | 'symbol' | 'max'>>>;
  /** The VAT rates; none past the VAT rule's review day (the estimate is then given excluding VAT only). */
  rates: { reduced: number; normal: number } | null;
  /** The rate that applies and why, for each answer on the dwelling; none past the rule's review day. */
  reasons: { reduced: string; normal: string; unknown: string; newBuild: string } | null;
  text: Pick<BudgetText, 'between' | 'excludingVat' | 'includingVat' | 'calculator' | 'message'>;
}

export interface BudgetView {
  heading: string;
  pricedOn: { date: string; label: string };
  notAQuote: string;
  lines: { label: string; range: string; unit: string; excludingVat: string }[];
  included: { heading: string; items: readonly string[] };
  varies: { heading: string; items: readonly string[] };
  tables: { heading: string; items: BudgetTable[] };
  vat: VatRule;
  aid: { href: string; label: string };
  calculator: CalculatorData;
}

/** The block of a service whose `budget` is set, on `today` (the VAT rule's review day is judged then). */
export function budgetView(
  service: { title: string; budget: Budget },
  {
    text,
    vat,
    aidHref,
    quoteHref,
    today,
  }: { text: BudgetText; vat: VatStatement; aidHref: string; quoteHref: string; today: string },
): BudgetView {
  const { budget } = service;
  const rule = vatRule(vat, today);
  // Past its review day, no rate is presented as current: the ranges are given excluding VAT only.
  const rates = rule.current ? { reduced: vat.reducedRate, normal: vat.normalRate } : null;
  const usedUnits = [...new Set(budget.lines.map((line) => line.unit).filter(isCounted))];
  return {
    heading: text.heading,
    pricedOn: { date: budget.pricedOn, label: `${text.pricedOn} ${longDate(budget.pricedOn)}` },
    notAQuote: text.notAQuote,
    lines: budget.lines.map((line) => ({
      label: line.label,
      range: formatRange({ low: line.from, high: line.to }, text.between),
      unit: text.units[line.unit].price,
      excludingVat: text.excludingVat,
    })),
    included: { heading: text.includedHeading, items: budget.included },
    varies: { heading: text.variesHeading, items: budget.varies },
    tables: {
      heading: text.tableCaption,
      items: budget.lines.flatMap((line) =>
        isCounted(line.unit)
          ? [budgetTable({ ...line, unit: line.unit }, text, rates ? ratesFor(line.vat, rates) : [])]
          : [],
      ),
    },
    vat: rule,
    aid: { href: aidHref, label: text.aidLink },
    calculator: {
      service: service.title,
      quoteHref,
      lines: budget.lines.map(({ label, from, to, unit, vat: vatCase }) => ({ label, from, to, unit, vat: vatCase })),
      units: Object.fromEntries(
        usedUnits.map((unit) => {
          const { quantity, symbol, max } = text.units[unit];
          return [unit, { quantity, symbol, max }];
        }),
      ),
      rates,
      reasons: rule.current ? { ...vat.cases, newBuild: vat.newBuild } : null,
      text: {
        between: text.between,
        excludingVat: text.excludingVat,
        includingVat: text.includingVat,
        calculator: text.calculator,
        message: text.message,
      },
    },
  };
}

/** The answer on the dwelling: a private one of 10 years or more, another, or not known. */
export type HomeAnswer = 'reduced' | 'normal' | 'unknown';

/**
 * The rates an estimate shows for `line` given the answer: the one that applies, or both when not
 * known; none when the rates are not presented as current.
 */
export function shownRates(line: Pick<CalculatorLine, 'vat'>, answer: HomeAnswer, rates: CalculatorData['rates']) {
  if (!rates) return [];
  if (line.vat === 'neuf' || answer === 'normal') return [rates.normal];
  return answer === 'reduced' ? [rates.reduced] : [rates.reduced, rates.normal];
}

/**
 * The estimate as the quote request's message carries it, in plain text the visitor reads and may
 * change: the service, the work and its quantity, the range excluding VAT and with the rates shown.
 */
export function estimateMessage(
  { service, line, quantity, result }: { service: string; line: CalculatorLine; quantity: number; result: Estimate },
  { text, units }: Pick<CalculatorData, 'text' | 'units'>,
): string {
  const unit = line.unit === 'forfait' ? undefined : units[line.unit];
  const work = unit ? `${line.label}${NBSP}: ${quantityLabel(quantity, unit.symbol)}` : line.label;
  const withVat = result.withVat
    .map(({ rate, range }) => `${formatRange(range, text.between)} ${vatLabel(text, rate)}`)
    .join(', ');
  return [
    `${text.message.intro}${NBSP}: ${service}`,
    work,
    `${text.message.estimate}${NBSP}: ${formatRange(result.excludingVat, text.between)} ${text.excludingVat} (${withVat})`,
  ].join('\n');
}
