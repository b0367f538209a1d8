import { VERIFICATION_ANCHOR, type ReviewContent, type ReviewText } from '../../../lib/content/reviews';
import type { ReviewPlatformLinks as PlatformLinks } from '../../../lib/content/review-platform';
import { Icon } from '../../ui/Icon';
import { ReviewPlatformLinks } from '../../ui/ReviewPlatformLinks';
import { PageHeader } from '../../ui/PageHeader';
import { ReviewCard } from '../../ui/ReviewCard';

interface ReviewsPageProps {
  settings: { heading: string; intro: string; text: ReviewText };
  reviews: readonly ReviewContent[];
  /** What the business states about how reviews are checked (lib/content/reviews.ts), and since when. */
  statements: readonly string[];
  checkedOn: { date: string; label: string };
  /** The business's reviews on a review platform, when the owner has given their addresses. */
  platform: PlatformLinks | null;
}

/**
 * `/avis`: the links to the business's reviews on a review platform, the statement on how reviews
 * are checked, then every review, newest first.
 */
export function ReviewsPage({ settings, reviews, statements, checkedOn, platform }: ReviewsPageProps) {
  const { text } = settings;
  return (
    <article aria-labelledby="avis-titre">
      <PageHeader id="avis-titre" title={settings.heading} intro={settings.intro}>
        {platform && <ReviewPlatformLinks {...platform} className="mt-6" />}
        <aside
          aria-labelledby={VERIFICATION_ANCHOR}
          className="mt-8 rounded-2xl border border-copper-200 border-l-4 border-l-copper-600 bg-white p-5 md:p-6"
        >
          <h2 id={VERIFICATION_ANCHOR} className="flex items-center gap-2 font-sans text-base font-semibold">
            <Icon name="shield" className="size-5 text-copper-700" />
            {text.verificationHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-ink-800 marker:text-copper-600">
            {statements.map((statement) => (
              <li key={statement}>{statement}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-ink-600">
            {text.checkedOn} <time dateTime={checkedOn.date}>{checkedOn.label}</time>
          </p>
        </aside>
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        {reviews.length === 0 ? (
          <p className="mx-auto max-w-3xl text-lg text-ink-700">{text.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} text={text} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
