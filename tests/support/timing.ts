import type { Page } from '@playwright/test';

/**
 * Waits until the page's own clock says `ms` have passed since now: for behaviour that depends on
 * a delay of the page's code (a grace period, a closing delay), measured where that code measures
 * it rather than guessed from the test's side.
 */
export async function afterMilliseconds(page: Page, ms: number): Promise<void> {
  const start = await page.evaluate(() => performance.now());
  await page.waitForFunction(([since, delay]) => performance.now() - since > delay, [start, ms] as const);
}

/**
 * For what must not happen (no request sent, no bar shown, no code loaded): nothing can be awaited,
 * so the test gives it `ms` to happen. The one fixed pause of the browser tests; anything that does
 * happen is awaited on its condition instead.
 */
export async function nothingHappensFor(page: Page, ms: number): Promise<void> {
  await page.waitForTimeout(ms);
}
