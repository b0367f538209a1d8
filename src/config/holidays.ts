/**
 * The days the office stays closed whatever its opening hours: Belgium's public holidays, from
 * `date-holidays` (maintained, with the movable feasts), for the year of the build and the two
 * after it. The pages carry the dates as data (lib/office-hours.ts): the library itself never
 * reaches the visitor's browser. A site left unbuilt past those years treats holidays as
 * ordinary days, as it did before.
 */
import Holidays from 'date-holidays';

/** Public holidays only: the library also lists observances (Saint-Valentin, Fête du Roi) the office works through. */
export function belgianPublicHolidays(fromYear: number, years = 3): string[] {
  const calendar = new Holidays('BE');
  return Array.from({ length: years }, (_, index) => calendar.getHolidays(fromYear + index))
    .flat()
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10));
}
