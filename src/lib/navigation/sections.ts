import { sectionIds, type SectionId } from '../../schemas/section-ids';

/** Height of the fixed header: anchored sections land this far below the top of the viewport. */
export const SCROLL_OFFSET_PX = 80;

/** Path of a home section in the address bar: `/` for the hero, `/{id}` otherwise. */
export function pathForSection(id: SectionId): string {
  return id === 'accueil' ? '/' : `/${id}`;
}

/** Every path the home page is built at: `/` and each section's alias (`/accueil` included). */
export const homePagePaths: readonly string[] = ['/', ...sectionIds.map((id) => `/${id}`)];

/** Home section shown at a path (`/`, `/accueil`, `/galerie`…), or null for any other path. */
export function sectionForPath(pathname: string): SectionId | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/') return 'accueil';
  const candidate = clean.slice(1);
  return isSectionId(candidate) ? candidate : null;
}

export function isSectionId(value: string): value is SectionId {
  return (sectionIds as readonly string[]).includes(value);
}

/**
 * Link target of a header item: the section's alias path (`/accueil` for the hero). The fragment
 * lets the alias page open at its section even without JavaScript (the browser scrolls to it,
 * below the header thanks to scroll-padding).
 */
export function navHref(section: SectionId): string {
  const path = `/${section}`;
  return section === 'accueil' ? path : `${path}#${section}`;
}

/**
 * The canonical address of a home section: the home page itself, at the section's anchor
 * (`/#services`). The alias paths (`/services`) are the same page under another address, which
 * names `/` as its canonical.
 */
export function canonicalSectionHref(section: SectionId): string {
  return section === 'accueil' ? '/' : `/#${section}`;
}

/** Service detail pages (`/services/charpente`…): there the services item only toggles its sub-menu. */
export function isServicePagePath(pathname: string): boolean {
  return pathname.includes('services/');
}

/**
 * Home section a link leads to when clicked on the home page, or null when the link goes
 * elsewhere and must be left to the browser. Every home path shows the same page, so a
 * section fragment wins (`#contact`, `/#contact`, `/galerie#contact`), else the path's own
 * section (`/contact`, `/accueil`); `/services/charpente` or `#contenu` are not sections.
 */
export function sectionForLink(href: string, pageUrl: string): SectionId | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  const page = new URL(pageUrl);
  if (url.origin !== page.origin || (url.search !== '' && url.search !== page.search)) return null;
  const fromPath = sectionForPath(url.pathname);
  if (fromPath === null) return null;
  return url.hash.length <= 1 ? fromPath : sectionForFragment(url.hash);
}

/** Home section a fragment names (`#contact`, `contact`), or null (`#contenu`, `#%E0`). */
export function sectionForFragment(hash: string): SectionId | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return isSectionId(id) ? id : null;
}

/**
 * The section that crosses the horizontal line the observer watches (the middle of the
 * viewport), given the sections the IntersectionObserver reports as touching it, in page
 * order. Sections do not overlap, so two can touch the line only when their shared edge
 * lies exactly on it: the line then belongs to the lower one (a box spans [top, bottom)).
 * Null when the line crosses no section (the footer, for instance).
 */
export function sectionAtLine(
  touching: ReadonlySet<SectionId>,
  order: readonly SectionId[] = sectionIds,
): SectionId | null {
  let found: SectionId | null = null;
  for (const id of order) if (touching.has(id)) found = id;
  return found;
}

/**
 * The file of every home section's head metadata, read by the header island once hydrated (the
 * scroll-driven metadata): far below the first paint's needs, so not carried by the page itself.
 */
export const SECTION_HEADS_PATH = '/sections-accueil.json';

/** Head metadata of a home section, as the header island reads it. */
export interface SectionHead {
  id: SectionId;
  title: string;
  description: string;
  /** The `content` of the keywords meta, already joined. */
  keywords: string;
}

/** `content` of the keywords meta. */
export function keywordsContent(keywords: readonly string[]): string {
  return keywords.join(', ');
}

/** The heads of the home sections, from their content. */
export function sectionHeadsOf(
  sections: readonly { id: SectionId; title: string; description: string; keywords: readonly string[] }[],
): SectionHead[] {
  return sections.map(({ id, title, description, keywords }) => ({
    id,
    title,
    description,
    keywords: keywordsContent(keywords),
  }));
}

/** Where the page should scroll so that the element's top lands `offset` px below the top of the viewport. */
export function scrollTopFor(elementTop: number, scrollY: number, offset: number, maxScroll: number): number {
  return Math.min(Math.max(0, Math.round(elementTop + scrollY - offset)), Math.max(0, maxScroll));
}
