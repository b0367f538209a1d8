import { galleryCategoryIds, serviceSlugs, type GalleryCategoryId, type ServiceSlug } from '../content/schemas';

/**
 * Every picture of the site has a named slot. The slot name is also the file name the
 * owner uses for a photo, and the artwork file shipped in `src/assets/artwork/`.
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

/** Intrinsic size of each slot's artwork (and the aspect ratio a photo is cropped to). */
export function slotSize(slot: ImageSlot): { width: number; height: number } {
  if (slot === 'hero') return { width: 1600, height: 1000 };
  if (slot === 'apropos') return { width: 800, height: 1000 };
  return { width: 800, height: 600 };
}

/** A picture ready to render: what `<picture>` needs, whatever its origin (artwork or photo). */
export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
  /** Extra `<source>` elements, best format first (AVIF, WebP), for photos. */
  sources: { type: string; srcSet: string }[];
  srcSet?: string;
}

export type ResolvedImages = Record<ImageSlot, ResolvedImage>;
