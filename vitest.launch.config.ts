import { defineConfig } from 'vitest/config';

// The launch guard (tests/launch/): production builds of copies of the project, one refused, one
// published. Run by `npm run test:launch`.
export default defineConfig({
  test: {
    include: ['tests/launch/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
