import { expect, test, type Page } from '@playwright/test';
import { readExampleContent } from '../support/example-content';
import { nothingHappensFor } from '../support/timing';

/**
 * The web fonts (src/lib/loading/web-fonts.ts): never fetched before the first paint, never swapped
 * in after it. The first page of a visit keeps the local fonts and fetches the files once it
 * has loaded; the next pages use them from their first paint, or not at all.
 */
const WEB_FONTS = ['Inter Variable', 'Fraunces Variable'];
/** The next page: a service page, reached from the footer by its title. */
const nextService = readExampleContent().services.find((service) => service.slug === 'couverture-zinc')!;
/** Their names inside the font files, as the renderer reports them (no such font on the machine). */
const isWebFont = (platformName: string) => /^(Inter|Fraunces)\b/.test(platformName);

/** The fonts Chromium really draws an element's text with (not what the CSS asks for). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Layout shifts of the page so far (a PerformanceObserver registered before any script). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** Start of each web-font request, and the page's first contentful paint and load, in ms. */
function fontTimings(page: Page) {
  return page.evaluate(() => {
    const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      entry.name.endsWith('.woff2'),
    );
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      requests: fonts.map((entry) => ({ start: entry.startTime, fromCache: entry.transferSize === 0 })),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      load: navigation.loadEventEnd,
    };
  });
}

/** The web fonts declared in the page (not the local faces of the CSS), with their status. */
const declaredWebFonts = (page: Page) =>
  page.evaluate(
    (families) =>
      [...document.fonts]
        .map((face) => ({ family: face.family.replaceAll('"', ''), status: face.status }))
        .filter((face) => families.includes(face.family))
        .map((face) => `${face.family} ${face.status}`)
        .toSorted(),
    WEB_FONTS,
  );
const allLoaded = WEB_FONTS.map((family) => `${family} loaded`).toSorted();

test.describe('web fonts', () => {
  test('the first page keeps the local fonts and fetches the web fonts well after it has loaded', async ({ page }) => {
    await page.goto('/services/charpente', { waitUntil: 'load' });
    await expect.poll(async () => (await fontTimings(page)).requests.length, { timeout: 10_000 }).toBe(2);
    const { requests, firstPaint, load } = await fontTimings(page);
    for (const request of requests) {
      expect(request.start).toBeGreaterThan(firstPaint);
      expect(request.start).toBeGreaterThan(load);
    }
    // Fetched for the next pages; this one is never reflowed.
    expect(await declaredWebFonts(page)).toEqual([]);
    const heading = await renderedFonts(page, 'h1');
    expect(heading.length).toBeGreaterThan(0);
    expect(heading.filter(isWebFont)).toEqual([]);
  });

  test(
    'the next page uses them from its first paint, out of the cache, and nothing moves',
    { tag: '@phone' },
    async ({ page }) => {
      const layoutShift = await watchLayoutShifts(page);
      await page.goto('/services/charpente', { waitUntil: 'load' });
      await expect.poll(async () => (await fontTimings(page)).requests.length, { timeout: 10_000 }).toBe(2);
      await page.locator('footer').getByRole('link', { name: nextService.title }).click();
      await page.waitForURL(`**${nextService.path}`);
      await page.waitForLoadState('load');

      expect(await declaredWebFonts(page)).toEqual(allLoaded);
      expect(await renderedFonts(page, 'h1')).toEqual(['Fraunces']);
      expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
      const { requests } = await fontTimings(page);
      expect(requests.map((request) => request.fromCache)).toEqual([true, true]);
      expect(await layoutShift()).toBe(0);
    },
  );

  test('fonts that are late on the next page are not swapped in: the local fonts stay', async ({ page }) => {
    const layoutShift = await watchLayoutShifts(page);
    await page.goto('/services/charpente', { waitUntil: 'load' });
    // The visitor clicks before the files have arrived, on a slow connection.
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('footer').getByRole('link', { name: nextService.title }).click();
    await page.waitForURL(`**${nextService.path}`);
    // Asked for at once, arrived after the first frame: never added to the page.
    await expect.poll(async () => (await fontTimings(page)).requests.length, { timeout: 10_000 }).toBe(2);
    await nothingHappensFor(page, 500);
    expect(await declaredWebFonts(page)).toEqual([]);
    const heading = await renderedFonts(page, 'h1');
    expect(heading.length).toBeGreaterThan(0);
    expect(heading.filter(isWebFont)).toEqual([]);
    expect(await layoutShift()).toBe(0);
  });
});
