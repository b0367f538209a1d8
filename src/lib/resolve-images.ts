import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { imageSlots, slotSize, type ImageSlot, type ResolvedImage, type ResolvedImages } from './image-slots';
import { croppedSize, minimumSize, photoWidths } from './photos-rules';

/** Artwork URLs, fingerprinted by the build (`/_astro/charpente.Ab12.svg`). */
const artwork = import.meta.glob<string>('../assets/artwork/**/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * The owner's photos (`photos/` or `$PHOTOS_DIR`, aliased by the `photos` integration, which
 * has already checked them). Keys end with the slot: `…/services/charpente.jpg`.
 */
const photoFiles = import.meta.glob<ImageMetadata>('@photos/**/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}', {
  eager: true,
  import: 'default',
});

function artworkUrl(slot: ImageSlot): string {
  const url = artwork[`../assets/artwork/${slot}.svg`];
  if (!url) throw new Error(`Illustration manquante pour l’emplacement « ${slot} » : src/assets/artwork/${slot}.svg`);
  return url;
}

function photoFor(slot: ImageSlot): { path: string; image: ImageMetadata } | undefined {
  const suffix = new RegExp(`(^|/)${slot.replace('/', '\\/')}\\.[a-z]+$`, 'i');
  const path = Object.keys(photoFiles).find((key) => suffix.test(key));
  return path ? { path, image: photoFiles[path]! } : undefined;
}

/**
 * Size of a photo, read without marking the original file as used: Astro then leaves the
 * original (full size, with its camera metadata, GPS position included) out of dist/ and
 * ships only the resized copies. Reading a property of the imported image itself would mark
 * it; Astro's own `getImage` reads the same hidden `clone` (tests/e2e-photos checks dist/).
 */
function dimensionsOf(image: ImageMetadata): { width: number; height: number } {
  const plain = (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
  return { width: plain.width, height: plain.height };
}

/** AVIF and WebP at every useful width, plus a JPEG at the slot's size for old browsers. */
async function resolvePhoto(slot: ImageSlot, path: string, image: ImageMetadata): Promise<ResolvedImage> {
  const size = slotSize(slot);
  const { width, height } = dimensionsOf(image);
  const min = minimumSize(slot);
  if (width < min.width || height < min.height) {
    // Normally caught before the build by the `photos` integration; kept for `astro dev`.
    throw new Error(`${path} : photo trop petite pour « ${slot} » (au moins ${min.width} × ${min.height} px).`);
  }
  const widths = photoWidths(slot, croppedSize(slot, width, height).width);
  const common = { src: image, ...size, fit: 'cover', position: 'center' } as const;
  const sources = await Promise.all(
    (['avif', 'webp'] as const).map(async (format) => {
      const result = await getImage({ ...common, widths, format });
      return { type: `image/${format}`, srcSet: result.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ ...common, format: 'jpg', background: '#ffffff' });
  return { src: fallback.src, ...size, sources };
}

async function resolveAll(): Promise<ResolvedImages> {
  const resolved: Partial<ResolvedImages> = {};
  for (const slot of imageSlots) {
    const photo = photoFor(slot);
    resolved[slot] = photo
      ? await resolvePhoto(slot, photo.path, photo.image)
      : { src: artworkUrl(slot), ...slotSize(slot), sources: [] };
  }
  return resolved as ResolvedImages;
}

let resolving: Promise<ResolvedImages> | undefined;

/** Resolves every image slot of the site, once per build: the owner's photo if there is one, else the artwork. */
export function resolveImages(): Promise<ResolvedImages> {
  resolving ??= resolveAll();
  return resolving;
}
