import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { slidesOfPanel, type LightboxSlide } from '../../lib/media/lightbox';
import type { UiText } from '../../schemas/ui';

const loadLightbox = () => import('./GalleryLightbox');
const GalleryLightbox = lazy(loadLightbox);

export interface PhotoLightboxProps {
  text: Pick<UiText['gallery'], 'lightbox' | 'imageLoading' | 'imageError'>;
  /** Static HTML: figures whose links (`a[data-lightbox-trigger]`) lead to each picture's file. */
  children?: ReactNode;
}

const triggerOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-lightbox-trigger]') : null;

/**
 * The site's lightbox over a list of pictures (a worksite's photos): each picture is a link to its
 * file until the island is ready, then opens the lightbox on all the pictures of the list, read
 * from the HTML; focus comes back to the picture on close.
 */
export function PhotoLightbox({ text, children }: PhotoLightboxProps) {
  const [viewer, setViewer] = useState<{ slides: LightboxSlide[]; index: number; open: boolean } | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const openViewer = (event: MouseEvent<HTMLElement>) => {
    const trigger = triggerOf(event.target);
    if (!trigger || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = trigger;
    const links = Array.from(event.currentTarget.querySelectorAll('a[data-lightbox-trigger]'));
    setViewer({ slides: slidesOfPanel(event.currentTarget), index: links.indexOf(trigger), open: true });
  };

  const prefetch = (target: EventTarget | null) => {
    if (triggerOf(target)) void loadLightbox();
  };

  const closeViewer = () => {
    setViewer((current) => current && { ...current, open: false });
    opener.current?.focus();
  };

  return (
    <>
      <div
        onClick={openViewer}
        onPointerOver={(event) => prefetch(event.target)}
        onFocus={(event) => prefetch(event.target)}
      >
        {children}
      </div>
      {viewer && (
        <Suspense fallback={null}>
          <GalleryLightbox
            open={viewer.open}
            index={viewer.index}
            slides={viewer.slides}
            onClose={closeViewer}
            labels={text.lightbox}
            status={text}
          />
        </Suspense>
      )}
    </>
  );
}
