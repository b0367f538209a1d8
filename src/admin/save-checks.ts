/**
 * What the admin refuses on save in a document because of the rest of the site: the site's rules
 * (lib/content/site-rules.ts, the list the build and the field run too) and the texts of other files
 * its values would push over their limits. Apart from the save guard (save-guard.ts), which needs
 * Decap CMS: these checks are plain data in, French out.
 */
import { labelledPath } from '../lib/content/content-rules';
import { changeProblems, siteRules, type SiteRule } from '../lib/content/site-rules';
import { belgianDay } from '../schemas/calendar';
import type { EntrySource } from './entry-source';
import { quotingProblems, siteValues } from './site-values';
import { NBSP } from '../schemas/characters';

/** Every value of the identity or the figures that would push a text of another file over its limit. */
function quotingChecks(found: EntrySource, data: Record<string, unknown>): string[] {
  const fields = Object.keys(data).map((key) => [key]);
  return [...new Set(fields.flatMap((path) => quotingProblems(found.name, path, data)))];
}

/**
 * What the site's rules refuse in the document saved (lib/content/site-rules.ts, the list the build
 * runs too), with the texts of other files its values would push over their limits.
 */
export function siteChecks(
  found: EntrySource,
  slug: string,
  data: Record<string, unknown>,
  rules: readonly SiteRule[] = siteRules,
): string[] {
  return [
    ...quotingChecks(found, data),
    ...changeProblems({ source: found.name, slug, data }, siteValues(), belgianDay(), rules).map(
      (problem) => `${labelledPath(found.rules.schema, problem.path)}${NBSP}: ${problem.message}`,
    ),
  ];
}
