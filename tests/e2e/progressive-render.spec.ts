import { expect, test, type Page } from '@playwright/test';
import { waitForFullLayout } from '../support/hydration';

/**
 * The home page lays out its sections below the hero after the first paint
 * (src/lib/loading/progressive-render.ts). What the visitor must see: the first screen painted first,
 * a page that never moves under their eyes while the rest is laid out, every section there when
 * they scroll to it, and after a reload the place they were reading.
 */
const SECTIONS = ['services', 'apropos', 'galerie', 'zone', 'communes-proches', 'contact'];

/** Records, from the start of the page, the layout shifts the visitor did not cause. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}#${node.id}.${node.className}` : String(node);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
}

test.describe('progressive layout of the home page', { tag: '@phone' }, () => {
  test('the first screen paints first, and nothing moves while the rest of the page is laid out', async ({ page }) => {
    const shifts = await recordShifts(page);
    await page.goto('/');
    // The largest paint of the first screen is the hero's, not something further down. Read two
    // frames after the browser's first report (it may report a smaller candidate first, and the
    // page may load before its first paint on a busy machine).
    const largest = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          type Entry = PerformanceEntry & { element?: Element | null };
          let latest: Entry | undefined;
          const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
          const observer = new PerformanceObserver((list) => {
            if (!latest) afterFrame(() => afterFrame(read));
            latest = (list.getEntries().at(-1) as Entry | undefined) ?? latest;
          });
          const read = () => {
            latest = (observer.takeRecords().at(-1) as Entry | undefined) ?? latest;
            observer.disconnect();
            resolve(latest?.element?.closest('section')?.id ?? null);
          };
          observer.observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(read, 5000);
        }),
    );
    expect(largest).toBe('accueil');
    await waitForFullLayout(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await shifts()).toEqual([]);
  });

  test('every section is there, at its real height, when the visitor scrolls to it', async ({ page }) => {
    await page.goto('/');
    for (const id of SECTIONS) {
      const heading = page.locator(`#${id} h2`).first();
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport();
      await expect(heading).not.toBeEmpty();
    }
    // Laid out in full: no section keeps the 1000 px estimate it has while it waits.
    const heights = await page.locator('main > section').evaluateAll((s) => s.map((e) => e.clientHeight));
    expect(heights.filter((height) => height === 1000)).toEqual([]);
  });

  test('a reload brings the visitor back to the part of the page they were reading', async ({ page }) => {
    await page.goto('/');
    await waitForFullLayout(page);
    const heading = page.locator('#zone h2').first();
    // Read the zone section, its heading near the top of the window, by scrolling as a visitor does.
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.mouse.wheel(0, top - 200);
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(260);
    const before = await heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));

    await page.reload();
    await page.waitForLoadState('load');
    await expect
      .poll(() => heading.evaluate((element, was) => Math.abs(element.getBoundingClientRect().top - was), before))
      .toBeLessThanOrEqual(2);
  });
});
