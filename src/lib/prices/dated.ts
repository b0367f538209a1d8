/**
 * Whether dated content still holds on a given day: a price list older than its
 * {@link PRICE_LIST_MAX_MONTHS} months (a publishing host refuses it: lib/content/launch.ts), a
 * statement of law or aid past its review day (never published as current: the page sends the
 * visitor to its source instead). The same rules for the build, its log and the admin; the day is
 * always given, so that tests choose it.
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

/** A statement whose review day has passed on `today`: no longer published as current. */
export function isPastReview(statement: { reviewBy: string }, today: string): boolean {
  return today > statement.reviewBy;
}
