/**
 * The site's content as the pages use it, assembled from the validated files: placeholders
 * filled with the figures and the identity, French non-breaking spaces put in (lib/content/typography.ts),
 * services in the owner's order, legal pages in their fixed order, the form's project types with
 * one per service (the rules of lib/content/content-rules.ts and of integrations/content-check.ts are
 * checked before anything is built). Pure:
 * `integrations/content.ts` gives it what the content collections hold, the tests what they read
 * from `src/content/`.
 */
import type { AidPage } from '../../schemas/aid';
import { figuresOf, type FiguresDocument } from '../../schemas/figures';
import type { GalleryCategory } from '../../schemas/gallery';
import type { Home, SectionId, SectionMeta } from '../../schemas/home';
import type { Identity } from '../../schemas/identity';
import { legalPageSlugs, type LegalPageFrontmatter, type LegalPageSlug } from '../../schemas/legal';
import type { BudgetText } from '../../schemas/prices';
import type { ProjectType, ProjectTypes } from '../../schemas/project-types';
import type { ReviewSettings } from '../../schemas/reviews';
import type { StormPage } from '../../schemas/storm';
import type { Service, ServiceSlug } from '../../schemas/services';
import type { UiText } from '../../schemas/ui';
import type { Commune, Region, ZoneMapContent } from '../../schemas/zone';
import type { Worksite } from '../../schemas/worksites';
import { fillEverywhere, fillHtml, fillPlaceholders, placeholderValues } from './placeholders';
import { frenchTypography, htmlTypography, typographyEverywhere } from './typography';
import { longDate } from './format';
import { publishedReviews, satisfactionFigure, type ReviewDocument } from './reviews';
import { publishedWorksites } from './worksites';
import { belgianDay } from '../../schemas/calendar';
import { isCurrentOn, waitShownUntil } from './dated';

/** A Markdown document: its validated front matter, its text rendered to HTML and its `##` headings. */
export interface MarkdownDocument<Data> {
  id: string;
  data: Data;
  html: string;
  headings: { depth: number; slug: string; text: string }[];
}

/** The content files, validated by their schemas, before anything is filled in. */
export interface RawContent {
  identity: Identity;
  figures: FiguresDocument;
  home: Home;
  sections: SectionMeta[];
  about: MarkdownDocument<unknown>;
  services: MarkdownDocument<Service>[];
  gallery: GalleryCategory[];
  worksites: MarkdownDocument<Worksite>[];
  communes: Commune[];
  regions: Region[];
  zoneMap: ZoneMapContent;
  projectTypes: ProjectTypes;
  legal: MarkdownDocument<LegalPageFrontmatter>[];
  ui: UiText;
  reviews: ReviewDocument[];
  reviewSettings: ReviewSettings;
  budget: BudgetText;
  aid: AidPage;
  storm: MarkdownDocument<StormPage>;
}

/** The page of all client reviews. */
export const REVIEWS_PATH = '/avis';
/** The page on VAT and public aid. */
export const AID_PATH = '/aides-et-tva';

/** The page for the night of the storm. */
export const STORM_PATH = '/urgence-toiture';

/** The owner's current wait as the pages show it, while it is recent. */
export interface CurrentWait {
  text: string;
  date: string;
  /** « 1 décembre 2026 » */
  dateLabel: string;
  /** The last day it is shown: the page's clock hides it past that day (lib/content/dated.ts). */
  shownUntil: string;
}

/** The current wait, unless none is given or it is already past its days on `today`. */
export function currentWaitOf(wait: StormPage['currentWait'], today: string): CurrentWait | null {
  if (!wait.text) return null;
  const shownUntil = waitShownUntil(wait);
  if (!isCurrentOn(shownUntil, today)) return null;
  return { text: wait.text, date: wait.date, dateLabel: longDate(wait.date), shownUntil };
}

export interface ServiceContent extends Service {
  slug: ServiceSlug;
  /** The service's page, which every link to it uses. */
  path: `/services/${ServiceSlug}`;
  /** The page's introduction (Markdown body), as HTML. */
  introHtml: string;
}

export interface LegalPageContent extends LegalPageFrontmatter {
  slug: LegalPageSlug;
  path: `/${LegalPageSlug}`;
  html: string;
  /** The `##` headings of the text, for the table of contents. */
  headings: { slug: string; text: string }[];
}

/** The page of a service, which every link to it uses. */
export function servicePath(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}

/** A service as its page uses it: its document's values, its address and its introduction as HTML. */
export function serviceContent(data: Service, slug: ServiceSlug, introHtml: string): ServiceContent {
  return { ...data, slug, path: servicePath(slug), introHtml };
}

/** The page of a legal document (`/mentions-legales`). */
export function legalPagePath(slug: LegalPageSlug): `/${LegalPageSlug}` {
  return `/${slug}`;
}

/** The documents of a folder, in the order of `slugs`; a missing or unexpected file is an error naming it. */
function inOrder<Document extends { id: string }>(folder: string, documents: Document[], slugs: readonly string[]) {
  const ids = documents.map((document) => document.id).sort();
  if (ids.join() !== [...slugs].sort().join()) {
    const names = (list: readonly string[]) => list.map((slug) => `${slug}.md`).join(', ');
    throw new Error(
      `Contenu invalide dans src/content/${folder}/ : fichiers attendus ${names(slugs)} ; trouvés ${names(ids)}`,
    );
  }
  return slugs.map((slug) => documents.find((document) => document.id === slug)!);
}

/** The services in the owner's order (`position`, then title). */
function servicesInOrder(documents: readonly MarkdownDocument<Service>[]): MarkdownDocument<Service>[] {
  return documents.toSorted(
    (a, b) => a.data.position - b.data.position || a.data.title.localeCompare(b.data.title, 'fr'),
  );
}

/**
 * The form's project types: the owner's options before and after the services, and one per
 * service in between (its label, or its title; its identifier, or its page's address). An
 * option of the owner's with a service's identifier gives way to the service.
 */
export function projectTypeOptions(
  types: ProjectTypes,
  services: readonly Pick<ServiceContent, 'slug' | 'title' | 'projectType'>[],
): ProjectType[] {
  const ofServices = services.map((service) => ({
    value: service.projectType?.value ?? service.slug,
    label: service.projectType?.label ?? service.title,
  }));
  const taken = new Set(ofServices.map((type) => type.value));
  const own = (list: readonly ProjectType[]) => list.filter((type) => !taken.has(type.value));
  return [...own(types.before), ...ofServices, ...own(types.after)];
}

/** What each value between braces stands for in this content: its figures, identity and lists. */
export function placeholdersOf(
  raw: Pick<RawContent, 'identity' | 'figures' | 'services' | 'gallery' | 'regions' | 'communes'>,
) {
  return placeholderValues(raw.identity, figuresOf(raw.figures), {
    services: raw.services.length,
    galleryTabs: raw.gallery.length,
    regions: raw.regions.map((region) => region.name),
    communes: raw.communes.map((commune) => commune.name),
  });
}

/**
 * `exampleReviewIds`: the reviews of the shipped example (their files' names), which the pages
 * mark as examples; `today`: the day in Belgium the pages are built (what is already past is left
 * out of them).
 */
export function assembleContent(
  raw: RawContent,
  { exampleReviewIds = [], today = belgianDay() }: { exampleReviewIds?: readonly string[]; today?: string } = {},
) {
  const figures = figuresOf(raw.figures);
  const placeholders = placeholdersOf(raw);
  // The owner types ordinary spaces: the non-breaking ones are placed once the values are in.
  const fill = <T>(data: T): T => typographyEverywhere(fillEverywhere(data, placeholders));
  const fillText = (html: string) => htmlTypography(fillHtml(html, placeholders));
  // The identity quotes figures only (« depuis plus de {annees-experience} ans »).
  const identity = fill(raw.identity);

  const services = servicesInOrder(raw.services).map((document) =>
    serviceContent(fill(document.data), document.id as ServiceSlug, fillText(document.html)),
  );
  const sections = fill(raw.sections);
  const legal = Object.fromEntries(
    inOrder('legal', raw.legal, legalPageSlugs).map((document): [LegalPageSlug, LegalPageContent] => {
      const slug = document.id as LegalPageSlug;
      return [
        slug,
        {
          ...fill(document.data),
          slug,
          path: legalPagePath(slug),
          html: fillText(document.html),
          headings: document.headings
            .filter((heading) => heading.depth === 2)
            .map((heading) => ({
              slug: heading.slug,
              text: frenchTypography(fillPlaceholders(heading.text, placeholders)),
            })),
        },
      ];
    }),
  ) as Record<LegalPageSlug, LegalPageContent>;

  const worksites = publishedWorksites(
    raw.worksites.map((document) => ({ id: document.id, data: fill(document.data), html: fillText(document.html) })),
    services,
  );
  // The clients' words are published as given: nothing between braces is filled in them.
  const reviews = publishedReviews(raw.reviews, services, new Set(exampleReviewIds), worksites);
  const { satisfaction: satisfactionLabel, ...reviewText } = raw.reviewSettings.text;
  // The VAT texts quote the statement's own rates (« {taux-reduit} % »), with the site's values.
  const { reducedRate, normalRate } = raw.aid.vat;
  const aid = typographyEverywhere(
    fillEverywhere(raw.aid, { ...placeholders, 'taux-reduit': reducedRate, 'taux-normal': normalRate }),
  );
  const storm = fill(raw.storm.data);

  return {
    identity,
    figures,
    placeholders,
    home: fill(raw.home),
    sections,
    aboutHtml: fillText(raw.about.html),
    services,
    gallery: fill(raw.gallery),
    worksites,
    communes: fill(raw.communes),
    regions: fill(raw.regions),
    zoneMap: fill(raw.zoneMap),
    projectTypes: projectTypeOptions(fill(raw.projectTypes), services),
    legal,
    ui: fill(raw.ui),
    reviews,
    reviewSettings: fill({ ...raw.reviewSettings, text: reviewText }),
    budgetText: fill(raw.budget),
    aid: { ...aid, path: AID_PATH },
    /** The home page's average rating, once there are enough rated reviews. */
    satisfaction: satisfactionFigure(reviews, satisfactionLabel),
    storm: {
      ...storm,
      path: STORM_PATH,
      html: fillText(raw.storm.html),
      wait: currentWaitOf(storm.currentWait, today),
    },
    today,
  };
}

export type SiteContent = ReturnType<typeof assembleContent>;

/** The metadata and headings of one home section. */
export function sectionMeta(content: Pick<SiteContent, 'sections'>, id: SectionId): SectionMeta {
  const meta = content.sections.find((section) => section.id === id);
  if (!meta) throw new Error(`Section inconnue : ${id}`);
  return meta;
}
