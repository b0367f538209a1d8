/**
 * Whether the office answers the phone now, from the identity's opening hours, in Belgian time
 * (whatever the visitor's own clock or time zone), and when a request sent now is first read:
 * the call buttons dial the emergency line while the office is closed, and the form says
 * « lundi dès 8 h ».
 *
 * Everything here is computed on calendar dates (`YYYY-MM-DD`, Belgian time) and minutes of the
 * day, so a change to or from summer time never shifts a day.
 */
import { formatHour } from '../content/format';
import { STALE_ATTRIBUTE, type ShownUntil } from '../content/shown-until';

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];

/** One range of the identity's `openingHours`, times as `HH:MM`. */
export interface OpeningRange {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

export interface OfficeHours {
  /** Earliest opening first ({@link byOpening}): the script does not sort them again. */
  ranges: readonly OpeningRange[];
  /** Days the office stays closed whatever its ranges (Belgian public holidays), as `YYYY-MM-DD`. */
  closedDates: readonly string[];
}

/** How far ahead an opening is looked for: two weeks covers any run of public holidays. */
const DAYS_AHEAD = 14;

/** A moment as the office's clock shows it. */
export interface OfficeTime {
  date: string;
  /** Minutes since midnight. */
  minutes: number;
}

/** `08:30` → 510 */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const HOUR_MS = 3_600_000;

/**
 * When EU summer time starts (`month` 2, March) or ends (9, October) in `year`: the month's last
 * Sunday, 01:00 UTC (directive 2000/84/EC, Belgium's rule since 1996).
 */
function summerTimeSwitch(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The moment `instant` on the office's clock: Brussels is UTC+1, UTC+2 in summer time. Computed,
 * not asked of `Intl.DateTimeFormat` with a time zone: the script runs before the first paint in
 * every page's <head>, and the browser's first time-zone formatter loads its time-zone data there
 * (15 ms on a fast computer, four times that on the phone Lighthouse simulates). The unit tests
 * hold it to the time-zone database (Europe/Brussels) hour by hour.
 */
export function officeTime(instant: Date): OfficeTime {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= summerTimeSwitch(year, 2) && time < summerTimeSwitch(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** `2026-11-27` plus `days` days, and its day of the week. */
export function addDays(date: string, days: number): { date: string; weekday: Weekday } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { date: shifted.toISOString().slice(0, 10), weekday: weekdays[shifted.getUTCDay()]! };
}

/** How many closed dates the pages carry: about a year of public holidays, the same size whatever the day of the build. */
export const CLOSED_DATES_CARRIED = 10;

/**
 * The next closed dates that change something: those on a day the office would open (a Sunday's
 * holiday does not), {@link CLOSED_DATES_CARRIED} at most.
 */
export function closedDatesThatMatter(dates: readonly string[], ranges: readonly OpeningRange[]): string[] {
  return dates
    .filter((date) => ranges.some((range) => range.days.includes(addDays(date, 0).weekday)))
    .slice(0, CLOSED_DATES_CARRIED);
}

/** The opening ranges, earliest opening first, as {@link OfficeHours} wants them. */
export function byOpening(ranges: readonly OpeningRange[]): OpeningRange[] {
  return ranges.toSorted((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

/** The ranges open on `date` (none on a closed date), earliest first. */
function rangesOn(date: string, weekday: Weekday, hours: OfficeHours): readonly OpeningRange[] {
  return hours.closedDates.includes(date) ? [] : hours.ranges.filter((range) => range.days.includes(weekday));
}

/** The office's state at `now`: open until `closes`, or closed until the next opening (`null`: none in two weeks). */
export type OfficeState =
  { open: true; closes: string } | { open: false; next: { daysAhead: number; weekday: Weekday; opens: string } | null };

export function officeState(now: OfficeTime, hours: OfficeHours): OfficeState {
  for (let daysAhead = 0; daysAhead <= DAYS_AHEAD; daysAhead++) {
    const { date, weekday } = addDays(now.date, daysAhead);
    for (const range of rangesOn(date, weekday, hours)) {
      if (daysAhead === 0 && now.minutes >= minutesOf(range.closes)) continue;
      if (daysAhead === 0 && now.minutes >= minutesOf(range.opens)) return { open: true, closes: range.closes };
      return { open: false, next: { daysAhead, weekday, opens: range.opens } };
    }
  }
  return { open: false, next: null };
}

/** The French name of a day of the week (`Monday` → `lundi`), from the browser's own locale data. */
export function frenchWeekday(weekday: Weekday): string {
  // 4 January 1970 was a Sunday.
  const day = new Date(Date.UTC(1970, 0, 4 + weekdays.indexOf(weekday)));
  return new Intl.DateTimeFormat('fr-BE', { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/** The texts of the form's line (ui.yaml `officeHours`), `{jour}` and `{heure}` filled here. */
export interface AnswerText {
  /** While open: « … jusqu’à {heure} … ». */
  open: string;
  /** While closed: « … {jour} dès {heure} ». */
  closed: string;
  today: string;
  tomorrow: string;
}

/** When a request sent now is first read, as the form says it; `null` when no opening is known. */
export function answerLine(state: OfficeState, text: AnswerText): string | null {
  if (state.open) return text.open.replaceAll('{heure}', formatHour(state.closes));
  if (!state.next) return null;
  const { daysAhead, weekday, opens } = state.next;
  const day = daysAhead === 0 ? text.today : daysAhead === 1 ? text.tomorrow : frenchWeekday(weekday);
  return text.closed.replaceAll('{jour}', day).replaceAll('{heure}', formatHour(opens));
}

/** The inline script's data (src/inline-scripts/office-hours.ts). */
export interface OfficeHoursScript {
  hours: OfficeHours;
  /** The form's line, on the pages that have the form. */
  answer?: AnswerText;
  /** The last day of what dates on the page (the current wait): marked on <html> past it. */
  shownUntil: ShownUntil;
}

/** Attribute of `<html>`: `open` or `closed`, set by the script; absent without JavaScript (both lines shown). */
export const OFFICE_ATTRIBUTE = 'data-office';
/** Elements whose text becomes the form's line. */
export const ANSWER_ATTRIBUTE = 'data-office-answer';

/**
 * The inline script's work, in every page's <head>: marks the page open or closed at once (the
 * call buttons follow by CSS, before the first paint), and with what has gone past its last day, and
 * writes the form's line once the page is parsed; again every minute, so a page left open across an
 * opening, a closing or midnight follows it.
 */
export function followOfficeHours({ hours, answer, shownUntil }: OfficeHoursScript): void {
  const apply = () => {
    const now = officeTime(new Date());
    // What has gone past its last day (lib/content/dated.ts), on the same clock: `YYYY-MM-DD` compares as text.
    const stale = Object.entries(shownUntil).filter(([, lastDay]) => now.date > lastDay);
    document.documentElement.setAttribute(STALE_ATTRIBUTE, stale.map(([name]) => name).join(' '));
    const state = officeState(now, hours);
    document.documentElement.setAttribute(OFFICE_ATTRIBUTE, state.open ? 'open' : 'closed');
    const line = answer ? answerLine(state, answer) : null;
    for (const element of document.querySelectorAll<HTMLElement>(`[${ANSWER_ATTRIBUTE}]`)) {
      element.textContent = line ?? '';
    }
  };
  apply();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', apply, { once: true });
  setInterval(apply, 60_000);
}
