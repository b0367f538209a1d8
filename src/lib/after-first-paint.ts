/**
 * Runs `then` once the page has had its first contentful paint (at once if it already has).
 *
 * Used by the `client:afterpaint` directive (islands) and by the home page's progressive
 * rendering (lib/progressive-render.ts): nothing but the page's own HTML, CSS and pictures above
 * the fold competes with the first paint.
 *
 * Self-contained on purpose (no import, no outer variable): lib/progressive-render.ts copies its
 * source into an inline script with `Function.prototype.toString`.
 */
export function afterFirstPaint(then: () => void): void {
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
