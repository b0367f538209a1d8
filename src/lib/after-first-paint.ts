/**
 * Runs `then` once the page has had its first contentful paint (at once if it already has).
 *
 * Used by the `client:afterpaint` directive (islands) and by the home page's progressive
 * rendering (lib/progressive-render.ts): nothing but the page's own HTML, CSS and pictures above
 * the fold competes with the first paint.
 *
 * The wait is bounded: a browser may never report the entry (Firefox reports none for a page
 * scrolled to a section before its first paint, as the home page's alias paths are), and a page
 * that never hydrates is far worse than one that hydrates a little early. So `then` also runs
 * once the page has loaded and a frame has been painted after that, and at the latest 3 s after
 * the first frame (`LATEST_MS`: a slow picture can hold `load` back).
 *
 * Self-contained on purpose (no import, no outer variable): lib/progressive-render.ts copies its
 * source into an inline script with `Function.prototype.toString`.
 */
export function afterFirstPaint(then: () => void): void {
  const LATEST_MS = 3000;
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' && !!PerformanceObserver.supportedEntryTypes?.includes('paint');
  let done = false;
  const observer = paintTiming
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) run();
      })
    : null;
  function run() {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  }
  // A frame has been painted once a timeout queued from an animation frame runs.
  const afterFrame = (delay: number) => requestAnimationFrame(() => setTimeout(run, delay));
  if (!observer) {
    afterFrame(0);
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  if (document.readyState === 'complete') afterFrame(0);
  else window.addEventListener('load', () => afterFrame(0), { once: true });
  afterFrame(LATEST_MS);
}
