/**
 * Runs `then` once the page has loaded — its stylesheet, fonts and eager pictures, the largest
 * one (the page's LCP) among them — and a frame has been painted since. At the latest `latestMs`
 * after the page's first frame: a picture that never finishes must not keep the page from
 * working, and nothing starts before the page is on screen (a browser produces no frame while
 * the stylesheet is on its way, in a hidden tab, or while it prerenders the page).
 */
export function afterPageLoad(then: () => void, latestMs = 3000): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  // A timeout queued from an animation frame runs once that frame has been produced.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === 'complete') afterNextFrame();
  else window.addEventListener('load', afterNextFrame, { once: true });
  requestAnimationFrame(() => setTimeout(run, latestMs));
}
