/**
 * The arithmetic of an estimate, with no page around it: the quantity the visitor types (« 82,5 »,
 * « 1 200 »), its refusals in a few words the calculator turns into French (never NaN), the range
 * excluding VAT (price × quantity), the same with each VAT rate, rounded as an estimate is written
 * (no « 7 243,18 € »: the low end down, the high end up, to a step that grows with the amount), and
 * amounts in Belgian French (a narrow no-break space between thousands, a no-break space before €).
 */
import { NBSP } from '../../schemas/characters';

/** What the visitor typed, read: nothing yet, a quantity, or why it is none. */
export type QuantityReading =
  | { kind: 'empty' }
  | { kind: 'quantity'; value: number }
  | { kind: 'refused'; reason: 'notNumber' | 'notPositive' | 'notWhole' | 'tooLarge' };

/** Digits with one decimal mark (comma or point); the spaces of « 1 200 » are left out before. */
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/**
 * Reads a typed quantity: `whole` for pieces; above `max`, too large to be an estimate. Spaces
 * (typed, no-break or narrow) may group the thousands; a minus sign is a quantity below zero.
 */
export function readQuantity(typed: string, { whole, max }: { whole: boolean; max: number }): QuantityReading {
  const compact = typed.replace(/[\s\u00a0\u202f]+/g, '');
  if (compact === '') return { kind: 'empty' };
  if (/^[-−]/.test(compact) && NUMBER.test(compact.slice(1))) return { kind: 'refused', reason: 'notPositive' };
  if (!NUMBER.test(compact)) return { kind: 'refused', reason: 'notNumber' };
  const value = Number(compact.replace(',', '.'));
  if (!Number.isFinite(value) || value > max) return { kind: 'refused', reason: 'tooLarge' };
  if (value <= 0) return { kind: 'refused', reason: 'notPositive' };
  if (whole && !Number.isInteger(value)) return { kind: 'refused', reason: 'notWhole' };
  return { kind: 'quantity', value };
}

/** Two amounts, low and high. */
export interface Range {
  low: number;
  high: number;
}

/** A price range (per unit, excluding VAT) times a quantity: the exact range excluding VAT. */
export function rangeFor(prices: { from: number; to: number }, quantity: number): Range {
  return { low: prices.from * quantity, high: prices.to * quantity };
}

/** The range with `rate` % of VAT added. */
export function withVat(range: Range, rate: number): Range {
  return { low: (range.low * (100 + rate)) / 100, high: (range.high * (100 + rate)) / 100 };
}

/**
 * The step an amount is rounded to: to the euro below 100 €, to 10 € below 1 000 €, then to 5 per
 * thousand of its order (50 € for thousands, 500 € for tens of thousands): at most a few per cent.
 */
export function roundingStep(amount: number): number {
  if (amount < 100) return 1;
  if (amount < 1000) return 10;
  const digits = String(Math.floor(amount)).length;
  return 5 * 10 ** (digits - 3);
}

/** A tolerance for the binary fractions of products such as 80 × 110 × 1,06. */
const EPSILON = 1e-9;

/** The range as an estimate is written: the low end rounded down, the high end up. */
export function roundedRange({ low, high }: Range): Range {
  const lowStep = roundingStep(low);
  const highStep = roundingStep(high);
  return {
    low: Math.floor(low / lowStep + EPSILON) * lowStep,
    // `+ 0`: a zero rounded up is -0, which French formatting writes « -0 ».
    high: Math.ceil(high / highStep - EPSILON) * highStep + 0,
  };
}

/** « 12 500 » (narrow no-break space between thousands), with at most `decimals` decimals (« 82,5 »). */
export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString('fr-BE', { maximumFractionDigits: decimals, useGrouping: true });
}

/** « 12 500 € » */
export function formatEuros(amount: number): string {
  return `${formatNumber(amount)}${NBSP}€`;
}

/** The rounded ranges of an estimate: excluding VAT, then with each rate asked for. */
export interface Estimate {
  excludingVat: Range;
  withVat: { rate: number; range: Range }[];
}

/** price × quantity, then × each VAT rate, each rounded as an estimate. */
export function estimate(prices: { from: number; to: number }, quantity: number, rates: readonly number[]): Estimate {
  const exact = rangeFor(prices, quantity);
  return {
    excludingVat: roundedRange(exact),
    withVat: rates.map((rate) => ({ rate, range: roundedRange(withVat(exact, rate)) })),
  };
}

/** « 8 800 à 13 600 € », or « 600 € » when both ends are equal (`between`: the content's « à »). */
export function formatRange({ low, high }: Range, between: string): string {
  return low === high ? formatEuros(low) : `${formatNumber(low)}${NBSP}${between} ${formatEuros(high)}`;
}
