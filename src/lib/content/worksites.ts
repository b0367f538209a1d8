/**
 * The worksites as the pages use them: published ones only (a draft never leaves the admin),
 * newest first, each with its services resolved to their pages; the listing's pages (all
 * worksites, or those of one service, a dozen per page) and their addresses. Pure.
 */
import type { Worksite } from '../../schemas/worksites';
import { serviceLinks, type ServiceLink } from '../navigation/menu';

/** Worksites on one page of the listing: a page stays light whatever the number of worksites. */
export const WORKSITES_PER_PAGE = 12;

/** Worksites shown on a service page. */
export const LATEST_PER_SERVICE = 3;

export type WorksitePath = `/realisations/${string}`;

export interface WorksiteContent extends Worksite {
  slug: string;
  path: WorksitePath;
  /** The text (Markdown body), as HTML. */
  html: string;
  /** « mars 2026 » */
  when: string;
  /** The services done, in the owner's order of the services, as links to their pages. */
  serviceLinks: ServiceLink[];
  /** A shipped example: at least one of its pictures is an illustration, not a photo. */
  example: boolean;
}

export function worksitePath(slug: string): WorksitePath {
  return `/realisations/${slug}`;
}

const monthYear = new Intl.DateTimeFormat('fr-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-03` → « mars 2026 ». */
export function worksiteMonth(date: string): string {
  return monthYear.format(new Date(`${date}-01T00:00:00Z`));
}

/** Whether a worksite shows a shipped illustration anywhere (an example, refused by a publishing build). */
export function isExampleWorksite(worksite: Pick<Worksite, 'photos'>): boolean {
  return worksite.photos.some((photo) => Boolean(photo.artwork) || Boolean(photo.before?.artwork));
}

/**
 * The published worksites, newest first (then by title). `services`: the site's services in
 * their order. A service the owner removed leaves the worksites that named it, which stay
 * published without it (the admin saves the removal; the build must not then refuse the site).
 */
export function publishedWorksites(
  documents: readonly { id: string; data: Worksite; html: string }[],
  services: readonly { slug: string; path: string; title: string }[],
): WorksiteContent[] {
  const slugs = new Set(services.map((service) => service.slug));
  return documents
    .filter((document) => !document.data.draft)
    .map((document): WorksiteContent => {
      return {
        ...document.data,
        services: document.data.services.filter((slug) => slugs.has(slug)),
        slug: document.id,
        path: worksitePath(document.id),
        html: document.html,
        when: worksiteMonth(document.data.date),
        serviceLinks: serviceLinks(services.filter((service) => document.data.services.includes(service.slug))),
        example: isExampleWorksite(document.data),
      };
    })
    .toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'fr'));
}

/** The latest worksites of a service, newest first. */
export function latestWorksitesOf(worksites: readonly WorksiteContent[], service: string): WorksiteContent[] {
  return worksites.filter((worksite) => worksite.services.includes(service)).slice(0, LATEST_PER_SERVICE);
}

/** A page of the listing: `/realisations`, `/realisations/page/2`, `/realisations/service/charpente/page/2`. */
export function listingPath(service: string | undefined, page: number): string {
  const base = service ? `/realisations/service/${service}` : '/realisations';
  return page > 1 ? `${base}/page/${page}` : base;
}

/** One page of the listing: its worksites, and where it is among the pages of its filter. */
export interface ListingPage {
  /** The service it is filtered by, or none (every worksite). */
  service: string | undefined;
  page: number;
  pageCount: number;
  path: string;
  worksites: WorksiteContent[];
}

/**
 * Every page of the listing: every worksite, then each service's worksites (a service without a
 * published worksite has no page), `WORKSITES_PER_PAGE` per page. The first page of all exists
 * even without worksites.
 */
export function listingPages(
  worksites: readonly WorksiteContent[],
  services: readonly { slug: string }[],
  perPage = WORKSITES_PER_PAGE,
): ListingPage[] {
  const pagesOf = (service: string | undefined, list: readonly WorksiteContent[]): ListingPage[] => {
    const pageCount = Math.max(1, Math.ceil(list.length / perPage));
    return Array.from({ length: pageCount }, (_, index) => ({
      service,
      page: index + 1,
      pageCount,
      path: listingPath(service, index + 1),
      worksites: list.slice(index * perPage, (index + 1) * perPage),
    }));
  };
  return [
    ...pagesOf(undefined, worksites),
    ...services.flatMap(({ slug }) => {
      const own = worksites.filter((worksite) => worksite.services.includes(slug));
      return own.length > 0 ? pagesOf(slug, own) : [];
    }),
  ];
}

/** The services a visitor can filter the listing by: those with at least one published worksite. */
export function filterServices<Service extends { slug: string }>(
  worksites: readonly WorksiteContent[],
  services: readonly Service[],
): Service[] {
  return services.filter((service) => worksites.some((worksite) => worksite.services.includes(service.slug)));
}
