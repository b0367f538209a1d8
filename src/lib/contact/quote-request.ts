/**
 * A quote request started from a service page: the link to the form carries the service's project
 * type (`/contact?projet=charpente`), a value of the form's own list and nothing the visitor typed,
 * and the form selects it when the visitor has not chosen one already.
 */

/** The address's parameter that names the project type. */
export const PROJECT_TYPE_PARAM = 'projet';

/** `/contact` and `charpente` → `/contact?projet=charpente` */
export function quoteHref(formPath: string, projectType: string): string {
  return `${formPath}?${new URLSearchParams({ [PROJECT_TYPE_PARAM]: projectType }).toString()}`;
}

/** The project type an address asks for, if it is one of the form's (`search`: `?projet=charpente`). */
export function requestedProjectType(search: string, values: readonly string[]): string | null {
  const value = new URLSearchParams(search).get(PROJECT_TYPE_PARAM);
  return value !== null && values.includes(value) ? value : null;
}

/** The project type the form starts with: the visitor's own choice (typed or from their draft) first. */
export function startingProjectType(chosen: string, requested: string | null): string {
  return chosen.trim() !== '' ? chosen : (requested ?? chosen);
}
