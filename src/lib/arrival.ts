/**
 * Arrival on an alias path of the home page (`/galerie`) or a section fragment (`/#contact`):
 * the section is put 80 px below the top before the first paint, without animation, and put
 * back while the sections above are laid out (after the first paint: lib/progressive-render.ts)
 * and pictures load, until the visitor scrolls, or until the page has loaded and every section
 * has been laid out (WebKit has no scroll anchoring: a section laid out above the visitor's
 * after the hold would push the page down), and at the latest `LATEST_MS` after arrival (`load`
 * waits on every picture). A reload or back/forward is left to the browser, which restores
 * where the visitor was.
 */

export interface ArrivalOptions {
  /** The section of the path the page was built for. */
  initialSection: string;
  /** Every section id (a fragment naming one wins over the path). */
  sectionIds: readonly string[];
  /** Distance kept between the top of the viewport and the section (the fixed header). */
  offset: number;
}

export interface ArrivalScriptOptions extends ArrivalOptions {
  /** The attribute of a section not laid out yet (lib/progressive-render.ts). */
  renderLater: string;
}

/** The inline script's work (entry: src/inline-scripts/arrival.ts). */
export function holdSectionOnArrival({ initialSection, sectionIds, offset, renderLater }: ArrivalScriptOptions): void {
  const LATEST_MS = 15_000;
  const hash = decodeURIComponent(location.hash.slice(1));
  const id = sectionIds.includes(hash) ? hash : initialSection;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const target = document.getElementById(id);
  if (id === 'accueil' || !target || (navigation && navigation.type !== 'navigate')) return;
  const place = () =>
    window.scrollTo({
      top: Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset),
      behavior: 'instant',
    });
  place();
  const resized = new ResizeObserver(place);
  resized.observe(document.body);
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  let holding = true;
  const stop = () => {
    holding = false;
    resized.disconnect();
    for (const type of inputs) window.removeEventListener(type, stop, true);
  };
  for (const type of inputs) window.addEventListener(type, stop, { capture: true, passive: true });
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete' ? resolve(undefined) : window.addEventListener('load', resolve, { once: true }),
  );
  const laidOut = new Promise((resolve) => {
    const check = () =>
      document.querySelector(`[${renderLater}]`) ? requestAnimationFrame(check) : resolve(undefined);
    check();
  });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // The decoding of pictures can still move things a little after `load`: hold a while longer.
  const settled = Promise.all([loaded, document.fonts.ready, laidOut]).then(() => wait(2000));
  Promise.race([settled, wait(LATEST_MS)]).then(() => {
    if (holding) place();
    stop();
  });
}
