import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { pointerAwayFromHeader } from '../support/navigation';
import { siteRoutes, testedDist } from '../support/site-routes';

// The home page's aliases serve the same document as `/`: routes.spec.ts checks that, once.
const { indexed, onePerKind } = siteRoutes(testedDist);
const notFound = '/page-inconnue';

// No request to another origin and no cookie: clean-run.spec.ts, which scrolls every page to its end.
test.describe('every page', () => {
  // Every page in the desktop window; on the phone (@phone), whose layout is the template's, one
  // page of each kind and the 404.
  for (const path of [...indexed, notFound]) {
    const onPhone = path === notFound || onePerKind.includes(path);
    test(`${path}: axe finds no violation (WCAG 2.2 AA)`, onPhone ? { tag: '@phone' } : {}, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  // Not /galerie: that alias opens on the gallery, whose island is meant to load as soon as it is visible.
  for (const path of ['/', '/zone', '/services/couverture-ardoise', '/mentions-legales']) {
    test(`${path}: no script is downloaded before the first paint`, async ({ page }) => {
      await pointerAwayFromHeader(page);
      await page.goto(path, { waitUntil: 'load' });
      const { firstPaint, scripts } = await page.evaluate(async () => {
        // The paint entry can be recorded some frames after load (later still on a busy machine).
        await new Promise<void>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length === 0) return;
            observer.disconnect();
            resolve();
          });
          observer.observe({ type: 'paint', buffered: true });
          setTimeout(resolve, 3000);
        });
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
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
