import { defineConfig } from 'vitest/config';

// Checks of the built site (dist/): byte budgets and security policy. Run after `npm run build`
// by `npm run test:build`; kept apart from the unit tests, which must not need a build.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
