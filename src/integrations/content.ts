/**
 * The site's content for the pages: every collection read through `astro:content` (validated by
 * the schemas of `src/schemas/`), Markdown rendered, then assembled by `lib/content/site-content.ts`.
 * Pages call {@link loadContent}; components receive what they need as props.
 */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey, type RenderedContent } from 'astro:content';
import { assembleContent, type MarkdownDocument, type SiteContent } from '../lib/content/site-content';
import { CONTENT_DIR, contentSources } from '../schemas/collections';
import { readExampleContent } from './example-content';
import { buildDay } from '../lib/content/dated';

export { type SiteContent } from '../lib/content/site-content';

/** The one entry of a collection made of one file (its id is the file's name, `zone-map`). */
async function single<Name extends CollectionKey>(name: Name): Promise<CollectionEntry<Name>> {
  const source = contentSources[name];
  const file = 'file' in source ? source.file : name;
  const entry = await getEntry(name, file.replace(/\.[a-z]+$/, '') as never);
  if (!entry) throw new Error(`Contenu manquant : ${CONTENT_DIR}/${file}`);
  return entry as CollectionEntry<Name>;
}

/** A review as the pages get it: its front matter and its text as written (never rendered to HTML). */
function plainText<Data>(entry: { id: string; data: Data; body?: string | undefined }) {
  return { id: entry.id, data: entry.data, text: (entry.body ?? '').trim() };
}

/** What a Markdown entry gives the pages: its front matter, its HTML and its headings. */
function markdown<Data>(entry: {
  id: string;
  data: Data;
  filePath?: string;
  rendered?: RenderedContent;
}): MarkdownDocument<Data> {
  if (!entry.rendered) throw new Error(`${entry.filePath ?? entry.id} : texte Markdown non rendu`);
  const headings = (entry.rendered.metadata?.headings ?? []) as MarkdownDocument<Data>['headings'];
  return { id: entry.id, data: entry.data, html: entry.rendered.html, headings };
}

let assembled: Promise<SiteContent> | undefined;

/**
 * The content as the pages use it. A build assembles it once for all its pages; the development
 * server reads it again on each request, so that an edit shows on the next reload.
 */
export function loadContent(): Promise<SiteContent> {
  if (import.meta.env.DEV) return readContent();
  return (assembled ??= readContent());
}

async function readContent(): Promise<SiteContent> {
  const [
    identity,
    figures,
    home,
    sections,
    about,
    services,
    gallery,
    worksites,
    communes,
    regions,
    zoneMap,
    projectTypes,
    legal,
    ui,
    reviews,
    reviewSettings,
    budget,
    aid,
    storm,
  ] = await Promise.all([
    single('identity'),
    single('figures'),
    single('home'),
    single('sections'),
    single('about'),
    getCollection('services'),
    single('gallery'),
    getCollection('worksites'),
    single('communes'),
    single('regions'),
    single('zoneMap'),
    single('projectTypes'),
    getCollection('legal'),
    single('ui'),
    getCollection('reviews'),
    single('reviewSettings'),
    single('budget'),
    single('aid'),
    single('storm'),
  ]);
  return assembleContent(
    {
      identity: identity.data,
      figures: figures.data,
      home: home.data,
      sections: sections.data.sections,
      about: markdown(about),
      services: services.map((entry) => markdown(entry)),
      gallery: gallery.data.categories,
      worksites: worksites.map((entry) => markdown(entry)),
      communes: communes.data.communes,
      regions: regions.data.regions,
      zoneMap: zoneMap.data,
      projectTypes: projectTypes.data,
      legal: legal.map((entry) => markdown(entry)),
      ui: ui.data,
      reviews: reviews.map((entry) => plainText(entry)),
      reviewSettings: reviewSettings.data,
      budget: budget.data,
      aid: aid.data,
      storm: markdown(storm),
    },
    { exampleReviewIds: readExampleContent().reviews.map((review) => review.id), today: buildDay(process.env) },
  );
}
