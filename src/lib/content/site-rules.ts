/**
 * The content rules that judge a document against the rest of the site, each written once here and
 * run from this list by every place that judges the content: the build (integrations/content-check.ts),
 * the admin's save (admin/save-guard.ts) and the admin's field while it is typed (admin/field-checks.ts).
 * A rule says what it judges and reads, where the admin says it, and how it judges the content as
 * saved (the build) and one document being changed (the admin); its French messages come from the
 * pure logic it names. The rules of one document alone are its schema's (content-rules.ts).
 */
import { contentSources, type ContentName, type ContentSource } from '../../schemas/collections';
import { datedReview, datedWorksite, type DatedReview, type DatedWorksite } from './reviews';
import { labelledPath, type Problem, type TitledPage } from './content-rules';
import { datedRules } from './site-rules-dated';
import { headingClashRule, repeatedPageRule } from './site-rules-titles';
import { headingSources, headingTexts } from './template-headings';
import { reviewDateRule, roadDistanceRule } from './site-rules-places';
import { NBSP } from '../../schemas/characters';

/** A document of the content as saved: its collection, its file's name, its data (null: unreadable). */
export interface SiteDocument {
  source: ContentName;
  slug: string;
  data: Record<string, unknown> | null;
}

/** A document being changed in the admin, with its data as it would be saved. */
export interface ChangedDocument {
  source: ContentName;
  slug: string;
  data: Record<string, unknown>;
}

/** A problem of one document of the content, under a field of it. */
export interface DocumentProblem extends Problem {
  source: ContentName;
  slug: string;
}

/**
 * What the rules read of the site as saved when one document is changed: the admin is handed it
 * (lib/admin/admin-settings.ts), the build reads the whole content instead.
 */
export interface RuleSite {
  identity: Record<string, unknown>;
  /** The fast-intervention localities as saved (places and distances by road): a new depot is checked against them. */
  communes: unknown;
  /** The pages the owner added, by folder (`services`): a new one may not repeat their titles. */
  pages: Record<string, TitledPage[]>;
  /** The worksites and the reviews as saved, with their dates: a review is not dated before the worksite it cites. */
  dated: { worksites: DatedWorksite[]; reviews: DatedReview[] };
  /** The texts that head the sections of those pages (template-headings.ts): a page may not take one as its title. */
  headingTexts: Record<string, unknown>;
}

export interface SiteRule {
  /** How tests and readers name it. */
  name: string;
  /** The collections whose documents it judges (its problems are theirs in the build). */
  judges: readonly ContentName[];
  /** The collections it reads besides: changing one of them in the admin is judged by the rule too. */
  reads: readonly ContentName[];
  /**
   * Whether the build refuses what it finds. A rule on dates is refused by the admin only: past its
   * day, the build publishes the statement as no longer current and names it in its log
   * (integrations/launch-guard.ts), so that the example always builds.
   */
  refusedByBuild: boolean;
  /**
   * Where the admin says it while typing: `field`, under the field its problem is at (judged on the
   * field's value alone); `top`, under the document's top-level field holding it, the rest of the
   * problem's path before the message (« n° 3 › Distance… : »).
   */
  speaks: 'field' | 'top';
  /** Every problem of the content as saved. */
  inSite(documents: readonly SiteDocument[], today: string): DocumentProblem[];
  /** The problems of `change` against the rest of the site as saved (`site`), under fields of `change`. */
  inChange(change: ChangedDocument, site: RuleSite, today: string): Problem[];
}

/** What the rules read of `documents` (the content as saved) when one of them is changed. */
export function ruleSiteOf(documents: readonly SiteDocument[]): RuleSite {
  const of = (name: string) =>
    documents.flatMap(({ source, slug, data }) => (source === name && data ? [{ slug, data }] : []));
  return {
    identity: of('identity')[0]?.data ?? {},
    communes: of('communes')[0]?.data['communes'],
    pages: Object.fromEntries(
      Object.keys(contentSources).map((name) => [
        name,
        of(name).flatMap(({ slug, data }) =>
          typeof data['title'] === 'string' ? [{ slug, title: data['title'] }] : [],
        ),
      ]),
    ),
    dated: {
      worksites: of('worksites').map(({ slug, data }) => datedWorksite(slug, data)),
      // Only a review citing a worksite can be dated before it.
      reviews: of('reviews').flatMap(({ slug, data }) => (data['worksite'] ? [datedReview(slug, data)] : [])),
    },
    headingTexts: headingTexts(Object.fromEntries([...headingSources].map((name) => [name, of(name)[0]?.data]))),
  };
}

/** Every rule of the site, in the order the admin says their problems. */
export const siteRules: readonly SiteRule[] = [
  repeatedPageRule,
  headingClashRule,
  roadDistanceRule,
  reviewDateRule,
  ...datedRules,
];

/** The build: everything the rules refuse in the content as saved. */
export function siteProblems(
  documents: readonly SiteDocument[],
  today: string,
  rules: readonly SiteRule[] = siteRules,
): DocumentProblem[] {
  return rules.filter((rule) => rule.refusedByBuild).flatMap((rule) => rule.inSite(documents, today));
}

const concerns = (rule: SiteRule, source: ContentName) => rule.judges.includes(source) || rule.reads.includes(source);

/** The admin's save: what the rules refuse in the document being changed, under its fields. */
export function changeProblems(
  change: ChangedDocument,
  site: RuleSite,
  today: string,
  rules: readonly SiteRule[] = siteRules,
): Problem[] {
  return rules.filter((rule) => concerns(rule, change.source)).flatMap((rule) => rule.inChange(change, site, today));
}

/** A document holding only `value` at `path` (list positions as `'*'`: the first item). */
function documentWith(path: readonly string[], value: unknown): Record<string, unknown> {
  const document = path.reduceRight<unknown>((inner, key) => (key === '*' ? [inner] : { [key]: inner }), value);
  return document as Record<string, unknown>;
}

const asField = (path: readonly (string | number)[]) =>
  path.map((key) => (typeof key === 'number' ? '*' : key)).join('.');

/**
 * The admin's field: what the rules refuse in the field at `path` (list positions as `'*'`) of the
 * document being changed, holding `value`, in the owner's words: a rule speaking at its field says
 * its message alone; one speaking at the top-level field says first where it is within it.
 */
export function fieldRuleMessages(
  change: ChangedDocument,
  path: readonly string[],
  value: unknown,
  site: RuleSite,
  today: string,
  rules: readonly SiteRule[] = siteRules,
): string[] {
  return rules
    .filter((rule) => concerns(rule, change.source))
    .flatMap((rule) => {
      if (rule.speaks === 'field') {
        const alone = { ...change, data: documentWith(path, value) };
        return rule
          .inChange(alone, site, today)
          .flatMap((problem) => (asField(problem.path) === path.join('.') ? [problem.message] : []));
      }
      if (path.length !== 1) return [];
      const withValue = { ...change, data: { ...change.data, [path[0]!]: value } };
      return rule.inChange(withValue, site, today).flatMap((problem) => {
        if (problem.path[0] !== path[0]) return [];
        const within = labelledPath(schemaOf(change.source), problem.path).split(' › ').slice(1).join(' › ');
        return [within ? `${within}${NBSP}: ${problem.message}` : problem.message];
      });
    });
}

/** The schema of a collection's documents (for the labels of its fields). */
const schemaOf = (source: ContentName) => (contentSources[source] as ContentSource).schema;
