/** A service page's data, from the content: its head, its blocks and the links to the other services. */
import { pictureOf, serviceSlot, type ResolvedImages } from '../media/image-slots';
import { serviceLinks } from '../navigation/menu';
import { companyName, stated, type StatedPage } from './proof-links';
import { credentialsBlock } from './credentials-block';
import { pathForSection } from '../navigation/sections';
import type { ServiceSlug } from '../../schemas/services';
import { reviewsOfService } from '../content/reviews';
import { REVIEWS_PATH, type ServiceContent, type SiteContent } from '../content/site-content';
import type { BusinessPhones } from '../contact/phone';
import { socialImageFor } from '../seo/social-cards';
import { servicePageJsonLd } from '../seo/structured-data';
import { latestWorksitesOf, listingPath } from '../content/worksites';
import { callBarOf, pageFrame, pageHead, quoteHrefFor } from './frame';
import { worksiteCards } from './worksites-page';

/**
 * A service page's closing block: the office's and the emergency lines, the quote form with the
 * service's project type chosen, and where each proof is stated in full (the guarantee's
 * conditions, the insurance, the business). The admin's preview builds it from the entry edited.
 */
export function serviceCta(
  service: Pick<ServiceContent, 'slug' | 'projectType'>,
  {
    phones,
    insurer,
    decennial,
    legal,
  }: {
    phones: BusinessPhones;
    insurer: string;
    /** Whether the owner states the ten-year liability insurance (identity › Preuves de sérieux). */
    decennial: boolean;
    legal: Record<'conditions-generales' | 'mentions-legales', StatedPage>;
  },
) {
  return {
    phones,
    quoteHref: quoteHrefFor(service),
    proof: {
      guaranteeHref: stated(legal['conditions-generales'], 'garantie'),
      insurer: decennial ? companyName(insurer) : null,
      insuranceHref: stated(legal['mentions-legales'], 'assurance'),
      experienceHref: pathForSection('apropos'),
    },
  };
}

export function servicePage(
  content: SiteContent,
  slug: ServiceSlug,
  { images, origin }: { images: ResolvedImages; origin: string | URL },
) {
  const service = content.services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Service inconnu : « ${slug} »`);
  const frame = pageFrame(content, origin);
  const cta = serviceCta(service, {
    phones: frame.footer.phones,
    insurer: content.identity.legal.insurer,
    decennial: content.identity.credentials.decennialInsurance,
    legal: content.legal,
  });
  return {
    frame,
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
    cta,
    credentials: credentialsBlock(content),
    callBar: callBarOf(content, frame, cta.quoteHref),
  };
}
