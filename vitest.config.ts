import { defineConfig } from 'vitest/config';

// A plain Vitest config (not Astro's getViteConfig) so unit tests do not depend on
// astro.config.mjs. Vite 8 transforms TS/JSX with Oxc: use React's automatic JSX runtime.
// Tests that need a DOM opt in with a `// @vitest-environment jsdom` comment.
export default defineConfig({
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Vitest blanks CSS files, even read `?raw`; the palette reads the design tokens this way.
    css: { include: [/src\/styles\/global\.css/] },
    // GitHub's workflow parser imports its JSON schema the way bundlers allow: let Vite load it.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
