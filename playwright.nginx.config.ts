import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { configuredDist, e2ePort } from './tools/test-sites.mjs';

/**
 * The end-to-end suite once more, against the built site served by a real nginx with the
 * deployed configuration (deploy/nginx.conf, started by tools/nginx.mjs): every spec, the
 * desktop project only (the mobile layout does not depend on the server), plus the
 * `*.nginx.spec.ts` files that check what only a real host sends (headers, caching,
 * compression). At the end, tests/support/nginx-teardown.ts fails the run on any CSP
 * violation reported by the browser or any asset the server could not deliver.
 */
const PORT = Number(process.env.NGINX_PORT ?? 4325);
const baseURL = `http://127.0.0.1:${PORT}`;
const desktop = base.projects?.find((project) => project.name === 'desktop');
if (!desktop) throw new Error('playwright.config.ts: project "desktop" not found');

// The other servers the suite needs (the e-mail API's stand-in, the site built without e-mail
// service) are kept; only the static server of dist-e2e/ is replaced by nginx, which serves that
// same build (built by `npm run build:e2e`, its form sends to the stand-in).
const otherServers = [base.webServer ?? []].flat().filter((server) => server.url !== `http://127.0.0.1:${e2ePort}`);

export default defineConfig({
  ...base,
  testIgnore: [],
  outputDir: 'test-results/playwright-nginx',
  globalTeardown: './tests/support/nginx-teardown.ts',
  use: { ...base.use, baseURL },
  projects: [{ ...desktop, name: 'nginx' }],
  webServer: [
    ...otherServers,
    {
      command: 'node tools/nginx.mjs',
      env: { NGINX_PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? configuredDist },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 30_000,
      // Let tools/nginx.mjs stop nginx itself.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
