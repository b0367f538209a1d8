/**
 * A service's « Budget indicatif » as its page shows it: each range written out with its unit, the
 * table of a few usual quantities that needs no JavaScript, the VAT rule beside it (or, past its
 * review day, where to check it), and what the calculator island needs as props; and the words the
 * calculator writes into the quote request's message. Pure: the day is given.
 */
import type { VatStatement } from '../../schemas/aid';
import type { Budget, BudgetText, CountedUnit, PriceLine, PriceUnit, VatCase } from '../../schemas/prices';
import { longDate } from '../content/format';
import { quantityLabel, vatLabel, type CalculatorData } from './calculator';
import { estimate, formatRange } from './estimate';
import { vatRule, type VatRule } from './statements';

/** The VAT rates an estimate of `line` is given with: both for renovation, the normal one for a new building. */
export function ratesFor(vat: VatCase, rates: { reduced: number; normal: number }): number[] {
  return vat === 'renovation' ? [rates.reduced, rates.normal] : [rates.normal];
}

const isCounted = (unit: PriceUnit): unit is CountedUnit => unit !== 'forfait';

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
