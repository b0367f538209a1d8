import type { ReviewContent, ReviewText } from '../../lib/content/reviews';
import { Card } from './Card';
import { NBSP } from '../../schemas/characters';

const STAR = 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';

/** The rating drawn as five stars, filled up to it: decoration beside the words, hidden from screen readers. */
function Stars({ rating }: { rating: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 120 24" className="h-4 w-20 shrink-0">
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={STAR}
          transform={`translate(${index * 24})`}
          strokeWidth={1.5}
          strokeLinejoin="round"
          className={index < rating ? 'fill-copper-600 stroke-copper-600' : 'fill-none stroke-ink-300'}
        />
      ))}
    </svg>
  );
}

interface ReviewCardProps {
  review: ReviewContent;
  text: ReviewText;
  /** Heading level of the client's name: 3 under a page's list, 4 inside a home section's block. */
  level?: 3 | 4;
  /** The link to the review's service (not on its own service page). */
  showService?: boolean;
  /** The link to the worksite the review is about (not on that worksite's page). */
  showWorksite?: boolean;
}

/**
 * One client review: the client's words as given (plain text), who, where, when, about which
 * service, how it was received; the rating in words, the stars only drawn beside them.
 */
export function ReviewCard({ review, text, level = 3, showService = true, showWorksite = true }: ReviewCardProps) {
  const Name = `h${level}` as const;
  return (
    <Card as="article" className="flex h-full flex-col gap-4" aria-labelledby={`avis-${review.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {review.rating !== undefined ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-800">
            <Stars rating={review.rating} />
            <span>
              {text.rating}
              {NBSP}: {review.rating}
              {NBSP}/{NBSP}5
            </span>
          </p>
        ) : (
          <span />
        )}
        {review.example && (
          <p className="rounded-full bg-copper-50 px-3 py-1 text-xs font-semibold tracking-wide text-copper-800 uppercase ring-1 ring-copper-200">
            {text.example}
          </p>
        )}
      </div>
      <blockquote className="flex-1 text-base leading-relaxed whitespace-pre-line text-ink-800">
        <p>
          «{NBSP}
          {review.text}
          {NBSP}»
        </p>
      </blockquote>
      <footer className="border-t border-paper-200 pt-4 text-sm text-ink-700">
        <Name id={`avis-${review.id}`} className="font-sans text-base font-semibold text-ink-900">
          {review.name}
        </Name>
        <p className="mt-1">
          {review.place}, <time dateTime={review.date.slice(0, 7)}>{review.month}</time>
          {showService && (
            <>
              {' · '}
              <a href={review.service.path} className="font-medium text-copper-800 underline underline-offset-2">
                {review.service.title}
              </a>
            </>
          )}
        </p>
        <p className="mt-1 text-ink-600">
          {text.received[review.received]}
          {review.platform && ` ${review.platform}`}
        </p>
        {showWorksite && review.worksite && (
          <p className="mt-2">
            <a href={review.worksite.path} className="font-medium text-copper-800 underline underline-offset-2">
              {text.worksiteLink}
              <span className="sr-only">
                {NBSP}: {review.worksite.title}
              </span>
            </a>
          </p>
        )}
      </footer>
    </Card>
  );
}
