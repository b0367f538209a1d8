import type { ClientDirective } from 'astro';

/**
 * `client:visible-after-paint`: hydrate the island once it is on screen, like `client:visible`,
 * but never before the browser has shown the page's first contentful paint.
 *
 * `client:visible` alone fetches the island's JavaScript as soon as the first frame is laid
 * out when the island is on screen from the start (a home alias such as /galerie or /contact
 * opens scrolled to its section): the download then competes with the first paint itself.
 * Waiting for the paint entry keeps "no script before the first paint" true on every page.
 */
const visibleAfterPaint: ClientDirective = (load, options, el) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const rootMargin =
    typeof options.value === 'object' ? (options.value as { rootMargin?: string }).rootMargin : undefined;
  const observeVisibility = () => {
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        io.disconnect();
        void hydrate();
      },
      rootMargin ? { rootMargin } : {},
    );
    for (const child of el.children) io.observe(child);
  };

  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    observeVisibility();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const paint = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paint.disconnect();
      observeVisibility();
    });
    paint.observe({ type: 'paint', buffered: true });
  } else {
    // No paint timing: the frame after the next one has been painted.
    requestAnimationFrame(() => setTimeout(observeVisibility, 0));
  }
};

export default visibleAfterPaint;
