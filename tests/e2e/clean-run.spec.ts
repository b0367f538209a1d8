import { expect, test, type Page } from '@playwright/test';
import { waitForImagesAndFonts } from '../support/hydration';
import { everyIslandHydrated } from '../../tools/islands.mjs';
import { siteRoutes, testedDist } from '../support/site-routes';

/**
 * Every page loads, scrolls to the bottom and hydrates all its islands under its
 * Content-Security-Policy without a single CSP violation, console error, uncaught exception,
 * failed request, request to another origin or cookie. Runs against nginx with the deployed
 * configuration: the CSP of the pages' <meta> plus the HTTP header (the nginx project of
 * playwright.config.ts).
 */
const UNKNOWN_PATH = '/page-qui-n-existe-pas';

async function watch(page: Page, baseURL: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  const origin = new URL(baseURL!).origin;
  // Runs before any page script and is not subject to the page's CSP.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} [${message.location().url}]`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) problems.push(`other origin: ${request.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${new URL(response.url()).pathname}`);
  });
  return problems;
}

async function visitWholePage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  // Islands hydrate once seen or once the page is idle; a fast scroll on a busy machine can skip
  // one between two frames, which is shown again.
  await page.waitForFunction(everyIslandHydrated, null, { timeout: 15_000 });
  // Everything the page asked for has arrived (or failed, which the listeners record), and
  // nothing the page does once idle (the next page fetched ahead…) goes elsewhere.
  await waitForImagesAndFonts(page);
  await page.waitForLoadState('networkidle');
  return response;
}

// @server: behind nginx, the policy of the HTTP header applies too, and nginx reports violations.
test.describe('every page runs clean under its security policy', { tag: '@server' }, () => {
  for (const path of siteRoutes(testedDist).indexed) {
    test(`${path}: no CSP violation, console error, failed request, other origin or cookie`, async ({
      page,
      baseURL,
    }) => {
      const problems = await watch(page, baseURL);
      const response = await visitWholePage(page, path);
      expect(response?.status()).toBe(200);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      // Scripts: this origin and hashes, nothing else ('unsafe-inline' would void the policy).
      const scriptSrc = policy?.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
      expect(scriptSrc.trim()).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
      expect(problems).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
    });
  }

  test('the 404 page: only its deliberate console message and its own 404 status', async ({ page, baseURL }) => {
    const problems = await watch(page, baseURL);
    const response = await visitWholePage(page, UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    // The document's own 404 (which Chromium also logs) and the path logged by the page's
    // inline script, which therefore ran under the CSP; nothing else.
    expect(problems.toSorted()).toEqual([
      `HTTP 404: ${UNKNOWN_PATH}`,
      expect.stringMatching(new RegExp(`^console\\.error: 404 : page introuvable : ${UNKNOWN_PATH} `)),
      expect.stringMatching(
        new RegExp(`^console\\.error: Failed to load resource: .*404.* \\[[^\\]]*${UNKNOWN_PATH}\\]$`),
      ),
    ]);
  });

  test('an alias path opens at its section: the inline scroll script is allowed to run', async ({ page, baseURL }) => {
    const problems = await watch(page, baseURL);
    await page.goto('/zone', { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });
});
