import { defineConfig } from 'vitest/config';

// A plain Vitest config (not Astro's getViteConfig) so tests do not depend on astro.config.mjs.
// Vite 8 transforms TS/JSX with Oxc: use React's automatic JSX runtime. Tests that need a DOM
// opt in with a `// @vitest-environment jsdom` comment. Three projects (`--project <name>` runs one):
// - `unit`: modules on their own, no build needed;
// - `site`: the built site read from disk (tests/site/: dist-unconfigured/ from `npm run build:e2e`);
// - `engines`: the site built for the end-to-end tests (dist-e2e/) in Chromium, Firefox ESR and
//   WebKitGTK over WebDriver (tests/engines/drivers.ts); one file at a time, one browser per engine
//   (the machine has two cores and WebKitWebDriver takes one session at a time). It mostly waits on
//   the browsers (about half a core): `npm test` runs it beside the other two, which take about one
//   core, and not after them. ENGINES=firefox,webkit runs some.
export default defineConfig({
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // One worker per core reused across files: a fresh one per file cost more than the tests.
          isolate: false,
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          // Vitest blanks CSS files, even read `?raw`; the palette reads the design tokens this way.
          css: { include: [/src\/styles\/global\.css/] },
          // GitHub's workflow parser imports its JSON schema the way bundlers allow: let Vite load it.
          server: { deps: { inline: ['@actions/workflow-parser'] } },
          // Decap's locales are a browser bundle, but for their ES modules (which the admin's bundler takes).
          alias: { 'decap-cms-locales': 'decap-cms-locales/dist/esm/index.js' },
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          sequence: { groupOrder: 0 },
          include: ['tests/site/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          globalSetup: ['tests/engines/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // As Playwright's: in CI one more try for a browser that stalls under load (a broken behaviour fails both).
          retry: process.env.CI ? 1 : 0,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
