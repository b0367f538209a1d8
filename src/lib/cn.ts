/** Joins class names, skipping falsy ones. Later classes win by order in the stylesheet, so keep overrides last. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
