/**
 * Every image slot of the site, resolved at build time from the content: the owner's photo when
 * the content names one (turned into AVIF and WebP srcsets plus a JPEG), else the slot's
 * illustration. Texts follow the picture: the photo's own alternative text and caption, or the
 * illustration's.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import citedPhotos from 'virtual:photos-citees';
import {
  pictureSlots,
  slotSize,
  type ImageSlot,
  type PictureSlot,
  type ResolvedImage,
  type ResolvedImages,
} from '../lib/media/image-slots';
import { croppedSize, photoFormats, photoWidths, tooSmallProblem, unreadableProblem } from '../lib/media/photos-rules';
import type { SiteContent } from './content';

/** Artwork URLs, fingerprinted by the build (`/_astro/charpente.Ab12.svg`). */
const artwork = import.meta.glob<string>('../assets/artwork/**/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The owner's photos the content names, keyed by the path the content uses (integrations/cited-photos.ts). */
const photoFiles: Readonly<Record<string, ImageMetadata>> = citedPhotos;

function artworkUrl(slot: ImageSlot, name: string | undefined): string {
  const url = name && artwork[`../assets/artwork/${name}.svg`];
  if (!url) throw new Error(`Illustration manquante pour l’emplacement « ${slot} » : src/assets/artwork/${name}.svg`);
  return url;
}

/**
 * Size of a photo, read without marking the original file as used: Astro then leaves the
 * original (full size, with its camera metadata, GPS position included) out of dist/ and
 * ships only the resized copies. Reading a property of the imported image itself would mark
 * it; Astro's own `getImage` reads the same hidden `clone`.
 */
function dimensionsOf(image: ImageMetadata): { width: number; height: number } {
  const plain = (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
  return { width: plain.width, height: plain.height };
}

/** AVIF (and WebP but for worksites) at every useful width, plus a JPEG at the slot's size for old browsers. */
async function resolvePhoto(slot: ImageSlot, file: string): Promise<Omit<ResolvedImage, 'alt' | 'caption' | 'kind'>> {
  const image = photoFiles[file];
  if (!image) throw new Error(unreadableProblem(slot, file.slice(1)));
  const size = slotSize(slot);
  const { width, height } = dimensionsOf(image);
  // Normally caught before the build by the `photos` integration; kept for `astro dev`.
  const tooSmall = tooSmallProblem(slot, file.slice(1), width, height);
  if (tooSmall) throw new Error(tooSmall);
  const widths = photoWidths(slot, croppedSize(slot, width, height).width);
  const common = { src: image, ...size, fit: 'cover', position: 'center' } as const;
  const sources = await Promise.all(
    photoFormats(slot).map(async (format) => {
      const result = await getImage({ ...common, widths, format });
      return { type: `image/${format}`, srcSet: result.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ ...common, format: 'jpg', background: '#ffffff' });
  return { src: fallback.src, ...size, sources };
}

async function resolveSlot({ slot, artwork: name, content }: PictureSlot): Promise<ResolvedImage> {
  if (content.photo) {
    const { alt, caption } = content.photo;
    return { ...(await resolvePhoto(slot, content.photo.file)), kind: 'photo', alt, caption };
  }
  // The schemas give every picture without a photo its illustration and the illustration's texts.
  return {
    src: artworkUrl(slot, name),
    ...slotSize(slot),
    sources: [],
    kind: 'illustration',
    alt: content.alt ?? '',
    caption: content.caption,
  };
}

/** The pictures of each assembled content: a build resolves them once for all its pages. */
const resolvedByContent = new WeakMap<SiteContent, Promise<ResolvedImages>>();

/**
 * Resolves every picture of the site: the owner's photo if the content names one, else its
 * illustration. Once per content, not once per page: with 300 worksites of six photos, every page
 * asking again for the 1,800 photos' files would cost the build minutes.
 */
export function resolveImages(content: SiteContent): Promise<ResolvedImages> {
  let resolved = resolvedByContent.get(content);
  if (!resolved) {
    resolved = resolveAll(content);
    resolvedByContent.set(content, resolved);
  }
  return resolved;
}

async function resolveAll(content: SiteContent): Promise<ResolvedImages> {
  const slots = pictureSlots(content);
  const resolved = await Promise.all(
    slots.map(async (picture): Promise<[ImageSlot, ResolvedImage]> => [picture.slot, await resolveSlot(picture)]),
  );
  return new Map(resolved);
}
