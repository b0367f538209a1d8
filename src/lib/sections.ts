import { sectionIds, type SectionId } from '../content/schemas';

/** Path of a home section in the address bar: `/` for the hero, `/{id}` otherwise. */
export function pathForSection(id: SectionId): string {
  return id === 'accueil' ? '/' : `/${id}`;
}

/** Home section shown at a path (`/`, `/accueil`, `/galerie`…), or null for any other path. */
export function sectionForPath(pathname: string): SectionId | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/') return 'accueil';
  const candidate = clean.slice(1);
  return (sectionIds as readonly string[]).includes(candidate) ? (candidate as SectionId) : null;
}
