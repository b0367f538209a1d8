/**
 * The home page's sections in the browser, from the inline script after its last section
 * (src/inline-scripts/home.ts), which runs before the first paint: the same from the first paint on.
 *
 * - Arrival on an alias path (`/galerie`) or a section fragment (`/#contact`): the section is put
 *   80 px below the top before the first paint, without animation, and held there while the
 *   sections above are laid out (after the first paint: lib/loading/progressive-render.ts) and pictures
 *   load: until the visitor scrolls, or until the page has loaded and every section has been laid
 *   out (WebKit has no scroll anchoring: a section laid out above the visitor's after the hold
 *   would push the page down), and at the latest {@link ARRIVAL_HOLD_MAX_MS} after arrival (`load`
 *   waits on every picture). A reload or back/forward is left to the browser, which restores where
 *   the visitor was.
 * - In-page navigation: a click on any link to a home section (header items, `#contact`
 *   buttons…) scrolls smoothly to it (instantly for visitors who asked for reduced motion), its
 *   top 80 px below the top of the viewport, and pushes its path; back and forward scroll between
 *   those sections.
 * - Scroll-driven metadata: the section crossing the middle of the viewport gives the document its
 *   title, description, keywords and address (`replaceState`, no history entry); on leaving the
 *   page, the default head and `/` come back.
 *
 * Every wait on the browser (paint, layout, load, scroll end) has a timer as its bound: the
 * engines differ in what they report (WebKit has no `scrollend`).
 */
import { afterPageLoad } from '../loading/after-page-load';
import { afterFrame } from '../loading/frames';
import { isFreshNavigation, renderLater } from '../loading/progressive-render';
import {
  SCROLL_OFFSET_PX,
  isSectionId,
  pathForSection,
  scrollTopFor,
  sectionAtLine,
  sectionForFragment,
  sectionForLink,
  sectionForPath,
  type SectionHead,
} from './sections';
import { sectionIds, type SectionId } from '../../schemas/section-ids';

/** What the home page's inline script is given: the section of its address, and the file of the sections' heads. */
export interface HomeScript {
  section: SectionId;
  headsUrl: string;
}

/** The arrival hold ends this long after arrival at the latest. */
export const ARRIVAL_HOLD_MAX_MS = 15_000;
/** Once the page has loaded and been laid out, the decoding of pictures can still move things a little. */
const ARRIVAL_SETTLE_MS = 2000;
/** A zero-height band across the middle of the viewport: the line a section must cross. */
const MIDDLE_LINE = '-50% 0px -50% 0px';
/**
 * A programmatic scroll has ended once the page has reached its target, or has stood still for
 * this many frames (the visitor took over, or the target moved). `scrollend` ends it sooner where
 * the browser has it: the head follows within a few frames in every engine.
 */
export const STILL_FRAMES = 6;
/** Only when no frame is produced at all (a hidden tab): the longest wait for a scroll to end. */
export const SETTLE_TIMEOUT_MS = 3000;

/** Where the page scrolls to put `element` 80 px below the top of the viewport (the fixed header). */
function scrollTopOf(element: Element): number {
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  return scrollTopFor(element.getBoundingClientRect().top, window.scrollY, SCROLL_OFFSET_PX, maxScroll);
}

function placeSection(element: Element): void {
  window.scrollTo({ top: scrollTopOf(element), behavior: 'instant' });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The inline script's work: `pageSection` is the section of the path the page was built for. */
export function holdSectionOnArrival(pageSection: SectionId): void {
  const id = sectionForFragment(location.hash) ?? pageSection;
  const target = document.getElementById(id);
  if (id === 'accueil' || !target || !isFreshNavigation()) return;
  const place = () => placeSection(target);
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
    const check = () => (document.querySelector(`[${renderLater}]`) ? afterFrame(check) : resolve(undefined));
    check();
  });
  const settled = Promise.all([loaded, document.fonts.ready, laidOut]).then(() => wait(ARRIVAL_SETTLE_MS));
  void Promise.race([settled, wait(ARRIVAL_HOLD_MAX_MS)]).then(() => {
    if (holding) place();
    stop();
  });
}

/** Resolves once a programmatic scroll towards `target` has stopped (see {@link STILL_FRAMES}). */
export function whenScrollSettles(target: number): Promise<void> {
  if (Math.abs(window.scrollY - target) < 1) return Promise.resolve();
  return new Promise((resolve) => {
    let last = window.scrollY;
    let still = 0;
    let frame = 0;
    const done = () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', done);
      resolve();
    };
    const watch = () => {
      const y = window.scrollY;
      still = y === last ? still + 1 : 0;
      last = y;
      if (Math.abs(y - target) < 1 || still >= STILL_FRAMES) done();
      else frame = window.requestAnimationFrame(watch);
    };
    const timer = window.setTimeout(done, SETTLE_TIMEOUT_MS);
    window.addEventListener('scrollend', done);
    frame = window.requestAnimationFrame(watch);
  });
}

function setMeta(name: string, content: string): void {
  document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
}

function showHead({ title, description, keywords }: Omit<SectionHead, 'id'>): void {
  if (document.title !== title) document.title = title;
  setMeta('description', description);
  setMeta('keywords', keywords);
}

/**
 * The heads of the sections, read from `headsUrl`; none when the file cannot be read (the
 * navigation still works, the title and description stay the page's own).
 */
async function readHeads(headsUrl: string, signal: AbortSignal): Promise<Map<SectionId, SectionHead>> {
  try {
    const response = await fetch(headsUrl, { signal });
    const list: unknown = response.ok ? await response.json() : [];
    const heads = Array.isArray(list) ? (list as SectionHead[]).filter((head) => isSectionId(head.id)) : [];
    return new Map(heads.map((head) => [head.id, head]));
  } catch {
    return new Map();
  }
}

/**
 * In-page navigation over the home sections, and the scroll-driven metadata once their heads have
 * been read from `headsUrl`. `onNavigate` runs when a link or back/forward
 * moves to a section (the header closes its menus). Returns the function that stops it all.
 */
export function startHomeSections(headsUrl: string, onNavigate: () => void): () => void {
  let heads = new Map<SectionId, SectionHead>();
  const order = sectionIds;
  const defaults = {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '',
  };
  const touching = new Set<SectionId>();
  /** While a programmatic scroll runs, sections flying past must not rewrite the address. */
  let holds = 0;

  const applyActive = () => {
    const id = holds === 0 ? sectionAtLine(touching, order) : null;
    if (!id) return;
    const head = heads.get(id);
    if (head) showHead(head);
    const path = pathForSection(id);
    if (location.pathname !== path || location.hash !== '') {
      history.replaceState(history.state, '', path + location.search);
    }
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = entry.target.id as SectionId;
        if (entry.isIntersecting) touching.add(id);
        else touching.delete(id);
      }
      applyActive();
    },
    { rootMargin: MIDDLE_LINE },
  );
  for (const id of order) {
    const element = document.getElementById(id);
    if (element) observer.observe(element);
  }

  const scrollToSection = async (id: SectionId, focus: boolean) => {
    const element = document.getElementById(id);
    if (!element) return;
    const target = scrollTopOf(element);
    holds += 1;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: target, behavior: reduced ? 'instant' : 'smooth' });
    if (focus) {
      // Keyboard and screen-reader users continue from the section's heading, as after a native in-page link.
      const heading = element.querySelector<HTMLElement>('h1, h2') ?? element;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    await whenScrollSettles(target);
    // Fonts or images that finished loading during the animation may have moved the section.
    if (Math.abs(scrollTopOf(element) - window.scrollY) > 1) placeSection(element);
    holds -= 1;
    applyActive();
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const id = sectionForLink(link.getAttribute('href') ?? '', location.href);
    if (!id) return;
    event.preventDefault();
    onNavigate();
    const path = pathForSection(id);
    if (location.pathname !== path) history.pushState({ section: id }, '', path + location.search);
    // `detail` is 0 when the link was activated from the keyboard.
    void scrollToSection(id, event.detail === 0);
  };

  const onPopState = () => {
    const id = sectionForPath(location.pathname);
    if (!id) return;
    onNavigate();
    void scrollToSection(id, false);
  };

  const onPageHide = () => {
    showHead(defaults);
    history.replaceState(history.state, '', '/' + location.search);
  };

  const onPageShow = (event: PageTransitionEvent) => {
    // Back from another page through the back-forward cache: the page is where it was left.
    if (event.persisted) applyActive();
  };

  // Read once the page has loaded: nothing competes with its first paint and its largest picture.
  const reading = new AbortController();
  afterPageLoad(
    () =>
      void readHeads(headsUrl, reading.signal).then((read) => {
        heads = read;
        applyActive();
      }),
  );

  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    reading.abort();
    observer.disconnect();
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
