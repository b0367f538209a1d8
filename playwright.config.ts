import { defineConfig, type LaunchOptions } from '@playwright/test';
import { chromiumLaunchArgs, findTestChromium } from './tools/chromium.mjs';
import { e2ePort, nginxPort } from './tools/test-sites.mjs';
import { serversStartedVariable, testServers } from './tools/test-servers.mjs';

/**
 * Every browser test of the site, one project per way of running it:
 * - `desktop`: the end-to-end specs (tests/e2e/) against dist-e2e/ (`npm run build:e2e`,
 *   e-mail service = the local stand-in) served by the project's static server, in a 1280 px window;
 * - `mobile`: again, on a 390 px touch screen, the tests tagged `@phone`: those whose outcome
 *   depends on the phone's layout or touch (the menu, the call bar, axe on a page of each kind, what
 *   must not move). The others (a form's sending, a page's content, its policy) do not change with the
 *   screen: running them twice would double the suite's time for nothing;
 * - `nginx`: the tests whose result depends on the server (tagged `@server`: headers, caching,
 *   404, back/forward cache, the pages under the policy header) against the same build served by a real nginx with
 *   the deployed configuration (deploy/nginx.conf, started by tools/nginx.mjs), the server the site
 *   is published with, and only there; then
 *   `nginx-report` fails the run on any CSP violation the browser reported or any asset nginx
 *   could not deliver;
 * - `owner`: the admin (tests/e2e-admin/) and the launch rehearsal (tests/launch/), each file's
 *   tests in order, two files at a time, each with its copy of the project and its Decap local
 *   server (tests/support/decap-server.ts sends the admin's calls there);
 * - `photos`: the site built with photos the tests make (dist-photos/, tests/support/test-photos.mjs),
 *   served by the spec itself.
 * `npm test` runs them all; `npm run test:e2e`, `test:nginx`, `test:admin`, `test:launch` and
 * `test:photos` run one.
 *
 * Playwright's own browser download fails on the project's machines: Debian's Chromium is used,
 * its headless shell when installed, as Playwright does with its own (tools/chromium.mjs;
 * tools/ensure-browser.mjs installs both packages when it can).
 */
const baseURL = `http://127.0.0.1:${e2ePort}`;
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const executablePath = findTestChromium();
const launchOptions: LaunchOptions = {
  // Without one, Playwright looks for its own browser (and explains how to get it).
  ...(executablePath ? { executablePath } : {}),
  args: chromiumLaunchArgs,
};
const desktop = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 800 },
  launchOptions,
} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The tests wait on browsers, servers and builds more than they compute: three workers keep both
  // cores busy, beside the engines suite and the checks without a browser (`npm test`).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
  },
  // Started here for a run of Playwright alone; by tools/test-servers.mjs when `npm test` runs the
  // engines suite beside it.
  webServer: process.env[serversStartedVariable]
    ? []
    : testServers.map(({ command, env, url, graceful }) => ({
        command,
        env,
        url,
        reuseExistingServer: false,
        timeout: 30_000,
        ...(graceful ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 } } : {}),
      })),
  projects: [
    // Listed first: Playwright starts projects in this order, and these are the longest files
    // (the admin loads Decap CMS in every test, the rehearsal builds the site); listed last, they
    // ran alone at the end, a worker idle.
    {
      name: 'owner',
      testDir: 'tests',
      testMatch: ['e2e-admin/**/*.spec.ts', 'launch/**/*.spec.ts'],
      fullyParallel: false,
      workers: 2,
      // The admin is one large script (Decap CMS), loaded again by every test; the rehearsal builds the site.
      timeout: 180_000,
      expect: { timeout: 15_000 },
      // A trace of a retried test (test-results/): what Decap showed when a step did not come.
      use: { ...desktop, screenshot: 'only-on-failure', trace: 'on-first-retry' },
    },
    {
      name: 'photos',
      testDir: 'tests/e2e-photos',
      use: desktop,
    },
    {
      name: 'desktop',
      testIgnore: '**/*.nginx.spec.ts',
      grepInvert: /@server/,
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: '**/*.nginx.spec.ts',
      grep: /@phone/,
      grepInvert: /@server/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'nginx',
      // The tests whose result depends on the server (tagged @server): headers, caching,
      // compression, redirects, 404, the back/forward cache, the pages under the policy header.
      grep: /@server/,
      use: { ...desktop, baseURL: nginxURL },
      teardown: 'nginx-report',
    },
    {
      name: 'nginx-report',
      testMatch: '**/nginx-report.teardown.ts',
    },
  ],
});
