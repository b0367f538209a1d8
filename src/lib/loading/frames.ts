/**
 * Waiting for the page's frames, with a bound. A frame's callbacks (`requestAnimationFrame`) run
 * as the browser starts rendering it; but a browser may render far fewer frames than the screen
 * could show (WebKit in an idle or low-power window: one every second or so) and report its paint
 * long before its next animation frame. What waits for a frame here goes on after a short while
 * without one, once the page has been painted.
 */

/** How long, once the page is on screen, a wait for a frame lasts at the most. */
export const FRAME_WAIT_MS = 100;

/** Whether the browser has reported the page's first paint (the document's background at least). */
function painted(): boolean {
  return performance.getEntriesByType('paint').length > 0;
}

/**
 * Runs `then` once the page's first frame has been rendered: its first animation frame, or the
 * first paint the browser reports, whichever comes first. Neither comes while the page's
 * stylesheet holds its first paint back, in a hidden tab or while the browser prerenders it.
 */
export function onFirstFrame(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(run);
  if (painted()) {
    run();
    return;
  }
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint' });
}

/**
 * Runs `then` once, in a task after the next frame has been rendered (a timeout queued from an
 * animation frame runs once that frame is on screen), or {@link FRAME_WAIT_MS} after the call if
 * the page, already painted, renders none by then. Before the first paint, it waits for a frame.
 */
export function afterFrame(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  if (painted() && document.visibilityState === 'visible') setTimeout(run, FRAME_WAIT_MS);
}
