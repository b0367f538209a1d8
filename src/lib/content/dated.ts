/**
 * Content that stops being true by itself: the owner's current wait (« délai actuel », shown for a
 * number of days after its date) and the statements of law the site publishes (until their review
 * date). The build leaves out what is already past; a page built earlier and still online is kept
 * true by its own clock: the page's early script (src/inline-scripts/office-hours.ts) marks <html>
 * with what has gone past (`data-stale="delai decennale"`) before the first paint, and the CSS hides
 * it (the `stale-*` variants of styles/global.css), so nothing moves once painted.
 */
import { addDays, officeTime } from '../contact/office-hours';

/** What can go past on a page, as <html>'s `data-stale` names it. */
export type DatedName = 'delai' | 'decennale';

/** The attribute of <html> listing what has gone past, set by the page's script. */
export const STALE_ATTRIBUTE = 'data-stale';

/** The last day each dated item of the site is current, `YYYY-MM-DD`. */
export type ShownUntil = Partial<Record<DatedName, string>>;

/** The day in Belgium (`2026-12-01`) at `instant`: the office's calendar, whatever the visitor's time zone. */
export function belgianDate(instant: Date): string {
  return officeTime(instant).date;
}

/**
 * The day a build makes its pages for, in Belgium: today, or the day `SOURCE_DATE_EPOCH` names (the
 * reproducible-builds convention, seconds since 1970), which the test sites set so that what dates in
 * the example is judged on a known day.
 */
export function buildDay(env: Readonly<Record<string, string | undefined>>, now = new Date()): string {
  const epoch = Number(env['SOURCE_DATE_EPOCH']);
  return belgianDate(env['SOURCE_DATE_EPOCH'] && Number.isFinite(epoch) ? new Date(epoch * 1000) : now);
}

/** Whether `lastDay` is still current on `today` (both `YYYY-MM-DD`; the last day itself counts). */
export function isCurrentOn(lastDay: string, today: string): boolean {
  return today <= lastDay;
}

/** The last day the current wait is shown: `maxAgeDays` after its date. */
export function waitShownUntil(wait: { date: string; maxAgeDays: number }): string {
  return addDays(wait.date, wait.maxAgeDays).date;
}

/** The items of `until` gone past on `today`. */
export function staleOn(until: ShownUntil, today: string): DatedName[] {
  return (Object.keys(until) as DatedName[]).filter((name) => !isCurrentOn(until[name]!, today));
}

/**
 * The page's work: marks <html> with what has gone past now, then again every minute, so that a
 * page left open past midnight follows.
 */
export function markStale(until: ShownUntil, today: string): void {
  document.documentElement.setAttribute(STALE_ATTRIBUTE, staleOn(until, today).join(' '));
}
