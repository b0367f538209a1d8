import { galleryCategoryIds, type GalleryCategoryId } from '../schemas/gallery';
import { slotSizes } from '../schemas/image-slots';
import { serviceSlugs, type ServiceSlug } from '../schemas/services';

/**
 * Every picture of the site has a named slot. The slot name is also the file name of the
 * illustration shipped in `src/assets/artwork/`.
 */
export type ImageSlot =
  'hero' | 'apropos' | `services/${ServiceSlug}` | `galerie/${GalleryCategoryId}-${1 | 2 | 3 | 4}`;

export const galleryImageNumbers = [1, 2, 3, 4] as const;

export const imageSlots: readonly ImageSlot[] = [
  'hero',
  'apropos',
  ...serviceSlugs.map((slug) => `services/${slug}` as const),
  ...galleryCategoryIds.flatMap((id) => galleryImageNumbers.map((n) => `galerie/${id}-${n}` as const)),
];

/** Intrinsic size of each slot's artwork (and the proportions a photo is cropped to). */
export function slotSize(slot: ImageSlot): { width: number; height: number } {
  if (slot === 'hero') return slotSizes.hero;
  if (slot === 'apropos') return slotSizes.apropos;
  return slot.startsWith('services/') ? slotSizes.service : slotSizes.gallery;
}

/** A picture ready to render: what `<picture>` needs, whatever its origin (artwork or photo). */
export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
  /** Extra `<source>` elements, best format first (AVIF, WebP), for photos. */
  sources: { type: string; srcSet: string }[];
  srcSet?: string;
  /** Text alternative of what is shown: the illustration's, or the owner's for a photo. */
  alt: string;
  /** Caption of what is shown (gallery pictures only). */
  caption?: string | undefined;
}

export type ResolvedImages = Record<ImageSlot, ResolvedImage>;

/** The files of a picture, without its texts. */
export type PictureFiles = Omit<ResolvedImage, 'alt' | 'caption'>;

/** What the content says about one slot: the illustration's texts and, if any, the owner's photo. */
export interface SlotContent {
  alt: string;
  caption?: string | undefined;
  photo?: { file: string; alt: string; caption?: string | undefined } | undefined;
}

/** Where the content describes the site's pictures. */
export interface PicturesContent {
  home: { hero: { image: SlotContent }; about: { image: SlotContent } };
  services: readonly { slug: ServiceSlug; image: SlotContent }[];
  gallery: readonly { id: GalleryCategoryId; images: readonly SlotContent[] }[];
}

/** What the content says about each slot. */
export function slotContents(content: PicturesContent): Record<ImageSlot, SlotContent> {
  const entries: [ImageSlot, SlotContent][] = [
    ['hero', content.home.hero.image],
    ['apropos', content.home.about.image],
    ...content.services.map((service): [ImageSlot, SlotContent] => [`services/${service.slug}`, service.image]),
    ...content.gallery.flatMap((category) =>
      category.images.map((image, index): [ImageSlot, SlotContent] => [
        `galerie/${category.id}-${galleryImageNumbers[index] ?? 1}`,
        image,
      ]),
    ),
  ];
  const slots = Object.fromEntries(entries) as Partial<Record<ImageSlot, SlotContent>>;
  const missing = imageSlots.filter((slot) => !slots[slot]);
  if (missing.length > 0) throw new Error(`Aucun texte pour les emplacements d’image : ${missing.join(', ')}`);
  return slots as Record<ImageSlot, SlotContent>;
}
