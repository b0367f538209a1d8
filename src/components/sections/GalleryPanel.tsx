import type { ResolvedImage } from '../../lib/media/image-slots';
import { SlotPicture } from '../ui/SlotPicture';
import { Card } from '../ui/Card';

/**
 * Width of a picture in the grid below: four columns of at most 300 px from 1024 px wide,
 * two columns (half the page, less its margins and the gap) below.
 */
const GALLERY_PICTURE_SIZES = '(min-width: 1024px) 300px, calc(50vw - 2rem)';

/** A picture as shown, with its caption: the illustration's, or the owner's photo's. */
export type GalleryPicture = ResolvedImage & { caption: string };

interface GalleryPanelProps {
  description: string;
  pictures: readonly GalleryPicture[];
}

/**
 * One category of the gallery: its description and its pictures, each a link to its file (which
 * works before and without JavaScript). Static HTML inside the tabs island: the island opens the
 * lightbox from these links, reading the pictures from the page rather than from its props.
 */
export function GalleryPanel({ description, pictures }: GalleryPanelProps) {
  return (
    <>
      <p className="mx-auto mb-8 max-w-2xl text-center leading-relaxed text-ink-700">{description}</p>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {pictures.map((image, index) => (
          <li key={index}>
            <Card as="figure" padding="none" radius="adaptive" className="h-full overflow-hidden">
              <a
                href={image.src}
                className="group block overflow-hidden focus-visible:outline-offset-[-3px]"
                data-lightbox-trigger={index}
              >
                <SlotPicture
                  image={image}
                  alt={image.alt}
                  sizes={GALLERY_PICTURE_SIZES}
                  className="block aspect-[4/3] bg-paper-200"
                  imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </a>
              <figcaption className="p-3 text-sm leading-snug text-ink-700 sm:p-4">{image.caption}</figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
