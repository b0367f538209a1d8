/**
 * The no-break space of French typography (before « : ; ! ? », inside « », between a figure and its
 * unit): in schemas/, the lowest layer, so the schemas' messages, the logic, the admin and the tests
 * all write it with this one name.
 */
export const NBSP = '\u00a0';
