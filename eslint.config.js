// @ts-check
import js from '@eslint/js';
import { builtinModules } from 'node:module';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every script the project lints: the boundaries below place each one in a layer. */
const lintedFiles = '**/*.{js,mjs,cjs,ts,mts,cts,tsx,astro}';

/** The layers of src/ (the site itself). */
const srcLayers = [
  'schemas',
  'content',
  'lib',
  'config',
  'integrations',
  'ui',
  'sections',
  'islands',
  'admin',
  'inline-scripts',
  'layouts',
  'pages',
  'assets',
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'coverage/',
      'src/assets/artwork/',
    ],
  },
  js.configs.recommended,
  // Not the type-checked variant: linting stays fast; `astro check` does the type checking.
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // French typography puts no-break spaces (U+00A0, U+202F) in text: allow them in
      // strings, template literals, JSX text and comments; still catch them in code.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipComments: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Every script of the project belongs to a layer, and each layer imports only from those before it
    // (docs/developpeurs/architecture.md says why): schemas → lib → config → integrations → components (ui → islands →
    // sections) → layouts → pages. inline-scripts (the page's own <script> entries) sit beside them, on
    // schemas and lib; the admin too, with the sections its previews render. Outside src/: tools/ (the
    // project's commands) build on src/'s pure layers and never on tests/; tests/ may use all of src/ and
    // tools/; the root configuration files wire src/, tools/ and tests/ together.
    // A file in a folder no element names (src/helpers/, scripts/…) fails: give it a layer here first.
    files: [lintedFiles],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.mts', '.d.mts', '.astro'] } },
      'boundaries/include': ['**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'schemas', pattern: 'src/schemas/**', partialMatch: false },
        { type: 'content', pattern: 'src/content/**', partialMatch: false },
        { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
        { type: 'config', pattern: 'src/config/**', partialMatch: false },
        { type: 'integrations', pattern: ['src/integrations/**', 'src/directives/**'], partialMatch: false },
        { type: 'ui', pattern: 'src/components/ui/**', partialMatch: false },
        { type: 'sections', pattern: ['src/components/sections/**', 'src/components/frame/**'], partialMatch: false },
        { type: 'islands', pattern: 'src/components/islands/**', partialMatch: false },
        { type: 'admin', pattern: 'src/admin/**', partialMatch: false },
        { type: 'inline-scripts', pattern: 'src/inline-scripts/**', partialMatch: false },
        { type: 'layouts', pattern: 'src/layouts/**', partialMatch: false },
        { type: 'pages', pattern: 'src/pages/**', partialMatch: false },
        { type: 'assets', pattern: ['src/styles/**', 'src/assets/**'], partialMatch: false },
        { type: 'tools', pattern: 'tools/**', partialMatch: false },
        { type: 'tests', pattern: 'tests/**', partialMatch: false },
        // The hosts' build plugins run on their own: they import nothing of the project.
        { type: 'deploy', pattern: 'deploy/**', partialMatch: false },
      ],
      // Single files outside any layer's folder.
      'boundaries/files': [
        { category: 'content-config', pattern: 'src/content.config.ts' },
        { category: 'ambient-types', pattern: 'src/env.d.ts' },
        { category: 'project-config', pattern: '*.config.{js,mjs,ts}' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'schemas' } }, allow: { to: { element: { type: 'schemas' } } } },
            { from: { element: { type: 'content' } }, allow: { to: { element: { types: { anyOf: ['schemas'] } } } } },
            {
              from: { file: { categories: 'content-config' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib'] } } } },
            },
            {
              from: { element: { type: 'config' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib', 'config'] } } } },
            },
            {
              from: { element: { type: 'integrations' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib', 'config', 'integrations', 'assets'] } } } },
            },
            {
              from: { element: { type: 'ui' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib', 'config', 'ui', 'assets'] } } } },
            },
            {
              // Islands never import sections: whatever an island imports ships to the browser, and the
              // static HTML it shows comes from the page as children or slots (the gallery's panels, the
              // form's stand-in). Sections may import islands, e.g. an island's props type.
              from: { element: { type: 'islands' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib', 'config', 'ui', 'islands', 'assets'] } } } },
            },
            {
              from: { element: { type: 'sections' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['schemas', 'lib', 'config', 'ui', 'islands', 'sections', 'assets'] } },
                },
              },
            },
            {
              // Bundled into the page's own <script>: only pure logic, nothing the browser has no use for.
              from: { element: { type: 'inline-scripts' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib'] } } } },
            },
            {
              // The admin's previews render the site's own sections with its stylesheet.
              from: { element: { type: 'admin' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['schemas', 'lib', 'config', 'ui', 'sections', 'assets', 'admin'] } },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['layouts', 'pages'] } } },
              allow: { to: [{ element: { types: { anyOf: srcLayers } } }, { file: { categories: 'content-config' } }] },
            },
            {
              // The project's commands run on the site's pure layers and build integrations, never on tests/.
              from: { element: { type: 'tools' } },
              allow: { to: { element: { types: { anyOf: ['schemas', 'lib', 'config', 'integrations', 'tools'] } } } },
            },
            {
              from: { element: { type: 'tests' } },
              allow: {
                to: [
                  { element: { types: { anyOf: [...srcLayers, 'tools', 'tests', 'deploy'] } } },
                  { file: { categories: { anyOf: ['content-config', 'project-config'] } } },
                ],
              },
            },
            {
              from: { file: { categories: 'project-config' } },
              allow: {
                to: [
                  { element: { types: { anyOf: [...srcLayers, 'tools', 'tests', 'deploy'] } } },
                  { file: { categories: 'project-config' } },
                ],
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Whatever an island imports ships to the browser: tailwind-merge would weigh more than most islands.
    files: ['src/components/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/cn', 'tailwind-merge'],
              message: 'Une île joint ses classes avec clsx : tailwind-merge partirait dans son JavaScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure logic: no file system, no build tool, no Astro runtime; what it needs comes in as arguments.
    // Every Node built-in, under its `node:` name or its bare one (`fs`, `os`, `module`, `fs/promises`…).
    files: ['src/lib/**/*.{ts,tsx,mts,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', ...builtinModules, ...builtinModules.map((name) => `${name}/*`)],
              message: 'lib/ est pure : pas de module de Node (système de fichiers, processus…) : integrations/.',
            },
            {
              group: ['sharp', 'fontkit', 'esbuild', 'astro:*'],
              message: 'lib/ est pure : outils de construction dans integrations/.',
            },
          ],
        },
      ],
    },
  },
);
