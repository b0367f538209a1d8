/**
 * The rules between two documents of places and dates (site-rules.ts): the distances by road of the
 * fast-intervention localities go with the depot's place, and a review is not dated before the
 * worksite it cites. Either document may be the one changed: the problem is then said under its field.
 */
import { contentSources } from '../../schemas/collections';
import { roadDistanceProblems } from '../zone/road-distances';
import { labelledPath } from './content-rules';
import { datedReview, datedWorksite, reviewDateProblems } from './reviews';
import type { SiteRule } from './site-rules';
import { NBSP } from '../../schemas/characters';

const depotOf = (identity: unknown) => (identity as { depot?: { place?: unknown } } | undefined)?.depot?.place;

export const roadDistanceRule: SiteRule = {
  name: 'distances par la route',
  judges: ['communes'],
  reads: ['identity'],
  refusedByBuild: true,
  speaks: 'top',
  inSite: (documents) => {
    const identity = documents.find(({ source }) => source === 'identity')?.data;
    const communes = documents.find(({ source }) => source === 'communes');
    if (!communes?.data) return [];
    return roadDistanceProblems(depotOf(identity), communes.data['communes']).map((problem) => ({
      source: 'communes',
      slug: communes.slug,
      ...problem,
    }));
  },
  // The localities being changed against the depot as saved; or, the depot being changed, the
  // saved distances against it, each said under the depot's field.
  inChange: ({ source, data }, site) => {
    if (source === 'communes') return roadDistanceProblems(depotOf(site.identity), data['communes']);
    return roadDistanceProblems(depotOf(data), site.communes).map((problem) => ({
      path: ['depot', 'place'],
      message: `Avec ce dépôt, «${NBSP}${labelledPath(contentSources.communes.schema, problem.path)}${NBSP}» ne va plus. ${problem.message}`,
    }));
  },
};

export const reviewDateRule: SiteRule = {
  name: 'avis daté d’avant son chantier',
  judges: ['reviews'],
  reads: ['worksites'],
  refusedByBuild: true,
  speaks: 'top',
  inSite: (documents) => {
    const of = (name: string) =>
      documents.flatMap(({ source, slug, data }) => (source === name && data ? [{ slug, data }] : []));
    return reviewDateProblems(
      of('reviews').map(({ slug, data }) => datedReview(slug, data)),
      of('worksites').map(({ slug, data }) => datedWorksite(slug, data)),
    ).map(({ review, message }) => ({ source: 'reviews', slug: review, path: ['date'], message }));
  },
  // The review being changed against the worksites as saved; or the worksite being changed against
  // the reviews that cite it (known by their month only), said under the date.
  inChange: ({ source, slug, data }, site) => {
    const { worksites, reviews } = site.dated;
    if (source === 'reviews') {
      return reviewDateProblems([datedReview(slug, data)], worksites).map(({ message }) => ({
        path: ['date'],
        message,
      }));
    }
    return reviewDateProblems(
      reviews.filter((review) => review.worksite === slug),
      [datedWorksite(slug, data)],
    ).map(({ worksiteMessage }) => ({ path: ['date'], message: worksiteMessage }));
  },
};
