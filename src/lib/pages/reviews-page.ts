/** `/avis`'s data: every review, newest first, and the business's statement on how reviews are checked. */
import { longDate } from '../content/format';
import { verificationStatements } from '../content/reviews';
import { REVIEWS_PATH, type SiteContent } from '../content/site-content';
import { callBarOf, pageFrame, pageHead, quoteHrefFor } from './frame';

export function reviewsPage(content: SiteContent, { origin }: { origin: string | URL }) {
  const settings = content.reviewSettings;
  const frame = pageFrame(content, origin);
  return {
    frame,
    callBar: callBarOf(content, frame, quoteHrefFor()),
    // No structured data: reviews a business publishes about itself are not eligible for review snippets.
    head: pageHead(content, {
      title: settings.meta.title,
      description: settings.meta.description,
      keywords: settings.meta.keywords,
      canonicalPath: REVIEWS_PATH,
    }),
    body: {
      settings: { heading: settings.heading, intro: settings.intro, text: settings.text },
      reviews: content.reviews,
      statements: verificationStatements(settings, content.reviews, {
        withProfile: Boolean(content.identity.links.reviewProfile),
      }),
      // « Voir nos avis sur Google », « Donner votre avis », where visitors read reviews.
      platform: frame.footer.reviewLinks,
      checkedOn: { date: settings.checkedOn, label: longDate(settings.checkedOn) },
    },
  };
}
