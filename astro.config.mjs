// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { astroCspConfig } from './src/config/security.ts';
import { clientDirectives } from './src/directives/index.ts';
import { deployConfig, runtimeStyleHashes } from './scripts/deploy-config.mjs';

// Build-time variables, `.env` files included (the contact form reads the same ones).
const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };

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
  // Content-Security-Policy in a <meta> of every page (hashes of inline scripts); deployConfig
  // completes it and writes the HTTP headers: dist/_headers, and deploy/ through
  // `npm run deploy:config` (src/config/security.ts, scripts/deploy-config.mjs).
  security: { csp: astroCspConfig(env, { styleHashes: runtimeStyleHashes() }) },
  integrations: [react(), clientDirectives(), deployConfig(env)],
  // No Markdown code blocks on this site; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  vite: { plugins: [tailwindcss()] },
});
