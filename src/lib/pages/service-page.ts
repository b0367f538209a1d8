/** A service page's data, from the content: its head, its blocks and the links to the other services. */
import { pictureOf, serviceSlot, type ResolvedImages } from '../media/image-slots';
import { serviceLinks } from '../navigation/menu';
import { companyName, stated, type StatedPage } from './proof-links';
import { credentialsBlock } from './credentials-block';
import { pathForSection } from '../navigation/sections';
import type { ServiceSlug } from '../../schemas/services';
import { reviewsBlockNote, reviewsOfService, type ReviewContent } from '../content/reviews';
import { REVIEWS_PATH, type ServiceContent, type SiteContent } from '../content/site-content';
import { budgetView } from '../prices/budget-view';
import { belgianDay } from '../../schemas/calendar';
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

/** The newest reviews of the service, where a visitor weighs it; none, no block. */
function reviewsBlock(content: SiteContent, reviews: ReviewContent[]) {
  return {
    id: 'avis-titre',
    heading: content.reviewSettings.text.serviceHeading,
    reviews,
    text: content.reviewSettings.text,
    allHref: REVIEWS_PATH,
    note: reviewsBlockNote(content.reviewSettings, reviews, REVIEWS_PATH),
    showService: false,
  };
}

/**
 * `today`: the day the page is built, in Belgium (lib/prices/dated.ts), by default the day it is
 * now: the VAT rule's review day is judged on it.
 */
export function servicePage(
  content: SiteContent,
  slug: ServiceSlug,
  { images, origin, today = belgianDay() }: { images: ResolvedImages; origin: string | URL; today?: string },
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
      jsonLd: servicePageJsonLd(content, service, origin, today),
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
    reviews: reviewsBlock(content, reviewsOfService(content.reviews, service.slug)),
    // The owner's prices, with the calculator that carries an estimate into the quote request.
    budget: service.budget
      ? budgetView(
          { title: service.title, budget: service.budget },
          {
            text: content.budgetText,
            vat: content.aid.vat,
            aidHref: content.aid.path,
            quoteHref: cta.quoteHref,
            today,
          },
        )
      : null,
    statementText: content.aid.text,
    cta,
    credentials: credentialsBlock(content),
    callBar: callBarOf(content, frame, cta.quoteHref),
  };
}
