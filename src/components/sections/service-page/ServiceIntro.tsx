import type { ReactNode } from 'react';
import type { ResolvedImage } from '../../../lib/media/image-slots';
import { SlotPicture } from '../../ui/SlotPicture';

/** Introduction paragraphs (the service's Markdown text, rendered by the page) beside its picture. */
export function ServiceIntro({ image, children }: { image: ResolvedImage; children: ReactNode }) {
  return (
    // Not a landmark: a region named after the service would repeat the hero's (landmark-unique).
    <div className="container-page grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2">
      <div className="space-y-5 text-lg leading-relaxed text-ink-800">{children}</div>
      <SlotPicture
        image={image}
        alt={image.alt}
        sizes="(min-width: 1024px) 600px, 100vw"
        className="block aspect-[4/3] overflow-hidden rounded-3xl bg-paper-200 shadow-lift"
      />
    </div>
  );
}
