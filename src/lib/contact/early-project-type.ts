/**
 * The project type the address names (a service page's « Demander un Devis Gratuit »:
 * lib/contact/quote-request.ts) is chosen in the form as the page is read, right after the form's
 * HTML and long before its island hydrates: the form is never on screen with « Choisissez un type
 * de projet » and then changed under the visitor's eyes. The visitor's own choice comes first, as
 * at hydration: a draft kept on the device that names another type is left for the island to put
 * back whole. The choice is marked as the address's (`data-preset`), so that the island does not
 * take it for the visitor's (components/islands/contact-form/use-draft.ts).
 */
import { DRAFT_STORAGE_KEY, parseDraft } from './contact-form';
import { requestedProjectType, startingProjectType } from './quote-request';

/** On the project type's <select>: the value the address chose, before the visitor touched it. */
export const PRESET_ATTRIBUTE = 'data-preset';

export interface ProjectTypePreset {
  formId: string;
  /** The form's own values, and the draft's lifetime (lib/contact/contact-form.ts). */
  projectTypes: readonly string[];
  draftMaxAgeMs: number;
}

function readDraftSujet(maxAgeMs: number): string {
  try {
    return parseDraft(localStorage.getItem(DRAFT_STORAGE_KEY), { now: Date.now(), maxAgeMs })?.sujet ?? '';
  } catch {
    return '';
  }
}

/** Part of the form's inline script (src/inline-scripts/early-submit.ts). */
export function presetProjectType({ formId, projectTypes, draftMaxAgeMs }: ProjectTypePreset): void {
  const select = document.getElementById(formId)?.querySelector<HTMLSelectElement>('select[name="sujet"]');
  const requested = requestedProjectType(location.search, projectTypes);
  if (!select || select.value !== '' || !requested) return;
  if (startingProjectType(readDraftSujet(draftMaxAgeMs), requested) !== requested) return;
  select.value = requested;
  select.setAttribute(PRESET_ATTRIBUTE, requested);
}
