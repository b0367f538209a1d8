// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
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
    // Each file is one function expression that a page copies into itself and calls (lib/inline-script.ts).
    files: ['src/scripts/**/*.js'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
