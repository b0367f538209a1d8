/**
 * A press on a gallery's tab or picture before its island's code has arrived is kept, and made
 * again once the island has hydrated: the tab is chosen, the picture opens in the viewer, later but
 * the same as after hydration. Without it, the tab would do nothing and the picture, a link to its
 * file until then, would take the visitor away from the page to the bare file. (Without JavaScript
 * at all, the link still leads to the file.) The island hydrates as soon as its code arrives: the
 * visitor pressing it has reached it (directives/after-paint.ts).
 */

/** What a press may be kept on, and how it is made again once the island can take it. */
const PRESSABLE: readonly { selector: string; press: (element: HTMLElement) => void }[] = [
  // Radix's tabs choose a tab on the mouse's press.
  { selector: '[role="tab"]', press: (tab) => tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })) },
  { selector: 'a[data-lightbox-trigger]', press: (link) => link.click() },
];

/** The inline script's work (entry: src/inline-scripts/early-press.ts): one listener on the document. */
export function keepEarlyPresses(): void {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const target = event.target instanceof Element ? event.target : null;
    const island = target?.closest('astro-island[ssr]');
    const pressable = PRESSABLE.map(({ selector, press }) => ({
      element: target?.closest<HTMLElement>(selector),
      press,
    })).find(({ element }) => element && island?.contains(element));
    if (!island || !pressable?.element) return;
    event.preventDefault();
    const { element, press } = pressable;
    // Astro lifts the mark once the framework has the island; React takes the press from there on.
    new MutationObserver((_records, observer) => {
      if (island.hasAttribute('ssr')) return;
      observer.disconnect();
      press(element);
    }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
  });
}
