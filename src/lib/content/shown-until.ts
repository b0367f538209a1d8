/**
 * What dates on a page and its last day (lib/content/dated.ts), as the page's early script marks it
 * on <html> once past (lib/contact/office-hours.ts `followOfficeHours`).
 */

/** What can go past on a page, as <html>'s `data-stale` names it. */
export type DatedName = 'delai';

/** The attribute of <html> listing what has gone past, set by the page's script. */
export const STALE_ATTRIBUTE = 'data-stale';

/** The last day each dated item of the site is current, `YYYY-MM-DD`. */
export type ShownUntil = Partial<Record<DatedName, string>>;
