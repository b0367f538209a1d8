// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import hoistIslandStyle from './src/integrations/hoist-island-style.ts';
import { isIndexablePath } from './src/lib/indexable.ts';

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
  integrations: [
    react(),
    // `/sitemap-index.xml` → `/sitemap-0.xml`, announced by robots.txt. No <lastmod>: the build does
    // not know when a page's content last changed, and a false date is worse than none.
    sitemap({
      filter: (page) => isIndexablePath(new URL(page).pathname),
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
    hoistIslandStyle(),
  ],
  vite: { plugins: [tailwindcss()] },
});
