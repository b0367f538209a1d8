/**
 * The site's validated content. Pages and sections import from here, never from the
 * data modules directly, so nothing reaches a page without passing its schema.
 * Validation runs when the build loads this module: a bad entry fails `npm run build`.
 */
import { assertIds, validateEntries, validateEntry } from '../lib/validate-content';
import { communesData } from './communes';
import { galleryData } from './gallery';
import { aboutData, claimsData, heroData, promisesData, whyChooseData } from './home';
import { projectTypesData } from './project-types';
import { regionsData } from './regions';
import {
  aboutSchema,
  claimSchema,
  communeSchema,
  galleryCategoryIds,
  galleryCategorySchema,
  heroSchema,
  projectTypeSchema,
  promiseSchema,
  regionSchema,
  sectionIds,
  sectionMetaSchema,
  serviceSchema,
  serviceSlugs,
  whyChooseSchema,
  type SectionId,
  type SectionMeta,
  type ServiceSlug,
  type Service,
} from './schemas';
import { sectionsData } from './sections';
import { servicesData } from './services';

export * from './schemas';
export { businessConstants, MESSAGE_ROWS, SCROLL_OFFSET_PX } from './constants';

export const services = validateEntries('services', serviceSchema, servicesData);
assertIds(
  'services',
  services.map((s) => s.slug),
  serviceSlugs,
);

export const galleryCategories = validateEntries('galerie', galleryCategorySchema, galleryData);
assertIds(
  'galerie',
  galleryCategories.map((c) => c.id),
  galleryCategoryIds,
);

export const regions = validateEntries('régions', regionSchema, regionsData);
if (regions.length !== 5)
  throw new Error(`Contenu invalide dans « régions » : 5 régions attendues, ${regions.length} reçues`);

export const communes = validateEntries('communes', communeSchema, communesData);
if (communes.length !== 6)
  throw new Error(`Contenu invalide dans « communes » : 6 communes attendues, ${communes.length} reçues`);

export const sections = validateEntries('sections', sectionMetaSchema, sectionsData);
assertIds(
  'sections',
  sections.map((s) => s.id),
  sectionIds,
);

export const projectTypes = validateEntries('types de projet', projectTypeSchema, projectTypesData);
export const hero = validateEntry('accueil', heroSchema, heroData);
export const about = validateEntry('à propos', aboutSchema, aboutData);
export const claims = validateEntries('chiffres clés', claimSchema, claimsData);
export const promises = validateEntries('engagements', promiseSchema, promisesData);
export const whyChoose = validateEntries('pourquoi nous choisir', whyChooseSchema, whyChooseData);
assertIds(
  'pourquoi nous choisir',
  whyChoose.map((w) => w.title),
  ['Proximité', 'Réactivité', 'Disponibilité', 'Garantie'],
);

export function getService(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Service inconnu : ${slug}`);
  return service;
}

export function getSectionMeta(id: SectionId): SectionMeta {
  const meta = sections.find((s) => s.id === id);
  if (!meta) throw new Error(`Section inconnue : ${id}`);
  return meta;
}
