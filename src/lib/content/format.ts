import { NBSP } from '../../schemas/characters';

/** « 08:00 » → « 8 h », « 09:30 » → « 9 h 30 » (Belgian French writing of hours). */
export function formatHour(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `${h}${NBSP}h` : `${h}${NBSP}h${NBSP}${minutes}`;
}

/** « 8 h – 18 h » */
export function formatHourRange(opens: string, closes: string): string {
  return `${formatHour(opens)} – ${formatHour(closes)}`;
}

/** An opening slot as written on the site: its days (« Du lundi au vendredi ») and its hours (« 8 h – 18 h »). */
export interface OpeningHoursRow {
  days: string;
  hours: string;
}

/** The opening hours, one row per slot: the footer's table, the contact card, the legal notice. */
export function openingHoursRows(
  slots: readonly { label: string; opens: string; closes: string }[],
): OpeningHoursRow[] {
  return slots.map((slot) => ({ days: slot.label, hours: formatHourRange(slot.opens, slot.closes) }));
}

/** « Du lundi au vendredi : 8 h – 18 h » (`separator` between the days and the hours). */
export function openingHoursText(row: OpeningHoursRow, separator = `${NBSP}: `): string {
  return `${row.days}${separator}${row.hours}`;
}

/** « 5 km » with a non-breaking space. */
export function formatKm(km: number): string {
  return `${km.toLocaleString('fr-BE')}${NBSP}km`;
}

/**
 * `2026-11-27` → « 27 novembre 2026 »; the first of a month is written « 1er décembre 2026 ». The
 * formatter is made on each call: at module level it would travel, unused, in every page's early
 * script that imports this module (inline-scripts/office-hours.ts).
 */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('fr-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(/^1(?=\s)/, '1er');
}
