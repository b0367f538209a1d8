/**
 * The client reviews as the pages show them: newest first, each with its service, its commune and
 * its month, never the date the client agreed to its publication (kept in the file as the
 * business's proof, not the visitor's business). The home page's satisfaction figure is computed
 * from them, and only when there are enough rated reviews for an average to mean something.
 */
import { SATISFACTION_MIN_RATED, type ReceivedWay, type Review, type ReviewSettings } from '../../schemas/reviews';

export { SATISFACTION_MIN_RATED } from '../../schemas/reviews';

const NBSP = '\u00a0';

/** The texts of the reviews' blocks and page (the home page's label is used by {@link satisfactionFigure}). */
export type ReviewText = Omit<ReviewSettings['text'], 'satisfaction'>;

/** A review's file as read: its front matter and its text as written. */
export interface ReviewDocument {
  id: string;
  data: Review;
  text: string;
}

export interface ReviewContent {
  id: string;
  name: string;
  place: string;
  /** `2026-03-14`: orders the reviews and fills `<time datetime>`. */
  date: string;
  /** « mars 2026 » */
  month: string;
  service: { slug: string; title: string; path: string };
  rating?: number;
  /** The published worksite the review is about: its page, named by its title. */
  worksite?: { path: string; title: string };
  received: ReceivedWay;
  text: string;
  /** One of the shipped example's reviews: shown with the « Exemple » mention, refused by a production build. */
  example: boolean;
}

const monthFormat = new Intl.DateTimeFormat('fr-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-03-14` → « mars 2026 ». */
export function reviewMonth(date: string): string {
  return monthFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The reviews the pages show, newest first (then by name). Only what the pages may publish is
 * copied: the consent's date stays behind.
 */
export function publishedReviews(
  documents: readonly ReviewDocument[],
  services: readonly { slug: string; title: string; path: string }[],
  exampleIds: ReadonlySet<string> = new Set(),
  worksites: readonly { slug: string; path: string; title: string }[] = [],
): ReviewContent[] {
  // A draft worksite has no page yet: its review is shown without the link.
  const worksiteOf = (slug: string | undefined) => {
    const found = slug === undefined ? undefined : worksites.find((worksite) => worksite.slug === slug);
    return found ? { worksite: { path: found.path, title: found.title } } : {};
  };
  return documents
    .flatMap(({ id, data, text }): ReviewContent[] => {
      const service = services.find((entry) => entry.slug === data.service);
      // The content check names a review whose service is gone before any build.
      if (!service) return [];
      return [
        {
          id,
          name: data.name,
          place: data.place,
          date: data.date,
          month: reviewMonth(data.date),
          service: { slug: service.slug, title: service.title, path: service.path },
          ...(data.rating === undefined ? {} : { rating: data.rating }),
          ...worksiteOf(data.worksite),
          received: data.received,
          text,
          example: exampleIds.has(id),
        },
      ];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name, 'fr'));
}

/** « 1 avis », « 12 avis » (invariable, the count written the Belgian way). */
export function reviewCount(count: number): string {
  return `${count.toLocaleString('fr-BE')}${NBSP}avis`;
}

/** « 4,8 / 5 » */
export function ratingOutOfFive(rating: number): string {
  const value = rating.toLocaleString('fr-BE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${value}${NBSP}/${NBSP}5`;
}

/** What the home page shows beside its key figures: the average, and the label with the count filled in. */
export interface SatisfactionFigure {
  value: string;
  label: string;
  rated: number;
}

/**
 * The average rating of the rated reviews and how many they are, worded with the owner's label
 * (`{avis}` becomes « 12 avis »); null below {@link SATISFACTION_MIN_RATED} rated reviews.
 */
export function satisfactionFigure(
  reviews: readonly Pick<ReviewContent, 'rating'>[],
  label: string,
): SatisfactionFigure | null {
  const ratings = reviews.flatMap((review) => (review.rating === undefined ? [] : [review.rating]));
  if (ratings.length < SATISFACTION_MIN_RATED) return null;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return {
    value: ratingOutOfFive(Math.round(average * 10) / 10),
    label: label.replaceAll('{avis}', reviewCount(ratings.length)),
    rated: ratings.length,
  };
}

/**
 * The reviews page's statement on how reviews are checked: the sentence of each check the owner
 * states, or the one saying there is none, what the page itself shows of each review and, when the
 * site links the business's profile on a review platform (`withPlatform`), how the reviews here
 * relate to those.
 */
export function verificationStatements(
  settings: Pick<ReviewSettings, 'checks' | 'statements'>,
  { withPlatform = false }: { withPlatform?: boolean } = {},
): string[] {
  const checks = settings.checks.map((check) => settings.statements[check]);
  return [
    ...(checks.length > 0 ? checks : [settings.statements.none]),
    settings.statements.shown,
    ...(withPlatform ? [settings.statements.platform] : []),
  ];
}

/** The reviews about one worksite (by its page), newest first. */
export function reviewsOfWorksite(reviews: readonly ReviewContent[], path: string): ReviewContent[] {
  return reviews.filter((review) => review.worksite?.path === path);
}

/** The `count` newest reviews of a service. */
export function reviewsOfService(reviews: readonly ReviewContent[], slug: string, count = 3): ReviewContent[] {
  return reviews.filter((review) => review.service.slug === slug).slice(0, count);
}
