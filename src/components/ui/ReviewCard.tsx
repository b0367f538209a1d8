import type { ReviewContent, ReviewText } from '../../lib/reviews';
import { Card } from './Card';

const NBSP = '\u00a0';

interface ReviewCardProps {
  review: ReviewContent;
  text: ReviewText;
  /** Heading level of the client's name: 3 under a page's list, 4 inside a home section's block. */
  level?: 3 | 4;
  /** The link to the review's service (not on its own service page). */
  showService?: boolean;
}

/**
 * One client review: the client's words as given (plain text), who, where, when, about which
 * service, how it was received; the rating in words, the stars only drawn beside them.
 */
export function ReviewCard({ review, text, level = 3, showService = true }: ReviewCardProps) {
  const Name = `h${level}` as const;
  return (
    <Card as="article" className="flex h-full flex-col gap-4" aria-labelledby={`avis-${review.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {review.rating !== undefined ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-800">
            <span aria-hidden="true" className="text-base tracking-widest text-copper-600">
              {'★'.repeat(review.rating)}
              <span className="text-ink-300">{'★'.repeat(5 - review.rating)}</span>
            </span>
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
        <p className="mt-1 text-ink-600">{text.received[review.received]}</p>
      </footer>
    </Card>
  );
}
