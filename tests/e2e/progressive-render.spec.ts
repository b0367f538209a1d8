import { expect, test, type Page } from '@playwright/test';
import { waitForFullLayout } from '../support/hydration';

/**
 * The home page lays out its sections below the hero after the first paint, one per frame
 * (src/lib/progressive-render.ts); a reload lays them all out before the browser restores the
 * scroll position.
 */
const SECTIONS = ['services', 'apropos', 'galerie', 'zone', 'communes-proches', 'contact'];

/** Records, from the start of the page, when each section loses its `data-render-later`. */
async function recordLayouts(page: Page) {
  await page.addInitScript(() => {
    const layouts: { id: string; at: number }[] = [];
    (window as unknown as { layouts: typeof layouts }).layouts = layouts;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.attributeName === 'data-render-later' && !target.hasAttribute('data-render-later')) {
          layouts.push({ id: target.id, at: performance.now() });
        }
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-render-later'] });
  });
  return () =>
    page.evaluate(() => ({
      layouts: (window as unknown as { layouts: { id: string; at: number }[] }).layouts,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
    }));
}

test.describe('progressive layout of the home page', () => {
  test('the sections below the hero wait for the first paint, then come one per frame', async ({ page }) => {
    const result = await recordLayouts(page);
    const response = await page.goto('/');
    // In the HTML, every section but the hero waits: the first layout has the header and the hero only.
    const html = (await response?.text()) ?? '';
    for (const id of SECTIONS) expect(html).toMatch(new RegExp(`<section id="${id}"[^>]*data-render-later`));
    expect(html).not.toMatch(/<section id="accueil"[^>]*data-render-later/);
    await waitForFullLayout(page);
    const { layouts, firstPaint } = await result();
    expect(layouts.map((layout) => layout.id)).toEqual(SECTIONS);
    expect(firstPaint).not.toBeNull();
    for (const layout of layouts) expect(layout.at).toBeGreaterThan(firstPaint ?? Infinity);
    // One at a time: each in a task of its own, after a frame.
    for (let i = 1; i < layouts.length; i += 1) {
      expect(layouts[i]!.at).toBeGreaterThan(layouts[i - 1]!.at);
    }
    // Laid out in full: the sections have their real height, not the 1000 px estimate.
    const heights = await page.locator('main > section').evaluateAll((s) => s.map((e) => e.clientHeight));
    expect(heights.filter((height) => height === 1000)).toEqual([]);
  });

  test('a reload lays them all out at once, before the page has finished loading', async ({ page }) => {
    await page.goto('/');
    await waitForFullLayout(page);
    const result = await recordLayouts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForFullLayout(page);
    const { layouts, domContentLoaded } = await result();
    expect(layouts.map((layout) => layout.id)).toEqual(SECTIONS);
    for (const layout of layouts) expect(layout.at).toBeLessThanOrEqual(domContentLoaded);
  });
});
