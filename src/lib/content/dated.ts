/**
 * Content that stops being true by itself: the owner's current wait (« délai actuel », shown for a
 * number of days after its date) and the statements of law the site publishes (until their review
 * date). The build leaves out what is already past. The wait, which lasts days where a statement
 * lasts months, is also kept true on a page built earlier and still online, by the page's own clock:
 * its early script (lib/contact/office-hours.ts followOfficeHours) marks <html> once the wait has
 * gone past (`data-stale="delai"`) before the first paint, and the CSS hides it (the `stale-delai`
 * variant of styles/global.css), so nothing moves once painted.
 */
import { belgianDay } from '../../schemas/calendar';
import { addDays } from '../contact/office-hours';

export { STALE_ATTRIBUTE, type ShownUntil } from './shown-until';

/**
 * The day a build makes its pages for, in Belgium: today, or the day `SOURCE_DATE_EPOCH` names (the
 * reproducible-builds convention, seconds since 1970), which the test sites set so that what dates in
 * the example is judged on a known day.
 */
export function buildDay(env: Readonly<Record<string, string | undefined>>, now = new Date()): string {
  const epoch = Number(env['SOURCE_DATE_EPOCH']);
  return belgianDay(env['SOURCE_DATE_EPOCH'] && Number.isFinite(epoch) ? new Date(epoch * 1000) : now);
}

/** Whether `lastDay` is still current on `today` (both `YYYY-MM-DD`; the last day itself counts). */
export function isCurrentOn(lastDay: string, today: string): boolean {
  return today <= lastDay;
}

/** The last day the current wait is shown: `maxAgeDays` after its date. */
export function waitShownUntil(wait: { date: string; maxAgeDays: number }): string {
  return addDays(wait.date, wait.maxAgeDays).date;
}
