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
