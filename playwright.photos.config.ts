import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The site built with photos the tests make themselves (tests/support/test-photos.mjs builds
// it into dist-photos/ first: `npm run test:photos`), served on the same port as test:e2e.
const PORT = Number(process.env.E2E_PORT ?? 4322);

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-photos',
  webServer: {
    command: 'node tools/serve.mjs',
    env: { PORT: String(PORT), HOST: '127.0.0.1', DIST_DIR: 'dist-photos' },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
