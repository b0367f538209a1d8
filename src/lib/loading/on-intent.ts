/**
 * How long after the island is parsed a part nobody has reached for starts anyway, once the
 * browser is idle: past the page's own loading on a slow phone (its fonts come after the first
 * paint), and a bound for a visitor whose tools send none of the events below.
 */
export const INTENT_FALLBACK_MS = 6000;
/** A press whose click never comes (a finger that scrolls instead) starts it at the latest this long after. */
const PRESS_FALLBACK_MS = 1000;

/**
 * Runs `then` once, when the visitor reaches for `element`: a mouse over it or the focus in it at
 * once; a finger or a pen once its click is over, because what `then` does (hydrating the header)
 * may swap the very element being pressed (the phone menu's <summary> for a button) and lose the
 * tap, while the part already works by itself (CSS and <details>). At the latest
 * {@link INTENT_FALLBACK_MS} after the call, when idle; never without the visitor's gesture when
 * `fallbackMs` is null (a part that has nothing to show until it is used: the price calculator).
 * Listeners stay: `then` runs once anyway, and every byte here is inline in each page (the 404
 * page's first round trip).
 */
export function onIntent(element: Element, then: () => void, fallbackMs: number | null = INTENT_FALLBACK_MS): void {
  let done = false;
  let pressing = false;
  const run = () => {
    if (!done) then();
    done = true;
  };
  element.addEventListener('pointerover', (event) => {
    if ((event as PointerEvent).pointerType === 'mouse') run();
  });
  // The click ends the press; `then` runs in a task of its own after it.
  element.addEventListener('pointerdown', () => {
    pressing = true;
    window.addEventListener('click', () => setTimeout(run), { once: true, capture: true });
    setTimeout(run, PRESS_FALLBACK_MS);
  });
  // A tap focuses what it presses before its click: that focus waits for the click.
  element.addEventListener('focusin', () => {
    if (!pressing) run();
  });
  if (fallbackMs === null) return;
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, fallbackMs);
}
