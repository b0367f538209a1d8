import { defineConfig, type LaunchOptions } from '@playwright/test';
import { chromiumLaunchArgs, findChromium } from './tests/support/chromium.mjs';
import {
  configuredDist,
  e2ePort,
  standInPort,
  unconfiguredDist,
  unconfiguredPort,
} from './tests/support/test-sites.mjs';

// Playwright's own browser download fails on the project's machines: use a system Chromium
// (tools/ensure-browser.mjs installs Debian's package when needed).
// `npm run build:e2e` builds dist-e2e/ (e-mail service = the stand-in) and dist-unconfigured/.
const baseURL = `http://127.0.0.1:${e2ePort}`;
const executablePath = findChromium();
const launchOptions: LaunchOptions = {
  // Without one, Playwright looks for its own browser (and explains how to get it).
  ...(executablePath ? { executablePath } : {}),
  args: chromiumLaunchArgs,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs of what only a real host sends (headers): playwright.nginx.config.ts runs them.
  testIgnore: '**/*.nginx.spec.ts',
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
      // Run through `npm run test:e2e` so that `node` is the Node 24 of node_modules/.bin.
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
      // Stand-in of the e-mail service's API, which dist/ sends to.
      command: 'node tests/support/emailjs-stand-in.mjs',
      env: { PORT: String(standInPort), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${standInPort}/__stand-in/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
  projects: [
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      name: 'mobile',
      // The back/forward cache does not depend on the layout: desktop (and nginx) check it.
      testIgnore: ['**/*.nginx.spec.ts', '**/back-forward.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
});
