/** A service page's data, from the content: its head, its blocks and the links to the other services. */
import { pictureOf, serviceSlot, type ResolvedImages } from '../image-slots';
import { serviceLinks } from '../navigation';
import { companyName, headingAbout, quoteHref } from '../quote-request';
import { pathForSection } from '../sections';
import type { ServiceSlug } from '../../schemas/services';
import type { SiteContent } from '../site-content';
import { socialImageFor } from '../social-cards';
import { servicePageJsonLd } from '../structured-data';
import { pageFrame, pageHead } from './frame';

/** A page's address, at the heading that mentions `word` if one does. */
function stated(page: { path: string; headings: readonly { slug: string; text: string }[] }, word: string): string {
  const slug = headingAbout(page.headings, word);
  return slug ? `${page.path}#${slug}` : page.path;
}

export function servicePage(
  content: SiteContent,
  slug: ServiceSlug,
  { images, origin }: { images: ResolvedImages; origin: string | URL },
) {
  const service = content.services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Service inconnu : « ${slug} »`);
  const frame = pageFrame(content, origin);
  const { phones } = frame.footer;
  // The form opens with the service's own project type (lib/site-content.ts projectTypeOptions).
  const quote = quoteHref(pathForSection('contact'), service.projectType?.value ?? service.slug);
  const { legal } = content;
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
    cta: {
      phones,
      quoteHref: quote,
      // Each proof links to where it is stated in full: the guarantee's conditions, the insurance, the business.
      proof: {
        guaranteeHref: stated(legal['conditions-generales'], 'garantie'),
        insurer: companyName(content.identity.legal.insurer),
        insuranceHref: stated(legal['mentions-legales'], 'assurance'),
        experienceHref: pathForSection('apropos'),
      },
    },
    callBar: { text: content.ui.callBar, phones, quoteHref: quote },
  };
}
