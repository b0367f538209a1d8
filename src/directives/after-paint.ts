import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate after the first contentful paint: when the browser is idle (`client:afterpaint`),
     * or once the island scrolls into view (`client:afterpaint="visible"`).
     */
    'client:afterpaint'?: boolean | 'visible';
  }
}

/** Runs `then` once the page has had its first contentful paint (at once if it already has). */
function afterFirstPaint(then: () => void): void {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // No paint timing: a frame has been produced once a timeout queued from rAF runs.
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * `client:afterpaint`: `client:idle` or `client:visible`, except that it first waits for the
 * page's first contentful paint. While a render-blocking stylesheet downloads the main thread
 * is idle, and an island already in view at arrival (`/galerie`) is "visible" in the very
 * frame being painted: both built-in directives may then fetch React before anything is on
 * screen, and the site promises no JavaScript before the first paint.
 */
const afterPaint: ClientDirective = (load, options, element) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  afterFirstPaint(() => {
    if (options.value === 'visible') {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate();
      });
      for (const child of element.children) observer.observe(child);
    } else if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => void hydrate(), { timeout: 3000 });
    } else {
      setTimeout(() => void hydrate(), 200);
    }
  });
};

export default afterPaint;
