/**
 * Whether a price list still holds on a given day: not older than its {@link PRICE_LIST_MAX_MONTHS}
 * months (a publishing host refuses it: lib/content/launch.ts). The same rule for the build, its log
 * and the admin; the day is always given, so that tests choose it. Statements of law and aid have
 * their own review day (lib/content/statements.ts).
 */
import { monthsLater } from '../../schemas/dated';
import { PRICE_LIST_MAX_MONTHS } from '../../schemas/prices';

/** The last day a price list set on `pricedOn` is published (`2026-12-01` → `2027-12-01`). */
export function priceListLastDay(pricedOn: string): string {
  return monthsLater(pricedOn, PRICE_LIST_MAX_MONTHS);
}

/** A price list older than {@link PRICE_LIST_MAX_MONTHS} months on `today`. */
export function isPriceListOutdated(pricedOn: string, today: string): boolean {
  return today > priceListLastDay(pricedOn);
}
