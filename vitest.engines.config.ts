import { defineConfig } from 'vitest/config';

// The cross-engine suite (tests/engines/): the site built for the end-to-end tests (dist-e2e/,
// `npm run build:e2e`) in Chromium, Firefox ESR and WebKitGTK, driven over WebDriver
// (tests/engines/drivers.ts). One engine at a time, one browser per engine: the machine has
// two cores and WebKitWebDriver takes one session at a time. ENGINES=firefox,webkit runs some.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
