/** Whether the browser has reported the page's first paint with content (it does not always). */
function contentPainted(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Runs `then` once the page has loaded — its stylesheet, fonts and eager pictures, the largest
 * one (the page's LCP) among them — and is on screen: the first frame after the load, once the
 * browser reports the first paint with content, or two frames later where it reports none
 * (Firefox, for a page opened at a section). A frame's rendering
 * comes before the screen shows it: a script fetched from the very frame that paints the page
 * would start before its first paint. At the latest `latestMs` after the page's first frame: a
 * picture that never finishes must not keep the page from working, and nothing starts before the
 * page is on screen (a browser produces no frame while the stylesheet is on its way, in a hidden
 * tab, or while it prerenders the page).
 */
export function afterPageLoad(then: () => void, latestMs = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const whenOnScreen = () => {
    let framesLeft = 3;
    const check = () => {
      framesLeft -= 1;
      // A timeout queued from an animation frame runs once that frame has been produced.
      if (contentPainted() || framesLeft === 0) setTimeout(run, 0);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  if (document.readyState === 'complete') whenOnScreen();
  else window.addEventListener('load', whenOnScreen, { once: true });
  requestAnimationFrame(() => setTimeout(run, latestMs));
}
