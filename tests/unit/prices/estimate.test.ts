import { describe, expect, it } from 'vitest';
import {
  estimate,
  formatEuros,
  formatNumber,
  formatRange,
  readQuantity,
  roundedRange,
  roundingStep,
} from '../../../src/lib/prices/estimate';
import { NBSP } from '../../../src/schemas/characters';

const NARROW = '\u202f';
const roof = { whole: false, max: 5000 };

describe('the quantity a visitor types', () => {
  it('reads nothing yet as nothing, not as zero', () => {
    for (const typed of ['', '   ', `${NBSP}`]) expect(readQuantity(typed, roof)).toEqual({ kind: 'empty' });
  });

  it('reads whole numbers, decimals with a comma or a point, and thousands grouped by spaces', () => {
    expect(readQuantity('1', roof)).toEqual({ kind: 'quantity', value: 1 });
    expect(readQuantity('82,5', roof)).toEqual({ kind: 'quantity', value: 82.5 });
    expect(readQuantity(' 82.5 ', roof)).toEqual({ kind: 'quantity', value: 82.5 });
    expect(readQuantity('0,01', roof)).toEqual({ kind: 'quantity', value: 0.01 });
    for (const grouped of ['1 200', `1${NBSP}200`, `1${NARROW}200`])
      expect(readQuantity(grouped, roof)).toEqual({ kind: 'quantity', value: 1200 });
  });

  it('refuses zero and below, letters, and what is too large for an estimate, each for its own reason', () => {
    expect(readQuantity('0', roof)).toEqual({ kind: 'refused', reason: 'notPositive' });
    expect(readQuantity('0,0', roof)).toEqual({ kind: 'refused', reason: 'notPositive' });
    expect(readQuantity('-5', roof)).toEqual({ kind: 'refused', reason: 'notPositive' });
    for (const letters of ['abc', '80 m²', '12a', '1,2,3', '1e5', 'Infinity', 'NaN', '½', '--5', '5-'])
      expect(readQuantity(letters, roof), letters).toEqual({ kind: 'refused', reason: 'notNumber' });
    expect(readQuantity('5000', roof)).toEqual({ kind: 'quantity', value: 5000 });
    expect(readQuantity('5000,01', roof)).toEqual({ kind: 'refused', reason: 'tooLarge' });
    // So many digits that the number is not even finite.
    expect(readQuantity('9'.repeat(400), roof)).toEqual({ kind: 'refused', reason: 'tooLarge' });
  });

  it('asks pieces in whole numbers', () => {
    const pieces = { whole: true, max: 500 };
    expect(readQuantity('5', pieces)).toEqual({ kind: 'quantity', value: 5 });
    expect(readQuantity('2,5', pieces)).toEqual({ kind: 'refused', reason: 'notWhole' });
  });
});

describe('an estimate: price × quantity × VAT, rounded as an estimate is written', () => {
  it('rounds to the euro under 100 €, to 10 € under 1 000 €, then to 5 per thousand of the order', () => {
    expect([99.9, 100, 999, 1000, 9_999, 10_000, 99_999, 100_000].map(roundingStep)).toEqual([
      1, 10, 10, 50, 50, 500, 500, 5000,
    ]);
  });

  it('rounds the low end down and the high end up: the exact range is always inside', () => {
    // 80 m² at 125–195 €: 10 000–15 600 € exactly; with 6 %, 10 600–16 536 €; with 21 %, 12 100–18 876 €.
    const result = estimate({ from: 125, to: 195 }, 80, [6, 21]);
    expect(result.excludingVat).toEqual({ low: 10_000, high: 16_000 });
    expect(result.withVat).toEqual([
      { rate: 6, range: { low: 10_500, high: 17_000 } },
      { rate: 21, range: { low: 12_000, high: 19_000 } },
    ]);
  });

  it('keeps every boundary quantity within a few per cent of price × quantity × (1 + rate), never NaN', () => {
    const prices = [
      { from: 45, to: 80 },
      { from: 250, to: 650 },
      { from: 1150, to: 1650 },
    ];
    for (const { from, to } of prices) {
      for (const quantity of [1, 0.5, 82.5, 123.45, 5000]) {
        for (const rate of [0, 6, 21]) {
          const exactLow = (from * quantity * (100 + rate)) / 100;
          const exactHigh = (to * quantity * (100 + rate)) / 100;
          const { range } = estimate({ from, to }, quantity, [rate]).withVat[0]!;
          const label = `${from}–${to} € × ${quantity} × ${rate} %`;
          expect(Number.isFinite(range.low) && Number.isFinite(range.high), label).toBe(true);
          expect(range.low, label).toBeLessThanOrEqual(exactLow + 1e-6);
          expect(range.high, label).toBeGreaterThanOrEqual(exactHigh - 1e-6);
          // Never more than the step away: 5 % of the amount at most from 100 € on, 1 € below.
          expect(exactLow - range.low, label).toBeLessThan(Math.max(1, exactLow * 0.1));
          expect(range.high - exactHigh, label).toBeLessThan(Math.max(1, exactHigh * 0.1));
          expect(range.low % roundingStep(exactLow), label).toBe(0);
        }
      }
    }
  });

  it('does not move an amount that is already round, nor invent one out of nothing', () => {
    expect(roundedRange({ low: 8800, high: 13_500 })).toEqual({ low: 8800, high: 13_500 });
    expect(roundedRange({ low: 0, high: 0 })).toEqual({ low: 0, high: 0 });
    // Products of prices, quantities and rates carry binary noise: 9 000 a hair above or below is 9 000.
    expect(roundedRange({ low: 8999.999999999, high: 9000.000000001 })).toEqual({ low: 9000, high: 9000 });
  });
});

describe('amounts in Belgian French', () => {
  it('groups thousands with a narrow no-break space and puts a no-break space before €', () => {
    expect(formatNumber(12_500)).toBe(`12${NARROW}500`);
    expect(formatNumber(8800)).toBe(`8${NARROW}800`);
    expect(formatNumber(82.5, 2)).toBe('82,5');
    expect(formatEuros(1_250_000)).toBe(`1${NARROW}250${NARROW}000${NBSP}€`);
  });

  it('writes a range once when both ends are equal', () => {
    expect(formatRange({ low: 8800, high: 13_600 }, 'à')).toBe(`8${NARROW}800${NBSP}à 13${NARROW}600${NBSP}€`);
    expect(formatRange({ low: 600, high: 600 }, 'à')).toBe(`600${NBSP}€`);
  });
});
