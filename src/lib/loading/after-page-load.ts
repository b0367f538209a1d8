import { afterFrame, onFirstFrame } from './frames';

/** Whether the browser has reported the page's first paint with content (it does not always). */
function contentPainted(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Where the browser reports no paint with content (Firefox, for a page opened at a section), how
 * long after the load the page is taken to be on screen: some frames, and some time, for a busy
 * machine reports the paint of a frame some frames after it has run.
 */
const UNREPORTED_PAINT = { frames: 3, ms: 300 };

/**
 * Runs `then` once the page has loaded — its stylesheet, fonts and eager pictures, the largest
 * one (the page's LCP) among them — and is on screen: the first frame after the load, once the
 * browser reports the first paint with content, or {@link UNREPORTED_PAINT} later where it reports
 * none. A frame's rendering comes before the screen shows it: a script fetched from the very frame
 * that paints the page would start before its first paint. At the latest `latestMs` after the
 * page's first frame: a picture that never finishes must not keep the page from working, and
 * nothing starts before the page is on screen (a browser produces no frame while the stylesheet is
 * on its way, in a hidden tab, or while it prerenders the page). Every wait for a frame is bounded
 * (lib/loading/frames.ts): WebKit may render few frames, long after it has painted the page.
 */
export function afterPageLoad(then: () => void, latestMs = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const whenOnScreen = () => {
    const loadedAt = performance.now();
    let frames = 0;
    const check = () => {
      frames += 1;
      const givenUp = frames >= UNREPORTED_PAINT.frames && performance.now() - loadedAt >= UNREPORTED_PAINT.ms;
      if (contentPainted() || givenUp) run();
      else afterFrame(check);
    };
    afterFrame(check);
  };
  if (document.readyState === 'complete') whenOnScreen();
  else window.addEventListener('load', whenOnScreen, { once: true });
  onFirstFrame(() => setTimeout(run, latestMs));
}
