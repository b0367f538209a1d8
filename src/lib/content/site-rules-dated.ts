/**
 * The rules on dates that pass (site-rules.ts): a price list more than a year old, a statement past
 * its review day. The admin refuses to save them until they are dated again; the build publishes
 * them as no longer current instead of refusing, so they are not among the build's refusals.
 */
import { contentSources, type ContentName } from '../../schemas/collections';
import { outdatedPriceProblems } from '../prices/price-checks';
import type { SiteRule } from './site-rules';
import { pastReviewProblems } from './statements';

export const outdatedPriceRule: SiteRule = {
  name: 'prix trop anciens',
  judges: ['services'],
  reads: [],
  refusedByBuild: false,
  speaks: 'field',
  inSite: (documents, today) =>
    documents.flatMap(({ source, slug, data }) =>
      data ? outdatedPriceProblems(source, data, today).map((problem) => ({ source, slug, ...problem })) : [],
    ),
  inChange: ({ source, data }, _site, today) => outdatedPriceProblems(source, data, today),
};

export const pastReviewRule: SiteRule = {
  name: 'date de relecture passée',
  // Wherever a statement is: found by its review day's field, in any document.
  judges: Object.keys(contentSources) as ContentName[],
  reads: [],
  refusedByBuild: false,
  speaks: 'field',
  inSite: (documents, today) =>
    documents.flatMap(({ source, slug, data }) =>
      data
        ? pastReviewProblems(contentSources[source].schema, data, today).map((problem) => ({
            source,
            slug,
            ...problem,
          }))
        : [],
    ),
  inChange: ({ source, data }, _site, today) => pastReviewProblems(contentSources[source].schema, data, today),
};

export const datedRules = [outdatedPriceRule, pastReviewRule];
