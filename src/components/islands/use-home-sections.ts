import { useEffect, useEffectEvent } from 'react';
import {
  SCROLL_OFFSET_PX,
  pathForSection,
  scrollTopFor,
  sectionAtLine,
  sectionForLink,
  sectionForPath,
  type SectionHead,
} from '../../lib/sections';
import type { SectionId } from '../../schemas/section-ids';

/** A zero-height band across the middle of the viewport: the line a section must cross. */
const MIDDLE_LINE = '-50% 0px -50% 0px';
/**
 * A programmatic scroll has ended once the page has reached its target, or has stood still for
 * this many frames (the visitor took over, or the target moved). `scrollend` ends it sooner where
 * the browser has it (WebKit does not): the head follows within a few frames in every engine.
 */
const STILL_FRAMES = 6;
/** Only when no frame is produced at all (a hidden tab): the longest wait for a scroll to end. */
const SETTLE_TIMEOUT_MS = 3000;

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function setMeta(name: string, content: string): void {
  document.querySelector(`meta[name="${name}"]`)?.setAttribute('content', content);
}

/** Waits until a programmatic scroll towards `target` has stopped (see {@link STILL_FRAMES}). */
function whenScrollSettles(target: number): Promise<void> {
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

/**
 * Home-page behaviour of the header (specification §2, decisions.md):
 * - a click on any link to a home section (header items, `#contact` buttons…) scrolls
 *   smoothly to it, its top 80 px below the top of the viewport, and pushes its path;
 *   back and forward scroll between those sections;
 * - the section crossing the middle of the viewport gives the document its title,
 *   description, keywords and address (`replaceState`, no history entry);
 * - on leaving the page, the default head and `/` come back.
 * Does nothing when `sections` is undefined (pages other than the home page).
 */
export function useHomeSections(sections: readonly SectionHead[] | undefined, onNavigate: () => void): void {
  const notifyNavigate = useEffectEvent(onNavigate);

  useEffect(() => {
    if (!sections) return;
    const heads = new Map(sections.map((s) => [s.id, s]));
    const order = sections.map((s) => s.id);
    const defaults = {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '',
    };

    const touching = new Set<SectionId>();
    /** While a programmatic scroll runs, sections flying past must not rewrite the address. */
    let holds = 0;

    const showSection = (id: SectionId) => {
      const head = heads.get(id);
      if (!head) return;
      if (document.title !== head.title) document.title = head.title;
      setMeta('description', head.description);
      setMeta('keywords', head.keywords);
      const path = pathForSection(id);
      if (window.location.pathname !== path || window.location.hash !== '') {
        window.history.replaceState(window.history.state, '', path + window.location.search);
      }
    };

    const applyActive = () => {
      if (holds > 0) return;
      const id = sectionAtLine(touching, order);
      if (id) showSection(id);
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
      const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;
      const target = scrollTopFor(element.getBoundingClientRect().top, window.scrollY, SCROLL_OFFSET_PX, maxScroll());
      holds += 1;
      window.scrollTo({ top: target, behavior: reducedMotion() ? 'instant' : 'smooth' });
      if (focus) {
        // Keyboard and screen-reader users continue from the section's heading, as after a native in-page link.
        const heading = element.querySelector<HTMLElement>('h1, h2') ?? element;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      await whenScrollSettles(target);
      // Fonts or images that finished loading during the animation may have moved the section.
      const corrected = scrollTopFor(
        element.getBoundingClientRect().top,
        window.scrollY,
        SCROLL_OFFSET_PX,
        maxScroll(),
      );
      if (Math.abs(corrected - window.scrollY) > 1) window.scrollTo({ top: corrected, behavior: 'instant' });
      holds -= 1;
      applyActive();
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const id = sectionForLink(link.getAttribute('href') ?? '', window.location.href);
      if (!id || !heads.has(id)) return;
      event.preventDefault();
      notifyNavigate();
      const path = pathForSection(id);
      if (window.location.pathname !== path) {
        window.history.pushState({ section: id }, '', path + window.location.search);
      }
      // `detail` is 0 when the link was activated from the keyboard.
      void scrollToSection(id, event.detail === 0);
    };

    const onPopState = () => {
      const id = sectionForPath(window.location.pathname);
      if (id) {
        notifyNavigate();
        void scrollToSection(id, false);
      }
    };

    const onPageHide = () => {
      document.title = defaults.title;
      setMeta('description', defaults.description);
      setMeta('keywords', defaults.keywords);
      window.history.replaceState(window.history.state, '', '/' + window.location.search);
    };

    const onPageShow = (event: PageTransitionEvent) => {
      // Back from another page through the back-forward cache: the page is where it was left.
      if (event.persisted) applyActive();
    };

    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [sections]);
}
