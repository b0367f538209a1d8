import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies, and dependencies used but not declared (`npm run check`).
 * Knip's own plugins find the entry points of Astro (pages, content config, astro.config.mjs),
 * Vitest and Playwright (their configs, the `--config` ones of package.json's scripts included) and
 * the tools the scripts run. Named here: the entries reached by a path in a string rather than an import.
 */
const config: KnipConfig = {
  entry: [
    // Bundled by integrations/inline-script.ts and registered by integrations/client-directives.mjs by path.
    'src/inline-scripts/*.ts',
    'src/directives/*.ts',
    // Injected by integrations/holding-build.ts by path (a file whose name starts with _ is no route of its own).
    'src/pages/_attente.astro',
    // Commands run by hand (docs/developpeurs/commandes.md says when): fonts, their fallbacks, two builds' pages compared.
    'tools/fonts.mjs',
    'tools/font-fallbacks.mjs',
    'tools/compare-pages.mjs',
  ],
  // An export also used in its own file is its module's interface (a schema beside its type, a constant
  // beside the function that reads it): only exports nobody uses are reported.
  ignoreExportsUsedInFile: true,
  project: ['src/**/*.{ts,tsx,astro,mjs,css}', 'tools/**/*.mjs', 'tests/**/*.{ts,tsx,mjs}', '*.config.{js,mjs,ts}'],
  // The stylesheets' `@import`s (Tailwind, the fallback faces) are dependencies like a script's.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, source]) => `import '${source}';`).join('\n'),
  },
  // Packages read as files, by a path in a string (font files subset at build time, the world map's
  // TopoJSON): no import names them.
  ignoreDependencies: [
    '@fontsource-variable/fraunces',
    '@fontsource-variable/inter',
    '@fontsource/fraunces',
    '@fontsource/inter',
    'world-atlas',
  ],
  // Debian's programs, which the scripts find or install themselves (the README's « Ce qu’il faut sur une machine neuve »).
  ignoreBinaries: ['apt-get', 'java', 'openssl'],
};

export default config;
