import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { configuredDist, e2ePort } from './tools/test-sites.mjs';

/**
 * The owner's admin (tests/e2e-admin/) against Decap's local server, on the site built for the
 * end-to-end tests (dist-e2e/, whose admin talks to the local server of ADMIN_BACKEND_PORT).
 * Desktop Chromium only: the admin is a desktop tool.
 */
const desktop = base.projects?.find((project) => project.name === 'desktop');
if (!desktop) throw new Error('playwright.config.ts: project "desktop" not found');

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-admin',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  outputDir: 'test-results/playwright-admin',
  // The admin is one large script (Decap CMS), loaded again by every test.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  projects: [{ ...desktop, use: { ...desktop.use, screenshot: 'only-on-failure' } }],
  webServer: {
    command: 'node tools/serve.mjs',
    env: { PORT: String(e2ePort), HOST: '127.0.0.1', DIST_DIR: configuredDist },
    url: `http://127.0.0.1:${e2ePort}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
