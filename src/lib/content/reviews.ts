/**
 * The client reviews as the pages show them: newest first, each with its service, its commune and
 * its month, never the date the client agreed to its publication (kept in the file as the
 * business's proof, not the visitor's business). The home page's satisfaction figure is computed
 * from them, and only when there are enough rated reviews for an average to mean something.
 */
import { SATISFACTION_MIN_RATED, type ReceivedWay, type Review, type ReviewSettings } from '../../schemas/reviews';
import { NBSP } from '../../schemas/characters';

export { SATISFACTION_MIN_RATED } from '../../schemas/reviews';

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
  /** The review platform a review `plateforme` was first published on, named beside it. */
  platform?: string;
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
          ...(data.platform === undefined ? {} : { platform: data.platform }),
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
  /** Computed from at least one of the example's reviews: an example figure, marked as such. */
  example: boolean;
}

/**
 * The average rating of the rated reviews and how many they are, worded with the owner's label
 * (`{avis}` becomes « 12 avis »); null below {@link SATISFACTION_MIN_RATED} rated reviews.
 */
export function satisfactionFigure(
  reviews: readonly Pick<ReviewContent, 'rating' | 'example'>[],
  label: string,
): SatisfactionFigure | null {
  const rated = reviews.filter((review) => review.rating !== undefined);
  const ratings = rated.map((review) => review.rating!);
  if (ratings.length < SATISFACTION_MIN_RATED) return null;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return {
    value: ratingOutOfFive(Math.round(average * 10) / 10),
    label: label.replaceAll('{avis}', reviewCount(ratings.length)),
    rated: ratings.length,
    example: rated.some((review) => review.example),
  };
}

/**
 * What the business states about the reviews it shows, as the law asks (CDE book VI, after the
 * Omnibus directive): whether and how it checks that they come from its clients (the sentence of
 * each check the owner states, or the one saying there is none), whether it publishes them all,
 * whether it gives anything in return, where a review taken from a platform comes from, what the
 * page shows of each; when the site links the business's profile on a review platform
 * (`withProfile`), how the reviews here relate to those; and, while example reviews are shown, that
 * none of it concerns them.
 */
export function verificationStatements(
  settings: Pick<ReviewSettings, 'checks' | 'statements' | 'publication' | 'consideration'>,
  reviews: readonly Pick<ReviewContent, 'received' | 'example'>[],
  { withProfile = false }: { withProfile?: boolean } = {},
): string[] {
  const { statements } = settings;
  const checks = settings.checks.map((check) => statements[check]);
  return [
    ...(checks.length > 0 ? checks : [statements.none]),
    statements[settings.publication],
    statements[settings.consideration],
    ...(reviews.some((review) => review.received === 'plateforme') ? [statements.plateforme] : []),
    statements.shown,
    ...(withProfile ? [statements.fiche] : []),
    ...(reviews.some((review) => review.example) ? [statements.example] : []),
  ];
}

/** Where the statement on the reviews is, on the page of all reviews (its heading's id). */
export const VERIFICATION_ANCHOR = 'verification-titre';

/**
 * The line under a block of reviews (home page, a service's or a worksite's page): the way to the
 * statement on how reviews are collected and checked, and, if the block shows example reviews,
 * that they are examples.
 */
export interface ReviewsBlockNote {
  href: string;
  label: string;
  example?: string;
}
export function reviewsBlockNote(
  settings: Pick<ReviewSettings, 'statements'> & { text: Pick<ReviewSettings['text'], 'verificationLink'> },
  reviews: readonly Pick<ReviewContent, 'example'>[],
  reviewsPath: string,
): ReviewsBlockNote {
  return {
    href: `${reviewsPath}#${VERIFICATION_ANCHOR}`,
    label: settings.text.verificationLink,
    ...(reviews.some((review) => review.example) ? { example: settings.statements.example } : {}),
  };
}

/** The reviews about one worksite (by its page), newest first. */
export function reviewsOfWorksite(reviews: readonly ReviewContent[], path: string): ReviewContent[] {
  return reviews.filter((review) => review.worksite?.path === path);
}

/** The `count` newest reviews of a service. */
export function reviewsOfService(reviews: readonly ReviewContent[], slug: string, count = 3): ReviewContent[] {
  return reviews.filter((review) => review.service.slug === slug).slice(0, count);
}

/** What the rule between a review and the worksite it cites reads of each. */
export interface DatedReview {
  slug: string;
  name: string;
  /** Its month, `2026-09`: what the rule compares, and never the day (which may be the consent's). */
  date: string;
  worksite?: string | undefined;
}
export interface DatedWorksite {
  slug: string;
  title: string;
  /** `2026-09` */
  date: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the rule reads of a review's file as it is (being typed, or read from the disk). */
export function datedReview(slug: string, data: Record<string, unknown>): DatedReview {
  return {
    slug,
    name: textOf(data['name']),
    date: textOf(data['date']).slice(0, 7),
    worksite: textOf(data['worksite']) || undefined,
  };
}

/** What the rule reads of a worksite's file as it is. */
export function datedWorksite(slug: string, data: Record<string, unknown>): DatedWorksite {
  return { slug, title: textOf(data['title']), date: textOf(data['date']) };
}

/** A review dated before the worksite it cites: which, and what to check, said from either side. */
export interface ReviewDateProblem {
  review: string;
  worksite: string;
  /** Said under the review's date. */
  message: string;
  /** Said under the worksite's month. */
  worksiteMessage: string;
}

/**
 * The reviews given before the month of the worksite they cite: a client speaks of works done, so
 * the review's month is the worksite's or a later one. Values that are not dates yet (a field
 * being typed) are left to their own rules.
 */
export function reviewDateProblems(
  reviews: readonly DatedReview[],
  worksites: readonly DatedWorksite[],
): ReviewDateProblem[] {
  const month = /^\d{4}-\d{2}$/;
  return reviews.flatMap((review) => {
    const worksite = worksites.find((candidate) => candidate.slug === review.worksite);
    const reviewMonth = review.date.slice(0, 7);
    if (!worksite || !month.test(worksite.date) || !month.test(reviewMonth) || reviewMonth >= worksite.date) return [];
    return [
      {
        review: review.slug,
        worksite: worksite.slug,
        message: `L’avis est daté d’avant le chantier qu’il cite («${NBSP}${worksite.title}${NBSP}», ${worksite.date})${NBSP}: un client parle de travaux faits. Vérifiez la date de l’avis, ou la réalisation choisie.`,
        worksiteMessage: `Avec ce mois, l’avis de ${review.name} (${review.date}), qui cite ce chantier, serait daté d’avant lui${NBSP}: vérifiez le mois des travaux, ou la date de cet avis.`,
      },
    ];
  });
}
