// Runs in the page (Playwright's waitForFunction): true once no island is left to hydrate. An
// island a fast scroll skipped between two frames (client:visible) is brought into view again, one
// that waits for the visitor (client:intent) is reached for;
// a page without any script (the bench's floor) keeps its islands as rendered.
export async function everyIslandHydrated() {
  if (!document.querySelector('script')) return true;
  const waiting = [...document.querySelectorAll('astro-island[ssr]')];
  waiting[0]?.firstElementChild?.scrollIntoView({ block: 'center' });
  // An island that waits for the visitor to reach for it (client:intent, src/lib/loading/on-intent.ts) is
  // reached for, as a keyboard would, rather than waited for until its fallback.
  for (const island of waiting.filter((element) => element.getAttribute('client') === 'intent')) {
    island.firstElementChild?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  return waiting.length === 0;
}
