import type { ReviewContent, ReviewText } from '../../../lib/content/reviews';
import { ReviewCard } from '../../ui/ReviewCard';

interface ReviewsBlockProps {
  id: string;
  heading: string;
  reviews: readonly ReviewContent[];
  text: ReviewText;
  /** The page of all reviews. */
  allHref: string;
  /** The way to the statement on how the reviews are collected and checked; whether these are examples. */
  note: { href: string; label: string; example?: string | undefined };
  /** 2 as a section of a service page, 3 inside a home section. */
  level?: 2 | 3;
  showService?: boolean;
  /** The link to the worksite a review is about (not on that worksite's page). */
  showWorksite?: boolean;
}

/** A few reviews where they help a visitor decide (a service page, the home page), and the way to all of them. */
export function ReviewsBlock({
  id,
  heading,
  reviews,
  text,
  allHref,
  note,
  level = 2,
  showService = true,
  showWorksite = true,
}: ReviewsBlockProps) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="text-2xl leading-tight font-semibold md:text-3xl">
        {heading}
      </Heading>
      <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              text={text}
              level={level === 2 ? 3 : 4}
              showService={showService}
              showWorksite={showWorksite}
            />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm leading-relaxed text-ink-700">
        {note.example && <span className="block font-semibold text-ink-900">{note.example}</span>}
        <a href={note.href} className="font-medium text-copper-800 underline underline-offset-2 hover:text-copper-900">
          {note.label}
        </a>
      </p>
      <p className="mt-3">
        <a href={allHref} className="font-semibold text-copper-800 underline underline-offset-4 hover:text-copper-900">
          {text.allReviews}
        </a>
      </p>
    </section>
  );
}
