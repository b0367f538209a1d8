import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { slidesOfPanel, type LightboxSlide } from '../../lib/media/lightbox';
import type { UiText } from '../../schemas/ui';

const loadLightbox = () => import('./GalleryLightbox');
const GalleryLightbox = lazy(loadLightbox);

export interface GalleryTabsProps {
  tabs: readonly { id: string; label: string }[];
  text: Pick<UiText['gallery'], 'tabsLabel' | 'lightbox' | 'imageLoading' | 'imageError'>;
}

/**
 * The slot of each tab's panel (static HTML: components/sections/GalleryPanel.tsx), named after
 * its position: a name without hyphens reaches the island unchanged, and never meets a prop's.
 */
export function panelSlot(index: number): `panel${number}` {
  return `panel${index}`;
}

type Panels = Partial<Record<`panel${number}`, ReactNode>>;

const triggerOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-lightbox-trigger]') : null;

/**
 * The gallery's tabs (WAI-ARIA tabs pattern through Radix: arrows, Home/End, roles), the first one open.
 * Every panel is in the HTML (inactive ones hidden), so all captions exist before hydration and
 * for search engines; hidden lazy images are not downloaded. A picture is a link to its file until
 * the island is ready; then it opens the lightbox on its category's pictures, read from the panel,
 * and focus comes back to it on close.
 */
export function GalleryTabs({ tabs, text, ...panels }: GalleryTabsProps & Panels) {
  const first = tabs[0]?.id;
  const [viewer, setViewer] = useState<{ slides: LightboxSlide[]; index: number; open: boolean } | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const openViewer = (event: MouseEvent<HTMLElement>) => {
    const trigger = triggerOf(event.target);
    if (!trigger || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = trigger;
    const index = Number(trigger.dataset['lightboxTrigger']);
    setViewer({ slides: slidesOfPanel(event.currentTarget), index, open: true });
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
      <Tabs.Root defaultValue={first} className="flex flex-col gap-8">
        <Tabs.List
          aria-label={text.tabsLabel}
          className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 md:mx-auto md:flex-wrap md:justify-center md:overflow-visible"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="shrink-0 rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-800 ring-1 ring-ink-200 transition-colors hover:bg-white data-[state=active]:bg-ink-900 data-[state=active]:text-white data-[state=active]:ring-ink-900"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab, index) => (
          <Tabs.Content
            key={tab.id}
            value={tab.id}
            forceMount
            className="data-[state=inactive]:hidden"
            data-category={tab.id}
            onClick={openViewer}
            onPointerOver={(event) => prefetch(event.target)}
            onFocus={(event) => prefetch(event.target)}
          >
            {panels[panelSlot(index)]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
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
