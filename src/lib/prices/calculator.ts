/**
 * What the price calculator island computes and writes, without the content's schemas (the island
 * ships this to the browser): the lines it prices, the rates it shows for the visitor's answer on
 * the dwelling, and the estimate as the quote request's message carries it.
 */
import type { BudgetText, CountedUnit, PriceUnit, VatCase } from '../../schemas/prices';
import { formatNumber, formatRange, type Estimate } from './estimate';
import { NBSP } from '../../schemas/characters';

/** « TVAC à 6 % » */
export function vatLabel(text: Pick<BudgetText, 'includingVat'>, rate: number): string {
  // « à 6 % » stays whole on its line.
  return `${text.includingVat}${NBSP}${rate}${NBSP}%`;
}

/** « 80 m² », « 82,5 m² », « 5 pièces » */
export function quantityLabel(value: number, symbol: string): string {
  return `${formatNumber(value, 2)}${NBSP}${symbol}`;
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
