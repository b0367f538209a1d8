/**
 * The preview of a client review as the site shows it: its card on `/avis`, then the block of its
 * service's page, and of its worksite's page when it names one (there, the card leaves out the link
 * to the page it is on). The client's words are shown as given: no value between braces is filled.
 */
import { ReviewsBlock } from '../components/sections/reviews/ReviewsBlock';
import { ReviewCard } from '../components/ui/ReviewCard';
import { reviewMonth, type ReviewContent } from '../lib/content/reviews';
import { REVIEWS_PATH, servicePath } from '../lib/content/site-content';
import { worksitePath } from '../lib/content/worksites';
import type { Review } from '../schemas/reviews';
import type { Props } from './preview-parts';
import { siteValues } from './site-values';
import { NBSP } from '../schemas/characters';

/** Where each view of the review is, as the owner reads it above it. */
const where = {
  reviews: 'Sur la page «\u00a0Avis clients\u00a0»',
  service: (title: string) => `Sur la page du service «${NBSP}${title}${NBSP}»`,
  worksite: (title: string) => `Sur la page de la réalisation «${NBSP}${title}${NBSP}»`,
};

function PreviewPlace({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="container-page border-b border-paper-300 py-10">
      <p className="mb-5 font-sans text-sm font-semibold tracking-wide text-ink-600 uppercase">{title}</p>
      {children}
    </section>
  );
}

export function ReviewPreview(props: Props) {
  const { reviews } = siteValues().preview;
  if (!reviews) return null;
  const data = props.entry.get('data').toJS() as Partial<Review>;
  const slug = String(props.entry.get('slug') ?? '') || 'nouvel-avis';
  const titleOf = (folder: string, page: string | undefined) =>
    (siteValues().pages[folder] ?? []).find((entry) => entry.slug === page)?.title;
  const serviceTitle = titleOf('services', data.service) ?? '';
  const worksiteTitle = titleOf('worksites', data.worksite);
  const date = data.date ?? '';
  const review: ReviewContent = {
    id: slug,
    name: data.name ?? '',
    place: data.place ?? '',
    date,
    // The month is shown once the owner has typed a whole day (`2026-03-14`).
    month: /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? reviewMonth(date) : '',
    service: { slug: data.service ?? '', title: serviceTitle, path: servicePath(data.service ?? '') },
    ...(typeof data.rating === 'number' ? { rating: data.rating } : {}),
    ...(data.worksite && worksiteTitle
      ? { worksite: { path: worksitePath(data.worksite), title: worksiteTitle } }
      : {}),
    received: data.received ?? 'en-personne',
    // As the build reads it: the body's first and last line breaks are not the client's words.
    text: String(props.entry.getIn(['data', 'body']) ?? '').trim(),
    example: false,
  };
  const block = { reviews: [review], text: reviews.text, note: reviews.note, allHref: REVIEWS_PATH };
  return (
    <>
      <PreviewPlace title={where.reviews}>
        <div className="max-w-md">
          <ReviewCard review={review} text={reviews.text} />
        </div>
      </PreviewPlace>
      {serviceTitle && (
        <PreviewPlace title={where.service(serviceTitle)}>
          <ReviewsBlock id="apercu-service" heading={reviews.text.serviceHeading} showService={false} {...block} />
        </PreviewPlace>
      )}
      {review.worksite && worksiteTitle && (
        <PreviewPlace title={where.worksite(worksiteTitle)}>
          <ReviewsBlock
            id="apercu-realisation"
            heading={reviews.text.worksiteHeading}
            showWorksite={false}
            {...block}
          />
        </PreviewPlace>
      )}
    </>
  );
}
