// Runs in the page (Playwright's waitForFunction): true once no island is left to hydrate. An
// island that hydrates when seen is brought into view; a page without any script (the bench's
// floor) keeps its islands as rendered.
export async function everyIslandHydrated() {
  if (!document.querySelector('script')) return true;
  const waiting = [...document.querySelectorAll('astro-island[ssr]')];
  waiting[0]?.firstElementChild?.scrollIntoView({ block: 'center' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  return waiting.length === 0;
}
