/** A service page's data, from the content: its head, its blocks and the links to the other services. */
import { pictureOf, serviceSlot, type ResolvedImages } from '../image-slots';
import { serviceLinks } from '../navigation';
import type { ServiceSlug } from '../../schemas/services';
import { reviewsOfService } from '../reviews';
import { REVIEWS_PATH, type SiteContent } from '../site-content';
import { socialImageFor } from '../social-cards';
import { servicePageJsonLd } from '../structured-data';
import { latestWorksitesOf, listingPath } from '../worksites';
import { pageFrame, pageHead } from './frame';
import { worksiteCards } from './worksites-page';

export function servicePage(
  content: SiteContent,
  slug: ServiceSlug,
  { images, origin }: { images: ResolvedImages; origin: string | URL },
) {
  const service = content.services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Service inconnu : « ${slug} »`);
  return {
    frame: pageFrame(content, origin),
    head: pageHead(content, {
      title: service.meta.title,
      description: service.meta.description,
      keywords: service.meta.keywords,
      canonicalPath: service.path,
      image: socialImageFor(content, service.slug),
      jsonLd: servicePageJsonLd(content, service, origin),
    }),
    service,
    image: pictureOf(images, serviceSlot(service.slug)),
    text: content.ui.servicePage,
    others: serviceLinks(content.services.filter((entry) => entry !== service)),
    worksites: {
      cards: worksiteCards(images, latestWorksitesOf(content.worksites, service.slug)),
      allHref: listingPath(service.slug, 1),
      text: content.ui.worksites,
    },
    // The newest reviews of this service, where a visitor weighs it; none, no block.
    reviews: {
      id: 'avis-titre',
      heading: content.reviewSettings.text.serviceHeading,
      reviews: reviewsOfService(content.reviews, service.slug),
      text: content.reviewSettings.text,
      allHref: REVIEWS_PATH,
      showService: false,
    },
  };
}
