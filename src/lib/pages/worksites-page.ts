/**
 * A page of the worksites' listing: every published worksite, or those of one service, newest
 * first, a dozen per page (lib/content/worksites.ts). The first page of all worksites is the one search
 * engines list; a service's page or a further page is there for visitors and is kept out of
 * search results, so that no two listed pages share their title and description.
 */
import { pictureOf, worksiteSlot, type ResolvedImage, type ResolvedImages } from '../media/image-slots';
import type { SiteContent } from '../content/site-content';
import {
  filterServices,
  listingPages,
  listingPath,
  type ListingPage,
  type WorksiteContent,
} from '../content/worksites';
import { fittingTitle } from '../seo/head';
import { callBarOf, pageFrame, pageHead, quoteHrefFor } from './frame';

/** A worksite in a list: its page, its texts and its first photo. */
export interface WorksiteCardData {
  worksite: Pick<WorksiteContent, 'path' | 'title' | 'place' | 'date' | 'when' | 'summary' | 'example'>;
  image: ResolvedImage;
}

export function worksiteCards(images: ResolvedImages, worksites: readonly WorksiteContent[]): WorksiteCardData[] {
  return worksites.map((worksite) => ({ worksite, image: pictureOf(images, worksiteSlot(worksite.slug, 0)) }));
}

/** The listing's pages by their path, without the leading `/realisations` (`''`, `page/2`, `service/charpente`). */
export function listingParams(content: Pick<SiteContent, 'worksites' | 'services'>): (string | undefined)[] {
  return listingPages(content.worksites, content.services).map((page) =>
    page.path === '/realisations' ? undefined : page.path.slice('/realisations/'.length),
  );
}

export function worksitesPage(
  content: SiteContent,
  listing: string | undefined,
  { images, origin }: { images: ResolvedImages; origin: string | URL },
) {
  const path = listing ? `/realisations/${listing}` : '/realisations';
  const page: ListingPage | undefined = listingPages(content.worksites, content.services).find(
    (candidate) => candidate.path === path,
  );
  if (!page) throw new Error(`Page de réalisations inconnue : « ${path} »`);
  const text = content.ui.worksites;
  const service = content.services.find((entry) => entry.slug === page.service);
  const listed = !service && page.page === 1;
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' — ');
  const pageNumber = page.page > 1 ? `${text.pageLabel} ${page.page}` : undefined;
  // Without the business's name, then without the list's heading: the service's title and the page number fit.
  const full = join(text.heading, service?.title, pageNumber);
  const title = fittingTitle([
    `${full} | ${content.identity.name}`,
    full,
    join(service?.title ?? text.heading, pageNumber),
  ]);
  const frame = pageFrame(content, origin);
  return {
    frame,
    // Filtered by a service: the form opens with it as the project type.
    callBar: callBarOf(content, frame, quoteHrefFor(service)),
    head: pageHead(content, {
      title: listed ? text.metaTitle : title,
      description: text.metaDescription,
      ...(listed ? { canonicalPath: path } : { noindex: true }),
    }),
    heading: service ? `${text.heading} — ${service.title}` : text.heading,
    text,
    crumbs: [
      { name: content.ui.servicePage.breadcrumbHome, path: '/' },
      { name: text.breadcrumb, path: '/realisations' },
      ...(service ? [{ name: service.title, path: listingPath(service.slug, 1) }] : []),
      ...(page.page > 1 ? [{ name: `${text.pageLabel} ${page.page}`, path }] : []),
    ],
    cards: worksiteCards(images, page.worksites),
    filters: [
      { label: text.allServices, href: listingPath(undefined, 1), current: !service },
      ...filterServices(content.worksites, content.services).map((entry) => ({
        label: entry.title,
        href: listingPath(entry.slug, 1),
        current: entry.slug === service?.slug,
      })),
    ],
    pagination: {
      pages: Array.from({ length: page.pageCount }, (_, index) => ({
        number: index + 1,
        href: listingPath(page.service, index + 1),
        current: index + 1 === page.page,
      })),
      newer: page.page > 1 ? listingPath(page.service, page.page - 1) : undefined,
      older: page.page < page.pageCount ? listingPath(page.service, page.page + 1) : undefined,
    },
  };
}
