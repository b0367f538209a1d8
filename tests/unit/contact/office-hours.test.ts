import { describe, expect, it } from 'vitest';
import { belgianPublicHolidays } from '../../../src/config/holidays';
import { formatHour } from '../../../src/lib/content/format';
import {
  addDays,
  answerLine,
  frenchWeekday,
  officeState,
  CLOSED_DATES_CARRIED,
  closedDatesThatMatter,
  officeTime,
  type OfficeHours,
  type Weekday,
} from '../../../src/lib/contact/office-hours';
import { readExampleContent } from '../../support/example-content';

const content = readExampleContent();
const hours: OfficeHours = {
  ranges: content.identity.openingHours,
  closedDates: belgianPublicHolidays('2026-01-01', 800),
};
const text = {
  open: content.ui.officeHours.answerOpen,
  closed: content.ui.officeHours.answerClosed,
  today: content.ui.officeHours.today,
  tomorrow: content.ui.officeHours.tomorrow,
};
const rangeOf = (day: Weekday) => content.identity.openingHours.find((range) => range.days.includes(day));
const at = (iso: string) => officeState(officeTime(new Date(iso)), hours);

describe('office hours, on the office’s clock', () => {
  it('reads an instant in Belgian time, winter and summer alike', () => {
    expect(officeTime(new Date('2026-11-25T09:00:00Z'))).toEqual({ date: '2026-11-25', minutes: 600 });
    expect(officeTime(new Date('2026-06-10T08:00:00Z'))).toEqual({ date: '2026-06-10', minutes: 600 });
    // 23:30 UTC on a winter Saturday is already Sunday in Brussels.
    expect(officeTime(new Date('2026-11-28T23:30:00Z'))).toEqual({ date: '2026-11-29', minutes: 30 });
  });

  it('keeps to the time-zone database (Europe/Brussels) every hour of seven years, and at each summer-time switch', () => {
    const brussels = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const fromDatabase = (instant: Date) => {
      const parts = brussels.formatToParts(instant);
      const part = (type: string) => parts.find((entry) => entry.type === type)?.value;
      return {
        date: `${part('year')}-${part('month')}-${part('day')}`,
        minutes: Number(part('hour')) * 60 + Number(part('minute')),
      };
    };
    const mismatches: string[] = [];
    const check = (time: number) => {
      const instant = new Date(time);
      const expected = fromDatabase(instant);
      const actual = officeTime(instant);
      if (actual.date !== expected.date || actual.minutes !== expected.minutes) mismatches.push(instant.toISOString());
    };
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2033, 0, 1); time += 3_600_000) check(time);
    // A minute either side of each switch (01:00 UTC, last Sunday of March and October).
    for (const iso of [
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2027-03-28T01:00:00Z',
      '2027-10-31T01:00:00Z',
    ]) {
      for (const minutes of [-1, 0, 1]) check(new Date(iso).getTime() + minutes * 60_000);
    }
    expect(mismatches).toEqual([]);
  });

  it('steps calendar days across months and summer time', () => {
    expect(addDays('2026-03-28', 1)).toEqual({ date: '2026-03-29', weekday: 'Sunday' });
    expect(addDays('2026-12-31', 1)).toEqual({ date: '2027-01-01', weekday: 'Friday' });
  });

  it('weekday 10:00: open until the range’s closing time', () => {
    const state = at('2026-11-25T09:00:00Z');
    expect(state).toEqual({ open: true, closes: rangeOf('Wednesday')!.closes });
    expect(answerLine(state, text)).toBe(text.open.replace('{heure}', formatHour(rangeOf('Wednesday')!.closes)));
  });

  it('weekday 20:00: closed until the next morning', () => {
    const state = at('2026-11-25T19:00:00Z');
    expect(state).toEqual({
      open: false,
      next: { daysAhead: 1, weekday: 'Thursday', opens: rangeOf('Thursday')!.opens },
    });
    expect(answerLine(state, text)).toBe(
      text.closed.replace('{jour}', text.tomorrow).replace('{heure}', formatHour(rangeOf('Thursday')!.opens)),
    );
  });

  it('Sunday: closed until Monday, named', () => {
    const state = at('2026-11-29T10:00:00Z');
    expect(state).toEqual({ open: false, next: { daysAhead: 1, weekday: 'Monday', opens: rangeOf('Monday')!.opens } });
    const saturdayAfternoon = at('2026-11-28T14:00:00Z');
    expect(saturdayAfternoon).toEqual({
      open: false,
      next: { daysAhead: 2, weekday: 'Monday', opens: rangeOf('Monday')!.opens },
    });
    expect(answerLine(saturdayAfternoon, text)).toBe(
      text.closed.replace('{jour}', 'lundi').replace('{heure}', formatHour(rangeOf('Monday')!.opens)),
    );
  });

  it('before the day’s opening: closed until today’s', () => {
    const state = at('2026-11-25T06:00:00Z');
    expect(state).toMatchObject({ open: false, next: { daysAhead: 0 } });
    expect(answerLine(state, text)).toContain(text.today);
  });

  it('a public holiday is closed whatever the ranges say (Easter Monday 2027, Armistice 2026)', () => {
    expect(hours.closedDates).toEqual(expect.arrayContaining(['2027-03-29', '2026-11-11', '2026-12-25']));
    expect(at('2027-03-29T08:00:00Z')).toMatchObject({ open: false, next: { weekday: 'Tuesday', daysAhead: 1 } });
    expect(at('2026-11-11T09:00:00Z')).toMatchObject({ open: false, next: { weekday: 'Thursday' } });
  });

  it('lists the holidays from the build’s day on only', () => {
    expect(belgianPublicHolidays('2026-11-12')).toEqual(expect.arrayContaining(['2026-12-25', '2028-12-25']));
    expect(belgianPublicHolidays('2026-11-12')).not.toContain('2026-11-11');
  });

  it('carries the next holidays that close a day the office would open, as many whatever the day of the build', () => {
    const opensOn = (date: string) =>
      content.identity.openingHours.some((range) => range.days.includes(addDays(date, 0).weekday));
    for (const day of ['2026-01-02', '2026-04-01', '2026-07-22', '2026-11-12', '2026-12-28']) {
      const carried = closedDatesThatMatter(belgianPublicHolidays(day), content.identity.openingHours);
      expect(carried, day).toHaveLength(CLOSED_DATES_CARRIED);
      expect(carried.every(opensOn), day).toBe(true);
    }
    // 15 August 2027 is a Sunday.
    expect(closedDatesThatMatter(['2027-08-15', '2027-11-11'], content.identity.openingHours)).toEqual(
      opensOn('2027-08-15') ? ['2027-08-15', '2027-11-11'] : ['2027-11-11'],
    );
  });

  it('keeps observances (Fête du Roi, Saint-Nicolas) as working days', () => {
    expect(hours.closedDates).not.toContain('2026-11-15');
    expect(hours.closedDates).not.toContain('2026-12-06');
  });

  it('no opening within two weeks: no line', () => {
    const state = officeState({ date: '2026-11-25', minutes: 600 }, { ranges: [], closedDates: [] });
    expect(state).toEqual({ open: false, next: null });
    expect(answerLine(state, text)).toBeNull();
  });

  it('names the days in French', () => {
    expect(frenchWeekday('Monday')).toBe('lundi');
    expect(frenchWeekday('Sunday')).toBe('dimanche');
  });
});
