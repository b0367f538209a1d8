// Functions that run in the page, shared by the Playwright specs (page.evaluate, waitForFunction)
// and the cross-engine suite (WebDriver's execute, tests/engines/drivers.ts). Both send the
// function's source to the browser: each is self-contained, no import, no outer variable.

/**
 * Resolves once the page has not scrolled for 10 frames in a row (a smooth scroll is over), or
 * after 5 s whatever the scroll does, so that a page that never settles fails on its position.
 * @returns {Promise<void>}
 */
export function scrollSettled() {
  return new Promise((resolve) => {
    let last = window.scrollY;
    let still = 0;
    const deadline = performance.now() + 5000;
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 10 || performance.now() > deadline) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Each island of the page by its component, `hydrated` or `ssr`: the form counts once it is ready
 * (`form[data-ready]`; the `ssr` mark goes as hydration starts). With `names`: null until each
 * of them has hydrated (the condition of a wait), then the states.
 * @param {readonly string[]} [names]
 * @returns {Record<string, 'ssr' | 'hydrated'> | null}
 */
export function islandStates(names) {
  /** @type {Record<string, 'ssr' | 'hydrated'>} */
  const state = {};
  for (const island of document.querySelectorAll('astro-island')) {
    const name = island.getAttribute('component-export') ?? '?';
    const ready = name !== 'ContactForm' || !!island.querySelector('form[data-ready]');
    state[name] = !island.hasAttribute('ssr') && ready ? 'hydrated' : 'ssr';
  }
  if (names && !names.every((name) => state[name] === 'hydrated')) return null;
  return state;
}
