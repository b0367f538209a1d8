/**
 * What the admin knows of the content beyond the entry being edited, to judge it as the build
 * will: the identity and the figures (the values between braces), the texts of other files that
 * quote them (a longer name may push a search title over its limit), and a few texts the previews
 * show. Given by the page when the admin opens (`AdminSettings.site`), kept up to date after each
 * save.
 */
import { filledLengthMessage, type Problem } from '../lib/content-rules';
import { roadDistanceProblems } from '../lib/road-distances';
import type { AdminSiteValues, QuotingText } from '../lib/admin-settings';
import { placeholderValues, placeholdersFedBy } from '../lib/placeholders';
import { figuresOf, type FiguresDocument } from '../schemas/figures';
import type { Identity } from '../schemas/identity';

const NBSP = '\u00a0';

let site: AdminSiteValues = { identity: {}, figures: {}, quoting: [], preview: { sections: [], ui: {} } };

export function setSiteValues(values: AdminSiteValues): void {
  site = values;
}

export function siteValues(): AdminSiteValues {
  return site;
}

/** The values between braces, with the draft of the identity or of the figures when that is what is edited. */
export function valuesFor(
  source: string | undefined,
  draft: Record<string, unknown> | undefined,
): Record<string, string> | null {
  const identity = source === 'identity' && draft ? draft : site.identity;
  const figures = source === 'figures' && draft ? draft : site.figures;
  try {
    return placeholderValues(identity as unknown as Identity, figuresOf(figures as unknown as FiguresDocument));
  } catch {
    // An identity being written (a field still empty) cannot fill every value yet: lengths are then left to the save.
    return null;
  }
}

/**
 * The texts of other files that the change of one field of the identity or of the figures would
 * make too long or too short, said under that field.
 */
export function quotingProblems(
  source: string | undefined,
  path: readonly (string | number)[],
  draft: Record<string, unknown> | undefined,
): string[] {
  if (source !== 'identity' && source !== 'figures') return [];
  const changed = placeholdersFedBy(source, path);
  if (changed.length === 0) return [];
  const values = valuesFor(source, draft);
  if (!values) return [];
  return site.quoting
    .filter((quoting) => changed.some((name) => quoting.text.includes(`{${name}}`)))
    .flatMap((quoting) => {
      const message = filledLengthMessage(quoting.text, quoting.rule, values);
      return message ? [`Avec cette valeur, «${NBSP}${quoting.where}${NBSP}» ne va plus. ${message}`] : [];
    });
}

/** The distances by road of the localities being edited, against the depot the identity names. */
export function roadDistanceChecks(source: string | undefined, draft: Record<string, unknown> | undefined): Problem[] {
  if (source !== 'communes' || !draft) return [];
  const { warehouse } = site.identity as { warehouse?: { place?: unknown } };
  return roadDistanceProblems(warehouse?.place, draft.communes);
}

/** After a save: what the admin knows follows the file saved. */
export function recordSaved(
  source: string | undefined,
  file: string,
  data: Record<string, unknown>,
  quoting: QuotingText[],
): void {
  if (source === 'identity') site = { ...site, identity: data };
  if (source === 'figures') site = { ...site, figures: data };
  site = { ...site, quoting: [...site.quoting.filter((text) => text.file !== file), ...quoting] };
}
