import { defineConfig, type LaunchOptions } from '@playwright/test';
import { chromiumLaunchArgs, findTestChromium } from './tools/chromium.mjs';
import {
  configuredDist,
  e2ePort,
  nginxPort,
  standInPort,
  unconfiguredDist,
  unconfiguredPort,
} from './tools/test-sites.mjs';

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
 * - `owner`: the admin (tests/e2e-admin/) and the launch rehearsal (tests/launch/), one test at a
 *   time: both talk to Decap's local server on the port dist-e2e/'s admin was built for;
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
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
  },
  webServer: [
    {
      // Run through npm so that `node` is the Node 24 of node_modules/.bin.
      command: 'node tools/serve.mjs',
      env: { PORT: String(e2ePort), HOST: '127.0.0.1', DIST_DIR: process.env.DIST_DIR ?? configuredDist },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same site built without e-mail service: the form's mailto: fallback.
      command: 'node tools/serve.mjs',
      env: { PORT: String(unconfiguredPort), HOST: '127.0.0.1', DIST_DIR: unconfiguredDist },
      url: `http://127.0.0.1:${unconfiguredPort}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Stand-in of the e-mail service's API, which dist-e2e/ sends to.
      command: 'node tests/support/emailjs-stand-in.mjs',
      env: { PORT: String(standInPort), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${standInPort}/__stand-in/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // dist-e2e/ again, behind nginx with the deployed configuration.
      command: 'node tools/nginx.mjs',
      env: { NGINX_PORT: String(nginxPort), DIST_DIR: process.env.DIST_DIR ?? configuredDist },
      url: nginxURL,
      reuseExistingServer: false,
      timeout: 30_000,
      // Let tools/nginx.mjs stop nginx itself.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
  projects: [
    // Listed first: Playwright starts projects in this order, and these run one at a time, on one
    // worker while the other takes the rest; listed last, they ran alone at the end, one core idle.
    {
      name: 'owner',
      testDir: 'tests',
      testMatch: ['e2e-admin/**/*.spec.ts', 'launch/**/*.spec.ts'],
      fullyParallel: false,
      workers: 1,
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
