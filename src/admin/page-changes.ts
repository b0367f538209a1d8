/** Decap CMS draws its page itself: what the admin adds to it is drawn again after each change of the page, once a frame. */
const redraws: (() => void)[] = [];
let queued = false;

function redraw(): void {
  queued = false;
  for (const draw of redraws) draw();
}

/** Runs `draw` now and after every change of the admin's page (elements added or removed, classes changed). */
export function onPageChange(draw: () => void): void {
  redraws.push(draw);
  draw();
  if (redraws.length > 1) return;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(redraw);
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
}
