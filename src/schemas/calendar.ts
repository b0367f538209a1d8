/**
 * The dates the owner types: a day (`2026-03-14`) or a month (`2026-03`). What a page shows as done
 * (a worksite, a client's review, the client's consent) is dated on a day already here in Belgium:
 * a date still to come would be published as if it had happened.
 */
import { z } from 'astro/zod';
import type { FieldMeta } from './fields';
import { NBSP } from './characters';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const brusselsDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The day in Belgium at `instant` (`2026-12-01`, the way the content writes days): the office's
 * calendar, whatever the time zone of the machine or of the visitor. The build's own day, which a
 * test build may set, is lib/content/dated.ts buildDay.
 */
export function belgianDay(instant = new Date()): string {
  return brusselsDay.format(instant);
}

/** Whether `2026-02-30` is a day of the calendar. */
function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayFormat = `Écrivez la date sous la forme année-mois-jour, p.${NBSP}ex. 2026-03-14.`;

/**
 * A day written `2026-03-14`, with its own rules. Front matter read by the build may hold it as a
 * date (YAML's timestamps): it is brought back to the same text.
 */
function dayText(rules: (text: z.ZodString) => z.ZodString, meta: FieldMeta) {
  return z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    rules(z.string().max(10, dayFormat).refine(isCalendarDay, dayFormat)).meta({ ...meta }),
  );
}

/** A day written `2026-03-14`; `meta` says more of its role (a statement's review day). */
export function day(title: string, hint: string, meta: Omit<Partial<FieldMeta>, 'title' | 'description'> = {}) {
  return dayText((text) => text, { ...meta, title, description: hint });
}

/** A day of something already done: today at the latest; `what` says which day to give (« le jour où le client a donné son avis »). */
export function pastDay(title: string, hint: string, what: string) {
  return dayText(
    (text) =>
      text.refine((value) => value <= belgianDay(), {
        error: () => `Ce jour est encore à venir${NBSP}: donnez ${what}, au plus tard aujourd’hui (${belgianDay()}).`,
      }),
    { title, description: hint },
  );
}

/** `2026-03`: a month of the calendar, from 1900 on. */
export const MONTH_PATTERN = /^(?:19|20)\d\d-(?:0[1-9]|1[0-2])$/;

/** A month of something already done (`2026-03`): this month at the latest. */
export function pastMonth(title: string, hint: string, format: string, what: string) {
  return z
    .string()
    .regex(MONTH_PATTERN, format)
    .refine((value) => value <= belgianDay().slice(0, 7), {
      error: () => `Ce mois est encore à venir${NBSP}: donnez ${what}, ${belgianDay().slice(0, 7)} au plus tard.`,
    })
    .meta({ title, description: hint } satisfies FieldMeta);
}
