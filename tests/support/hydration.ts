import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Islands hydrate late (client:visible / client:idle): wait until the island inside
 * `scope` has lost its `ssr` attribute before interacting with it.
 */
export async function waitForHydration(_page: Page, scope: Locator): Promise<void> {
  await scope.locator('astro-island').first().waitFor({ state: 'attached' });
  // Brought into view until it hydrates: on an alias path the home page holds its section in
  // place (src/lib/navigation/home-sections.ts) until the visitor scrolls with a wheel, a finger or a key, and
  // a test's programmatic scroll is none of these, so the hold may move the island out of view
  // again before it is seen (on a phone, the form sits right at the fold of /contact).
  await expect
    .poll(
      async () => {
        await scope.scrollIntoViewIfNeeded();
        return scope.evaluate((element) => !element.querySelector('astro-island[ssr]'));
      },
      { timeout: 10_000, message: 'island hydrated' },
    )
    .toBe(true);
}

/**
 * Wait until the web fonts and every image the visitor can see have loaded. Lazy images in
 * hidden gallery tabs are never asked for, so they are left out; a lazy image that a fast
 * scroll passed between two frames is never asked for either, so it is scrolled into view
 * again. On a timeout, the message lists what was still missing.
 */
export async function waitForImagesAndFonts(page: Page, timeout = 10_000): Promise<void> {
  const missing = () =>
    page.evaluate(async () => {
      const images = [...document.images].filter(
        (image) => !image.complete && !(image.loading === 'lazy' && !image.checkVisibility()),
      );
      images[0]?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      return [
        ...(document.fonts.status === 'loaded' ? [] : ['web fonts']),
        ...images.map((image) => image.currentSrc || image.src),
      ];
    });
  await expect.poll(missing, { timeout, message: 'fonts and visible images still loading' }).toEqual([]);
}

/**
 * Waits until every section of the page has been laid out: the home page lays out the sections
 * below the hero after its first paint (src/lib/loading/progressive-render.ts); until then axe cannot
 * see their colours and boxes. Other pages have nothing to wait for.
 */
export async function waitForFullLayout(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-render-later]'), undefined, { timeout: 10_000 });
}
