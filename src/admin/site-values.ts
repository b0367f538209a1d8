/**
 * What the admin knows of the content beyond the entry being edited, to judge it as the build
 * will: the identity, the figures and the lists the site counts (the values between braces), the texts of other files that
 * quote them (a longer name may push a search title over its limit), and a few texts the previews
 * show. Given by the page when the admin opens (`AdminSettings.site`), kept up to date after each
 * save.
 */
import { filledLengthMessage } from '../lib/content/content-rules';
import { datedReview, datedWorksite } from '../lib/content/reviews';
import type { AdminSiteValues, QuotingText } from '../lib/admin/admin-settings';
import {
  placeholderValues,
  placeholdersFedBy,
  siteListsOf,
  type SiteLists,
  type ValuesByName,
} from '../lib/content/placeholders';
import { headingSources, headingTexts } from '../lib/content/template-headings';
import { quotedNames } from '../schemas/placeholders';
import { figuresOf, type FiguresDocument } from '../schemas/figures';
import type { Identity } from '../schemas/identity';
import { NBSP } from '../schemas/characters';

let site: AdminSiteValues = {
  identity: {},
  figures: {},
  lists: { services: 0, galleryTabs: 0, regions: [], communes: [] },
  communes: [],
  quoting: [],
  pages: {},
  dated: { worksites: [], reviews: [] },
  headingTexts: {},
  preview: { sections: [], ui: {} },
};

export function setSiteValues(values: AdminSiteValues): void {
  site = values;
}

export function siteValues(): AdminSiteValues {
  return site;
}

/** The values between braces, with the draft of the identity or of the figures when that is what is edited. */
export function valuesFor(source: string | undefined, draft: Record<string, unknown> | undefined): ValuesByName | null {
  const identity = source === 'identity' && draft ? draft : site.identity;
  const figures = source === 'figures' && draft ? draft : site.figures;
  const lists = source && draft ? withList(site.lists, source, draft) : site.lists;
  try {
    return placeholderValues(identity as unknown as Identity, figuresOf(figures as unknown as FiguresDocument), lists);
  } catch {
    // An identity being written (a field still empty) cannot fill every value yet: lengths are then left to the save.
    return null;
  }
}

/** The lists, with the one `source` holds (a gallery, regions or communes document) as `data` has it. */
function withList(lists: SiteLists, source: string, data: Record<string, unknown>): SiteLists {
  const read = siteListsOf(lists.services, { [source]: data });
  if (source === 'gallery') return { ...lists, galleryTabs: read.galleryTabs };
  if (source === 'regions') return { ...lists, regions: read.regions };
  if (source === 'communes') return { ...lists, communes: read.communes };
  return lists;
}

/**
 * The texts of other files that the change of one field of the identity or of the figures, or of
 * a list the site counts and names (regions, communes, gallery tabs), would make too long or too
 * short, said under that field.
 */
export function quotingProblems(
  source: string | undefined,
  path: readonly (string | number)[],
  draft: Record<string, unknown> | undefined,
): string[] {
  if (!source) return [];
  const changed = placeholdersFedBy(source, path);
  if (changed.length === 0) return [];
  const values = valuesFor(source, draft);
  if (!values) return [];
  return site.quoting
    .filter((quoting) => quotedNames(quoting.text).some((name) => changed.includes(name as never)))
    .flatMap((quoting) => {
      const message = filledLengthMessage(quoting.text, quoting.rule, values);
      return message ? [`Avec cette valeur, «${NBSP}${quoting.where}${NBSP}» ne va plus. ${message}`] : [];
    });
}

/** The worksites or the reviews as saved, with `data` saved under `slug`. */
function withDated(source: string, slug: string, data: Record<string, unknown>): AdminSiteValues['dated'] {
  const { worksites, reviews } = site.dated;
  if (source === 'worksites')
    return { reviews, worksites: [...worksites.filter((entry) => entry.slug !== slug), datedWorksite(slug, data)] };
  if (source === 'reviews')
    return { worksites, reviews: [...reviews.filter((entry) => entry.slug !== slug), datedReview(slug, data)] };
  return site.dated;
}

/** After a save: what the admin knows follows the file saved. */
export function recordSaved(
  source: string | undefined,
  file: string,
  data: Record<string, unknown>,
  quoting: QuotingText[],
  slug = '',
): void {
  if (source === 'identity') site = { ...site, identity: data };
  if (source === 'figures') site = { ...site, figures: data };
  if (source === 'communes') site = { ...site, communes: data['communes'] };
  if (source) site = { ...site, lists: withList(site.lists, source, data), dated: withDated(source, slug, data) };
  if (source && headingSources.has(source)) {
    const texts = headingTexts({ [source]: data })[source] ?? {};
    site = { ...site, headingTexts: { ...site.headingTexts, [source]: texts } };
  }
  const pages = source ? site.pages[source] : undefined;
  if (source && pages && typeof data['title'] === 'string') {
    const saved = { slug, title: data['title'] };
    site = { ...site, pages: { ...site.pages, [source]: [...pages.filter((page) => page.slug !== slug), saved] } };
  }
  site = { ...site, quoting: [...site.quoting.filter((text) => text.file !== file), ...quoting] };
}
