/**
 * Schemas of every piece of fixed content. The data modules beside this file are
 * validated against them when the site is built (see `./index.ts`), so a typo, a
 * missing caption or a fifth feature fails the build with a message naming the entry.
 */
import { z } from 'astro/zod';
import { sectionIds } from './section-ids';

/** URL slugs of the service pages; also the id of each service entry. */
export const serviceSlugs = [
  'charpente',
  'couverture-ardoise',
  'couverture-tuile',
  'couverture-zinc',
  'isolation',
  'bardage',
  'maison-ossature-bois',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Gallery tabs, in display order; the first one is selected by default. */
export const galleryCategoryIds = ['ardoise', 'tuile', 'zinc', 'charpente', 'bardage', 'ossature'] as const;
export type GalleryCategoryId = (typeof galleryCategoryIds)[number];

export { sectionIds, type SectionId } from './section-ids';

/** Icons the design knows how to draw (see `components/ui/Icon.tsx`). */
export const iconNames = [
  'shield',
  'clock',
  'leaf',
  'ruler',
  'hammer',
  'home',
  'thermometer',
  'droplet',
  'sun',
  'wind',
  'euro',
  'sparkles',
  'map-pin',
  'phone',
  'mail',
  'calendar',
  'check',
  'award',
  'users',
  'layers',
] as const;
export type IconName = (typeof iconNames)[number];

const text = z.string().trim().min(1, 'texte vide');
const sentence = z.string().trim().min(20, 'texte trop court (20 caractères au moins)');
/** Latitude/longitude in decimal degrees, four decimals or more (used by the map and JSON-LD). */
const coordinates = z.object({
  lat: z.number().min(49).max(51.6),
  lon: z.number().min(2.5).max(6.5),
});

export const serviceSchema = z.object({
  slug: z.enum(serviceSlugs),
  /** Card and page title, e.g. « Couverture Ardoise ». */
  title: text,
  /** Two or three sentences shown on the home-page card. */
  description: sentence,
  /** Alternative text of the service's picture (artwork or the owner's photo). */
  imageAlt: sentence,
  /** The four feature lines of the home-page card. */
  features: z.array(text).length(4, '4 lignes attendues'),
  /** One line under the title in the service page's hero. */
  tagline: sentence,
  /** Introduction paragraphs beside the picture on the service page. */
  intro: z.array(sentence).min(2, '2 paragraphes au moins').max(3),
  benefits: z
    .array(z.object({ icon: z.enum(iconNames), title: text, text: sentence }))
    .length(4, '4 avantages attendus'),
  offerings: z
    .array(z.object({ title: text, text: sentence, bullets: z.array(text).length(3, '3 puces attendues') }))
    .length(2, '2 offres attendues'),
  /** `<title>`, meta description and keywords of the service page. */
  meta: z.object({
    title: text.max(70, '70 caractères au plus'),
    description: z.string().trim().min(70).max(170, '170 caractères au plus'),
    keywords: z.array(text).min(3),
  }),
});
export type Service = z.infer<typeof serviceSchema>;

export const galleryCategorySchema = z.object({
  id: z.enum(galleryCategoryIds),
  label: text,
  description: sentence,
  /** Four pictures; `caption` is shown under the picture and is its alternative text. */
  images: z.array(z.object({ caption: sentence })).length(4, '4 images attendues'),
});
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const regionSchema = z.object({
  name: text,
  description: sentence,
  highlights: z.array(text).min(3).max(6),
  /** Where the region's main town lies (map label). */
  location: coordinates,
});
export type Region = z.infer<typeof regionSchema>;

export const communeSchema = z.object({
  name: text,
  distanceKm: z.number().positive().max(20, 'une commune d’intervention rapide est à 20 km au plus'),
  description: sentence,
  specificites: z.array(text).length(3, '3 spécificités attendues'),
  location: coordinates,
});
export type Commune = z.infer<typeof communeSchema>;

export const sectionMetaSchema = z.object({
  id: z.enum(sectionIds),
  /** Visible heading of the section. */
  heading: text,
  /** Short line above the heading (eyebrow). */
  eyebrow: text,
  /** Paragraph under the heading. */
  intro: sentence,
  /** Document title while this section crosses the middle of the viewport. */
  title: text.max(70, '70 caractères au plus'),
  description: z.string().trim().min(70).max(170, '170 caractères au plus'),
  keywords: z.array(text).min(3),
});
export type SectionMeta = z.infer<typeof sectionMetaSchema>;

export const claimSchema = z.object({ value: text, label: text });
export type Claim = z.infer<typeof claimSchema>;

export const promiseSchema = z.object({ icon: z.enum(iconNames), title: text, text: text });
export type Promise_ = z.infer<typeof promiseSchema>;

export const projectTypeSchema = z.object({ value: z.string().regex(/^[a-z-]+$/), label: text });
export type ProjectType = z.infer<typeof projectTypeSchema>;

export const whyChooseSchema = z.object({ icon: z.enum(iconNames), title: text, text: sentence });
export type WhyChoose = z.infer<typeof whyChooseSchema>;

export const aboutSchema = z.object({
  paragraphs: z.array(sentence).min(2).max(4),
  values: z.array(z.object({ icon: z.enum(iconNames), title: text, text: sentence })).length(3),
  imageAlt: sentence,
});
export type About = z.infer<typeof aboutSchema>;

export const heroSchema = z.object({
  /** Main heading (h1) of the home page. */
  title: text,
  lead: sentence,
  imageAlt: sentence,
  /** Button labels quoted by the specification. */
  quoteButton: z.literal('Demander un Devis Gratuit'),
  servicesButton: z.literal('Découvrir nos Services'),
});
export type Hero = z.infer<typeof heroSchema>;
