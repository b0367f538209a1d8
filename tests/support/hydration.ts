import type { Locator, Page } from '@playwright/test';

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
