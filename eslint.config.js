// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The layers of src/, each importing only from those before it (the README's map says why):
    // schemas → lib → config → integrations → components (ui → sections, islands) → layouts → pages;
    // inline-scripts (the page's own <script> entries) sit beside them, on schemas and lib; the admin
    // too, with the sections its previews render.
    files: ['src/**/*.{ts,tsx,astro,mjs}', 'astro.config.mjs'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.astro'] } },
      'boundaries/include': ['src/**/*', 'astro.config.mjs'],
      'boundaries/elements': [
        { type: 'schemas', pattern: 'src/schemas/**', partialMatch: false },
        { type: 'content', pattern: 'src/content/**', partialMatch: false },
        { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
        { type: 'config', pattern: 'src/config/**', partialMatch: false },
        { type: 'integrations', pattern: ['src/integrations/**', 'src/directives/**'], partialMatch: false },
        { type: 'ui', pattern: 'src/components/ui/**', partialMatch: false },
        { type: 'sections', pattern: ['src/components/sections/**', 'src/components/layout/**'], partialMatch: false },
        { type: 'islands', pattern: 'src/components/islands/**', partialMatch: false },
        { type: 'admin', pattern: 'src/admin/**', partialMatch: false },
        { type: 'inline-scripts', pattern: 'src/inline-scripts/**', partialMatch: false },
        { type: 'layouts', pattern: 'src/layouts/**', partialMatch: false },
        { type: 'pages', pattern: 'src/pages/**', partialMatch: false },
        { type: 'assets', pattern: ['src/styles/**', 'src/assets/**'], partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} ne peut pas importer {{to.type}} : les couches de src/ ne regardent qu’en arrière.',
          policies: [
            { from: { element: { type: 'schemas' } }, allow: { to: { element: { type: 'schemas' } } } },
            { from: { element: { type: 'content' } }, allow: { to: { element: { types: { anyOf: ['schemas'] } } } } },
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
              from: { element: { types: { anyOf: ['sections', 'islands'] } } },
              allow: {
                to: {
                  element: { types: { anyOf: ['schemas', 'lib', 'config', 'ui', 'sections', 'islands', 'assets'] } },
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
              allow: { to: { element: { type: '*' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // Pure logic: no file system, no build tool, no Astro runtime; what it needs comes in as arguments.
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'url', 'child_process'],
              message: 'lib/ est pure : pas de système de fichiers (integrations/).',
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
