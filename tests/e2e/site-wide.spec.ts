import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPages } from '../support/routes';

test.describe('every page', () => {
  for (const path of [...allPages, '/page-inconnue']) {
    test(`${path}: axe finds no violation (WCAG 2.2 AA)`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
    });
  }

  for (const path of allPages) {
    test(`${path}: no request leaves for another origin, even after scrolling to the bottom`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
      });
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
      });
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
    });
  }

  for (const path of ['/', '/galerie', '/services/couverture-ardoise', '/mentions-legales']) {
    test(`${path}: no script is downloaded before the first paint`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      const { firstPaint, scripts } = await page.evaluate(async () => {
        // The paint entry can be recorded some frames after load (later on a busy machine).
        const paint = await new Promise<PerformanceEntry | undefined>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) {
              observer.disconnect();
              resolve(entry);
            }
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(undefined), 5_000);
        });
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          firstPaint: paint?.startTime ?? null,
          scripts: resources
            .filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name))
            .map((r) => ({ name: r.name, start: r.startTime })),
        };
      });
      expect(firstPaint).not.toBeNull();
      const early = scripts.filter((s) => s.start < (firstPaint ?? 0));
      expect(early).toEqual([]);
      // Render-blocking scripts: none in the HTML at all.
      const blocking = await page.locator('script[src]:not([type="module"]):not([async]):not([defer])').count();
      expect(blocking).toBe(0);
    });
  }
});
