import type { PictureFiles } from './image-slots';

/** One picture of the lightbox, in the shape yet-another-react-lightbox expects. */
export interface LightboxSlide {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Shown under the picture (the Captions plugin). */
  description: string;
  srcSet?: { src: string; width: number; height: number }[];
}

/**
 * Turns a gallery picture and its caption into a lightbox slide. A responsive photo's
 * `srcSet` ("a.jpg 400w, b.jpg 800w") becomes the list of sizes the lightbox picks from.
 */
export function lightboxSlide(
  image: Pick<PictureFiles, 'src' | 'width' | 'height' | 'srcSet'>,
  caption: string,
  alt: string,
): LightboxSlide {
  const slide: LightboxSlide = {
    src: image.src,
    width: image.width,
    height: image.height,
    alt,
    description: caption,
  };
  const candidates = (image.srcSet ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([src, descriptor]) => {
      const width = Number(descriptor?.match(/^(\d+)w$/)?.[1]);
      return src && width > 0 ? [{ src, width, height: Math.round((width * image.height) / image.width) }] : [];
    });
  if (candidates.length > 0) slide.srcSet = candidates;
  return slide;
}

/**
 * The slides of a gallery panel, read from its HTML: each `a[data-lightbox-trigger]` links to the
 * picture's file and holds its <img> (size, text alternative, responsive sources); the figure's
 * caption is shown under it, after the link's `data-lightbox-label` if it has one.
 */
export function slidesOfPanel(panel: ParentNode): LightboxSlide[] {
  return Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-trigger]')).flatMap((link) => {
    const img = link.querySelector('img');
    if (!img) return [];
    const figureCaption = link.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
    // A picture of a pair (« Avant », « Après ») says which one it is before the pair's caption.
    const label = link.dataset['lightboxLabel'];
    const caption = label ? `${label} — ${figureCaption}` : figureCaption;
    const srcSet = img.getAttribute('srcset');
    const files = {
      src: link.getAttribute('href') ?? img.src,
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      ...(srcSet ? { srcSet } : {}),
    };
    return [lightboxSlide(files, caption, img.alt)];
  });
}
