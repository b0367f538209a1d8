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
export function lightboxSlide(image: PictureFiles, caption: string, alt: string): LightboxSlide {
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
