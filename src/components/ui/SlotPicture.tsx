import type { PictureFiles } from '../../lib/media/image-slots';
import { cn } from './cn';

interface SlotPictureProps {
  /** What the picture is made of (its texts are given apart: `alt`). */
  image: PictureFiles;
  alt: string;
  /** Layout width hint for responsive photos, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** The largest picture above the fold loads first; everything else waits for the scroll. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/** Renders an image slot with explicit dimensions (no layout shift) and modern formats when available. */
export function SlotPicture({ image, alt, sizes, priority = false, className, imgClassName }: SlotPictureProps) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('h-full w-full object-cover', imgClassName)}
      />
    </picture>
  );
}
