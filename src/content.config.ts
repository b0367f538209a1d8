/**
 * The site's content collections: every file of `src/content/`, validated by its schema when the
 * site is built (`src/schemas/`). A file that breaks a rule stops `npm run build` with a message
 * naming the file, the entry and the field.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { CONTENT_DIR, contentSources, type SingleDocument } from './schemas/collections';

/** A collection of one file: its one entry is named after the file (`identity`, `gallery`…). */
function document<Schema extends SingleDocument['schema']>(source: { file: string; schema: Schema }) {
  return defineCollection({ loader: glob({ pattern: source.file, base: CONTENT_DIR }), schema: source.schema });
}

const { services, reviews, worksites, legal } = contentSources;

export const collections = {
  identity: document(contentSources.identity),
  figures: document(contentSources.figures),
  home: document(contentSources.home),
  sections: document(contentSources.sections),
  about: document(contentSources.about),
  services: defineCollection({
    loader: glob({ pattern: '*.md', base: `${CONTENT_DIR}/${services.folder}` }),
    schema: services.schema,
  }),
  reviews: defineCollection({
    loader: glob({ pattern: '*.md', base: `${CONTENT_DIR}/${reviews.folder}` }),
    schema: reviews.schema,
  }),
  reviewSettings: document(contentSources.reviewSettings),
  gallery: document(contentSources.gallery),
  worksites: defineCollection({
    loader: glob({ pattern: '*.md', base: `${CONTENT_DIR}/${worksites.folder}` }),
    schema: worksites.schema,
  }),
  communes: document(contentSources.communes),
  regions: document(contentSources.regions),
  zoneMap: document(contentSources.zoneMap),
  projectTypes: document(contentSources.projectTypes),
  legal: defineCollection({
    loader: glob({ pattern: '*.md', base: `${CONTENT_DIR}/${legal.folder}` }),
    schema: legal.schema,
  }),
  storm: document(contentSources.storm),
  ui: document(contentSources.ui),
  budget: document(contentSources.budget),
  aid: document(contentSources.aid),
};
