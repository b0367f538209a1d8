import { slotSizes, type SlotKind } from '../../schemas/image-slots';

/**
 * Every picture of the site has a slot, named after where it is shown: `hero`, `apropos`,
 * `services/{slug}`, `galerie/{tab}-{n}` (the n-th picture of a gallery tab), `realisations/{slug}-{n}`
 * (the n-th photo of a worksite) and `realisations/{slug}-{n}-avant` (its « before » photo). The name says which
 * picture a photo problem is about; the picture's illustration, if it has one, is named by the
 * content (a gallery picture keeps its illustration wherever the owner moves it).
 */
export type ImageSlot = 'hero' | 'apropos' | `services/${string}` | `galerie/${string}` | `realisations/${string}`;

export function serviceSlot(slug: string): ImageSlot {
  return `services/${slug}`;
}

/** The `index`-th picture (from 0) of the gallery tab `tab`. */
export function gallerySlot(tab: string, index: number): ImageSlot {
  return `galerie/${tab}-${index + 1}`;
}

/** The `index`-th photo (from 0) of the worksite `slug`, or the view before the works that it pairs with. */
export function worksiteSlot(slug: string, index: number, before = false): ImageSlot {
  return `realisations/${slug}-${index + 1}${before ? '-avant' : ''}`;
}

export function slotKind(slot: ImageSlot): SlotKind {
  if (slot === 'hero' || slot === 'apropos') return slot;
  if (slot.startsWith('realisations/')) return 'worksite';
  return slot.startsWith('services/') ? 'service' : 'gallery';
}

/** Size of each slot's picture (an illustration is drawn at it; a photo is cropped to its proportions). */
export function slotSize(slot: ImageSlot): { width: number; height: number } {
  return slotSizes[slotKind(slot)];
}

/** A picture ready to render: what `<picture>` needs, whatever its origin (artwork or photo). */
export interface ResolvedImage {
  src: string;
  width: number;
  height: number;
  /** Extra `<source>` elements, best format first (AVIF, WebP), for photos. */
  sources: { type: string; srcSet: string }[];
  srcSet?: string;
  /** What the picture is: a shipped illustration (a drawing), or the owner's photo. Its words follow it. */
  kind: 'illustration' | 'photo';
  /** Text alternative of what is shown: the illustration's, or the owner's for a photo. */
  alt: string;
  /** Caption of what is shown (gallery pictures only). */
  caption?: string | undefined;
}

/** Every picture of the site, by slot. */
export type ResolvedImages = ReadonlyMap<ImageSlot, ResolvedImage>;

/** The picture of `slot`; a slot the content does not describe is a bug of the page, named. */
export function pictureOf(images: ResolvedImages, slot: ImageSlot): ResolvedImage {
  const image = images.get(slot);
  if (!image) throw new Error(`Aucune image pour l’emplacement « ${slot} »`);
  return image;
}

/** The files of a picture, without its texts. */
export type PictureFiles = Omit<ResolvedImage, 'alt' | 'caption' | 'kind'>;

/** What the content says about one slot: the illustration's texts and, if any, the owner's photo. */
export interface SlotContent {
  alt?: string | undefined;
  caption?: string | undefined;
  photo?: { file: string; alt: string; caption?: string | undefined } | undefined;
}

/** One picture of the site: its slot, its illustration (`src/assets/artwork/{artwork}.svg`) if any, its texts. */
export interface PictureSlot {
  slot: ImageSlot;
  artwork: string | undefined;
  content: SlotContent;
}

/** Where the content describes the site's pictures. */
export interface PicturesContent {
  home: { hero: { image: SlotContent }; about: { image: SlotContent } };
  services: readonly { slug: string; image: SlotContent & { artwork?: string | undefined } }[];
  gallery: readonly { id: string; images: readonly (SlotContent & { artwork?: string | undefined })[] }[];
  /** The published worksites only: a draft's photos are never imported, so never copied to the site. */
  worksites: readonly { slug: string; photos: readonly WorksitePhotoContent[] }[];
}

/** A worksite picture as the content gives it: the owner's photo (`file`) or an example's illustration. */
interface WorksitePhotoContent {
  artwork?: string | undefined;
  file?: string | undefined;
  alt: string;
  caption: string;
  before?: { artwork?: string | undefined; file?: string | undefined; alt: string } | undefined;
}

/** Where a worksite's illustrations are: a view of the finished work is a gallery's, a view of before has its own folder. */
export function worksiteArtworkPath(artwork: string | undefined, before = false): string | undefined {
  return artwork ? `${before ? 'avant' : 'galerie'}/${artwork}` : undefined;
}

function worksitePictureSlots(slug: string, photos: readonly WorksitePhotoContent[]): PictureSlot[] {
  const slotOf = (
    slot: ImageSlot,
    picture: Omit<WorksitePhotoContent, 'before' | 'caption'>,
    caption: string,
    before = false,
  ) => ({
    slot,
    artwork: worksiteArtworkPath(picture.artwork, before),
    content: {
      alt: picture.alt,
      caption,
      photo: picture.file ? { file: picture.file, alt: picture.alt, caption } : undefined,
    },
  });
  return photos.flatMap((photo, index) => [
    slotOf(worksiteSlot(slug, index), photo, photo.caption),
    ...(photo.before ? [slotOf(worksiteSlot(slug, index, true), photo.before, photo.caption, true)] : []),
  ]);
}

/** Every picture the content describes, in page order. */
export function pictureSlots(content: PicturesContent): PictureSlot[] {
  const under = (folder: string, artwork: string | undefined) => (artwork ? `${folder}/${artwork}` : undefined);
  return [
    { slot: 'hero', artwork: 'hero', content: content.home.hero.image },
    { slot: 'apropos', artwork: 'apropos', content: content.home.about.image },
    ...content.services.map(({ slug, image }): PictureSlot => ({
      slot: serviceSlot(slug),
      artwork: under('services', image.artwork),
      content: image,
    })),
    ...content.gallery.flatMap((tab) =>
      tab.images.map((image, index): PictureSlot => ({
        slot: gallerySlot(tab.id, index),
        artwork: under('galerie', image.artwork),
        content: image,
      })),
    ),
    ...content.worksites.flatMap((worksite) => worksitePictureSlots(worksite.slug, worksite.photos)),
  ];
}
