import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Islands hydrate late (client:visible / client:idle): wait until the island inside
 * `scope` has lost its `ssr` attribute before interacting with it.
 */
export async function waitForHydration(page: Page, scope: Locator): Promise<void> {
  await scope.scrollIntoViewIfNeeded();
  await scope.locator('astro-island').first().waitFor({ state: 'attached' });
  await page.waitForFunction((element) => !element?.querySelector('astro-island[ssr]'), await scope.elementHandle(), {
    timeout: 10_000,
  });
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
 * below the hero after its first paint (src/lib/progressive-render.ts); until then axe cannot
 * see their colours and boxes. Other pages have nothing to wait for.
 */
export async function waitForFullLayout(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-render-later]'), undefined, { timeout: 10_000 });
}
