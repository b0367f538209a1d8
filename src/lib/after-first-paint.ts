/**
 * Runs `then` once the page has had its first contentful paint (at once if it already has).
 *
 * Used by the `client:afterpaint` directive (islands) and by the home page's progressive
 * rendering (lib/progressive-render.ts): nothing but the page's own HTML, CSS and pictures above
 * the fold competes with the first paint.
 *
 * The wait is bounded: a browser may never report the entry (Firefox reports none for a page
 * scrolled to a section before its first paint, as the home page's alias paths are), and a page
 * that never hydrates is far worse than one that hydrates a little late. So `then` also runs 1 s
 * after the first frame (`LATEST_MS`): a browser that reports the entry does so within a frame or
 * two of it. Not at the first frame itself: Chromium runs a frame's callbacks before it paints it.

 */
export function afterFirstPaint(then: () => void): void {
  const LATEST_MS = 1000;
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return then();
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) run();
        })
      : null;
  observer?.observe({ type: 'paint', buffered: true });
  // A frame has been produced once a timeout queued from an animation frame runs; without paint
  // timing, that is the signal; with it, the bound.
  requestAnimationFrame(() => setTimeout(run, observer ? LATEST_MS : 0));
}
