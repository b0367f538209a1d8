/** A legal page's data: its head, its document and its text as the site's delivery mode has it. */
import { keepDeliveryMode, type DeliveryMode } from '../content/delivery-mode';
import type { LegalPageSlug } from '../../schemas/legal';
import type { SiteContent } from '../content/site-content';
import { socialImageFor } from '../seo/social-cards';
import { pageFrame, pageHead } from './frame';

export function legalPage(
  content: SiteContent,
  slug: LegalPageSlug,
  options: { origin: string | URL; delivery: DeliveryMode; exampleNotice: boolean },
) {
  const { html, ...page } = content.legal[slug];
  return {
    frame: pageFrame(content, options.origin),
    head: pageHead(content, {
      title: page.metaTitle,
      description: page.metaDescription,
      canonicalPath: page.path,
      image: socialImageFor(content, page.slug),
    }),
    document: { page, text: content.ui.legal, exampleNotice: options.exampleNotice },
    // The privacy policy describes the delivery the form really uses.
    html: keepDeliveryMode(html, options.delivery),
  };
}
