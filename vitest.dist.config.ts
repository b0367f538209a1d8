import { defineConfig } from 'vitest/config';

// Tests of the built site (dist/, read from tests/site/): run by `npm run test:dist` after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
