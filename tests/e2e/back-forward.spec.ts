import { expect, test } from '@playwright/test';
import { scrollSettled } from '../support/page-probes.mjs';
import { chromiumLaunchArgs, findChromium } from '../../tools/chromium.mjs';
import { homeAliases, siteRoutes, testedDist } from '../support/site-routes';

/**
 * Back and forward are instant: every page leaves for the next one into Chromium's back/forward
 * cache and comes back from it as it was left (same script context, same scroll position).
 * Playwright launches Chromium without that cache unless told not to; Firefox and WebKit are
 * checked in tests/engines/next-page.test.ts.
 */
const executablePath = findChromium();
test.use({
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: chromiumLaunchArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

// @server: the cache keeps a page only if its response headers allow it.
test.describe('the back/forward cache', { tag: '@server' }, () => {
  // Whether the cache keeps a page depends on its headers (the same for all) and on what its
  // scripts hold open, which are its template's: one page of each kind.
  // Not the 404 page: Chromium never keeps a response whose status is not 2xx.
  // One alias too: it holds the visitor at its section on arrival, which the cache must not keep.
  for (const path of [...siteRoutes(testedDist).onePerKind, homeAliases.at(-1)!]) {
    test(`${path}: back from the next page shows it from the cache, where it was left`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'load' });
      // The visitor reads on (a real wheel: the home page's arrival at a section gives way to it).
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 500);
      await page.waitForLoadState('networkidle');
      // The wheel's scroll is smooth and may start late on a busy machine: let it end before judging it.
      await page.evaluate(scrollSettled);
      // An emulated phone may drop a wheel sent too early: the input above has stopped the arrival hold.
      await page.evaluate(() => window.scrollY > 0 || window.scrollBy({ top: 500, behavior: 'instant' }));
      await page.evaluate(scrollSettled);
      const left = await page.evaluate(() => {
        const state = window as unknown as { kept?: boolean; restored?: boolean };
        state.kept = true;
        window.addEventListener('pageshow', (event) => (state.restored = event.persisted));
        return window.scrollY;
      });
      expect(left).toBeGreaterThan(0);
      const next = path === '/mentions-legales' ? '/conditions-generales' : '/mentions-legales';
      // Followed where the visitor is (a click through Playwright would first scroll to the footer).
      await page.evaluate(
        (href) => document.querySelector<HTMLAnchorElement>(`footer a[href="${href}"]`)?.click(),
        next,
      );
      await page.waitForURL(next);
      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
      const back = await page.evaluate(() => {
        const state = window as unknown as { kept?: boolean; restored?: boolean };
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          notRestoredReasons?: unknown;
        };
        return {
          fromCache: state.kept === true && state.restored === true,
          y: window.scrollY,
          notRestoredReasons: JSON.stringify(navigation.notRestoredReasons ?? null),
        };
      });
      expect(back.fromCache, `not restored: ${back.notRestoredReasons}`).toBe(true);
      expect(back.y).toBe(left);
    });
  }
});
