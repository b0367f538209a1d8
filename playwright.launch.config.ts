import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { unconfiguredPort } from './tests/support/test-sites.mjs';

/**
 * The launch rehearsal (tests/launch/): the owner's whole path on a copy of the project with the
 * owner's own content, from the admin (Decap CMS and its local server) to the site built as
 * Netlify builds it and served by nginx with deploy/nginx.conf. The admin's page comes from the
 * test site (dist-e2e/, whose admin talks to the local server of ADMIN_BACKEND_PORT); the
 * e-mail service's stand-in receives the form. Desktop Chromium, one test at a time.
 */
const desktop = base.projects?.find((project) => project.name === 'desktop');
if (!desktop) throw new Error('playwright.config.ts: project "desktop" not found');

export default defineConfig({
  ...base,
  testDir: 'tests/launch',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  outputDir: 'test-results/playwright-launch',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  projects: [{ ...desktop, use: { ...desktop.use, screenshot: 'only-on-failure' } }],
  // The test site (the admin's page) and the e-mail service's stand-in, as the end-to-end tests serve them.
  webServer: [base.webServer ?? []].flat().filter((server) => server.url !== `http://127.0.0.1:${unconfiguredPort}`),
});
