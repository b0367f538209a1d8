import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import type { ResolvedImage } from '../../lib/image-slots';
import type { GalleryCategoryId } from '../../schemas/gallery';
import type { UiText } from '../../schemas/ui';
import { lightboxSlide } from '../../lib/lightbox';
import { SlotPicture } from '../ui/SlotPicture';

/**
 * Width of a picture in the grid below: four columns of at most 300 px from 1024 px wide,
 * two columns (half the page, less its margins and the gap) below.
 */
const GALLERY_PICTURE_SIZES = '(min-width: 1024px) 300px, calc(50vw - 2rem)';

const loadLightbox = () => import('./GalleryLightbox');
const GalleryLightbox = lazy(loadLightbox);

/**
 * A picture as shown, with its caption: the illustration's, or the owner's photo's. Its text
 * alternative is sent only when it differs from the caption (the page's HTML is lighter).
 */
export type GalleryPicture = Omit<ResolvedImage, 'alt'> & { caption: string; alt?: string | undefined };

export interface GalleryTab {
  id: GalleryCategoryId;
  label: string;
  description: string;
  pictures: readonly GalleryPicture[];
}

export interface GalleryTabsProps {
  categories: readonly GalleryTab[];
  text: Pick<UiText['gallery'], 'tabsLabel' | 'lightbox' | 'imageLoading' | 'imageError'>;
}

/**
 * The gallery's six tabs (WAI-ARIA tabs pattern through Radix: arrows, Home/End, roles).
 * Every panel is rendered in the HTML (inactive ones hidden), so all captions exist
 * before hydration and for search engines; hidden lazy images are not downloaded.
 * Each picture is a link to its file (it works before hydration); once hydrated, it opens
 * the lightbox on the category's pictures instead, and focus comes back to it on close.
 */
export function GalleryTabs({ categories, text }: GalleryTabsProps) {
  const first = categories[0]?.id ?? 'ardoise';
  const [viewer, setViewer] = useState<{ category: GalleryCategoryId; index: number; open: boolean } | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const slidesOf = (id: GalleryCategoryId) => {
    const category = categories.find((c) => c.id === id);
    return (category?.pictures ?? []).map((picture) =>
      lightboxSlide(picture, picture.caption, picture.alt ?? picture.caption),
    );
  };

  const openViewer = (event: MouseEvent<HTMLAnchorElement>, category: GalleryCategoryId, index: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setViewer({ category, index, open: true });
  };

  const closeViewer = () => {
    setViewer((current) => current && { ...current, open: false });
    opener.current?.focus();
  };

  return (
    <>
      <Tabs.Root defaultValue={first} className="flex flex-col gap-8">
        <Tabs.List
          aria-label={text.tabsLabel}
          className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 md:mx-auto md:flex-wrap md:justify-center md:overflow-visible"
        >
          {categories.map((category) => (
            <Tabs.Trigger
              key={category.id}
              value={category.id}
              className="shrink-0 rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-800 ring-1 ring-ink-200 transition-colors hover:bg-white data-[state=active]:bg-ink-900 data-[state=active]:text-white data-[state=active]:ring-ink-900"
            >
              {category.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((category) => (
          <Tabs.Content
            key={category.id}
            value={category.id}
            forceMount
            className="data-[state=inactive]:hidden"
            data-category={category.id}
          >
            <p className="mx-auto mb-8 max-w-2xl text-center leading-relaxed text-ink-700">{category.description}</p>
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
              {category.pictures.map((image, index) => {
                return (
                  <li key={image.caption}>
                    <figure className="h-full overflow-hidden rounded-xl sm:rounded-2xl bg-white shadow-card ring-1 ring-ink-100">
                      <a
                        href={image.src}
                        onClick={(event) => openViewer(event, category.id, index)}
                        onPointerEnter={() => void loadLightbox()}
                        onFocus={() => void loadLightbox()}
                        className="group block overflow-hidden focus-visible:outline-offset-[-3px]"
                        data-lightbox-trigger
                      >
                        <SlotPicture
                          image={image}
                          alt={image.alt ?? image.caption}
                          sizes={GALLERY_PICTURE_SIZES}
                          className="block aspect-[4/3] bg-paper-200"
                          imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
                        />
                      </a>
                      <figcaption className="p-3 text-sm leading-snug text-ink-700 sm:p-4">{image.caption}</figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {viewer && (
        <Suspense fallback={null}>
          <GalleryLightbox
            open={viewer.open}
            index={viewer.index}
            slides={slidesOf(viewer.category)}
            onClose={closeViewer}
            labels={text.lightbox}
            status={text}
          />
        </Suspense>
      )}
    </>
  );
}
