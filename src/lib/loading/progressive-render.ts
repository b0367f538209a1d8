import { afterFrame, onFirstFrame } from './frames';

/**
 * The home page's sections below the hero are laid out after the first paint, one per frame.
 *
 * The home page is long (seven sections, two maps, the gallery, the form): laid out in one go, it
 * costs a phone one long task just when the visitor first sees the page and starts to scroll or
 * tap. So the sections below the hero start with `content-visibility: auto` (the attribute
 * {@link renderLater}, global.css): the first layout covers the header and the hero only. Once
 * the page has been painted, this script lifts the attribute from one section per frame (or per
 * tenth of a second where the browser renders few frames: lib/loading/frames.ts): each layout is a
 * short task, and within a few frames the page is laid out in full, as without it.
 *
 * A reload or a back/forward navigation lifts them all at once, before the browser restores the
 * visitor's scroll position from the real layout. Without JavaScript the sections keep
 * `content-visibility: auto`, which the browser handles by itself (rendered as they come near).
 */
/** The attribute of a section laid out after the first paint (SectionShell, global.css). */
export const renderLater = 'data-render-later';

/**
 * Whether the page was reached by following a link or typing its address: not by a reload or
 * back/forward, where the browser restores the visitor's scroll position from the real layout.
 */
export function isFreshNavigation(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !navigation || navigation.type === 'navigate';
}

/**
 * Part of the home page's inline script (src/inline-scripts/home.ts), which runs after the last
 * section, behind the stylesheet (an inline script waits for the stylesheets above it): the next
 * frame the browser produces after it is the page's first paint, or a later one. A browser
 * produces no frame in a hidden tab or while it prerenders the page: nothing is laid out ahead
 * of time there.
 */
export function renderProgressively(attribute = renderLater): void {
  if (!isFreshNavigation()) {
    for (const section of document.querySelectorAll(`[${attribute}]`)) section.removeAttribute(attribute);
    return;
  }
  const renderNext = () => {
    const section = document.querySelector(`[${attribute}]`);
    if (!section) return;
    section.removeAttribute(attribute);
    afterFrame(renderNext);
  };
  // In a task after the first frame: it has been painted (lib/loading/frames.ts).
  onFirstFrame(() => setTimeout(renderNext, 0));
}
