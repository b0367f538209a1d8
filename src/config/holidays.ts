/**
 * The days the office stays closed whatever its opening hours: Belgium's public holidays, from
 * `date-holidays` (maintained, with the movable feasts), from the day of the build on. The pages
 * carry the next ones as data (lib/contact/office-hours.ts `closedDatesThatMatter`): the library itself
 * never reaches the visitor's browser. A site left unbuilt past them treats holidays as ordinary
 * days, as it did before.
 */
import Holidays from 'date-holidays';

/**
 * Public holidays only (the library also lists observances, Saint-Valentin or Fête du Roi, that
 * the office works through), from `from` on (`YYYY-MM-DD`) to the end of the `years`th year: the
 * days already past weigh nothing.
 */
export function belgianPublicHolidays(from: string, years = 3): string[] {
  const calendar = new Holidays('BE');
  const fromYear = Number(from.slice(0, 4));
  return Array.from({ length: years }, (_, index) => calendar.getHolidays(fromYear + index))
    .flat()
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10))
    .filter((date) => date >= from);
}
