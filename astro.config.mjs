// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { clientDirectives } from './src/directives/index.mjs';
import { emailServiceCheck } from './src/integrations/email-service-check.ts';
import hoistIslandStyle from './src/integrations/hoist-island-style.ts';
import { isIndexablePath } from './src/lib/indexable.ts';
import { site as identity } from './src/site.ts';
import { photos } from './src/integrations/photos.ts';

/**
 * Static output only: every route is pre-rendered to `dist/` as `route/index.html`.
 * Links are written without a trailing slash (`/galerie`), which every static host
 * (and `scripts/serve.mjs`) resolves to `galerie/index.html`.
 */
export default defineConfig({
  // Origin of canonical URLs, social images, sitemap and robots.txt: `url` of src/site.ts, or SITE_URL
  // at build time (e.g. a preview address).
  site: process.env.SITE_URL ?? identity.url,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react(),
    clientDirectives(),
    // `/sitemap-index.xml` → `/sitemap-0.xml`, announced by robots.txt. No <lastmod>: the build does
    // not know when a page's content last changed, and a false date is worse than none.
    sitemap({
      filter: (page) => isIndexablePath(new URL(page).pathname),
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
    hoistIslandStyle(),
    emailServiceCheck(),
    photos(),
  ],
  vite: { plugins: [tailwindcss()] },
});
