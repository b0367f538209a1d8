// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { clientDirectives } from './src/directives/index.mjs';

/**
 * Static output only: every route is pre-rendered to `dist/` as `route/index.html`.
 * Links are written without a trailing slash (`/galerie`), which every static host
 * (and `scripts/serve.mjs`) resolves to `galerie/index.html`.
 */
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://www.lambert-toitures.example',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react(), clientDirectives()],
  vite: { plugins: [tailwindcss()] },
});
