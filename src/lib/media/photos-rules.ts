/** What a photo must be for each image slot, and what the build makes of it (pure, no I/O). */
import { slotKind, slotSize, type ImageSlot } from './image-slots';
import { NBSP } from '../../schemas/characters';

/**
 * Smallest photo accepted for a slot: the slot's own size (1600 × 1000 px for the hero,
 * 800 × 1000 for « à propos », 800 × 600 for services and gallery). A photo is cropped
 * to the slot's proportions, so it must reach both dimensions.
 */
export function minimumSize(slot: ImageSlot): { width: number; height: number } {
  return slotSize(slot);
}

/**
 * Widths generated for each slot (`srcset`), from phones to 2× screens; none above the photo.
 * Worksite photos skip 600 px: each width is build time for 1,800 photos on every clean build
 * (docs/developpeurs/photos-construction.md); a 1.5× screen takes the 800.
 */
export function photoWidths(slot: ImageSlot, croppedWidth: number): number[] {
  const candidates =
    slot === 'hero'
      ? [640, 960, 1280, 1600, 1920, 2560]
      : slot === 'apropos'
        ? [400, 600, 800, 1000, 1200]
        : slotKind(slot) === 'worksite'
          ? [400, 800, 1200]
          : [400, 600, 800, 1200];
  return candidates.filter((w) => w <= croppedWidth);
}

/**
 * Formats generated for each slot, best first. Worksite photos are AVIF only (every browser of
 * the last three years reads it; older ones take the JPEG): a worksite a week for six years is
 * 1,800 photos, and WebP would add two thirds to the build time of each.
 */
export function photoFormats(slot: ImageSlot): readonly ('avif' | 'webp')[] {
  return slotKind(slot) === 'worksite' ? ['avif'] : ['avif', 'webp'];
}

/** Size of the largest crop of a `width` × `height` photo to the slot's proportions. */
export function croppedSize(slot: ImageSlot, width: number, height: number): { width: number; height: number } {
  const target = slotSize(slot);
  const ratio = target.width / target.height;
  return width / height > ratio
    ? { width: Math.round(height * ratio), height }
    : { width, height: Math.round(width / ratio) };
}

/** « 16:10 », « 4:5 », « 4:3 » */
export function ratioLabel(slot: ImageSlot): string {
  return ratioOf(slotSize(slot));
}

function ratioOf({ width, height }: { width: number; height: number }): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  return `${width / d}:${height / d}`;
}

const px = (w: number, h: number) => `${w}${NBSP}×${NBSP}${h}${NBSP}px`;

/** Whether a `width` × `height` photo reaches a slot's `minimum` size in both dimensions. */
export function isBigEnough(minimum: { width: number; height: number }, width: number, height: number): boolean {
  return width >= minimum.width && height >= minimum.height;
}

/** What the admin says under a photo too small for its slot (`minimum`), or null. */
export function photoSizeProblem(
  minimum: { width: number; height: number },
  width: number,
  height: number,
): string | null {
  if (isBigEnough(minimum, width, height)) return null;
  return (
    `Photo trop petite (${px(width, height)})${NBSP}: il faut au moins ${px(minimum.width, minimum.height)}, ` +
    `car elle est recadrée au format ${ratioOf(minimum)}. Choisissez une photo plus grande.`
  );
}

/** The owner's photo `display` is too small for its slot: what is wrong and what is expected, or null. */
export function tooSmallProblem(slot: ImageSlot, display: string, width: number, height: number): string | null {
  const min = minimumSize(slot);
  if (isBigEnough(min, width, height)) return null;
  return (
    `${display}${NBSP}: photo trop petite (${px(width, height)}) pour l’emplacement « ${slot} ». ` +
    `Il faut au moins ${px(min.width, min.height)} (la photo est recadrée au format ${ratioLabel(slot)}).`
  );
}

/** The owner's photo `display` cannot be read. */
export function unreadableProblem(slot: ImageSlot, display: string): string {
  const min = minimumSize(slot);
  return (
    `${display}${NBSP}: fichier illisible ou introuvable. Enregistrez la photo en JPEG, PNG, WebP ou AVIF ` +
    `(au moins ${px(min.width, min.height)}) dans le dossier photos/ et relancez la construction.`
  );
}

/** What the admin says under a photo it cannot read (a damaged file, or not an image). */
export function unreadablePhotoMessage(minimum: { width: number; height: number }): string {
  return (
    `Photo illisible${NBSP}: enregistrez-la en JPEG, PNG, WebP ou AVIF (au moins ${px(minimum.width, minimum.height)}) ` +
    `et choisissez-la de nouveau.`
  );
}

/** Longest side of a photo as the admin stores it, and the short side it never reduces below. */
export const WORKING_SIZE = { longSide: 2560, shortSide: 1600 } as const;

/**
 * The size a photo is reduced to when the admin saves it: big enough for every slot and every
 * width the build makes (2560 px for the hero), small enough to keep the repository light and
 * the build fast. A photo is never enlarged (a small one stays small, and the build says so);
 * a panorama keeps a short side of 1600 px, so that it can still be cropped for any slot.
 */
export function workingSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(
    1,
    Math.max(WORKING_SIZE.longSide / Math.max(width, height), WORKING_SIZE.shortSide / Math.min(width, height)),
  );
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
