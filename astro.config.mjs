// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, sharpImageService } from 'astro/config';
import { loadEnv } from 'vite';
import { hostHeaders } from './src/integrations/host-headers.ts';
import { runtimeStyleHashes } from './src/integrations/runtime-styles.ts';
import { astroCspConfig } from './src/config/security.ts';
import { clientDirectives } from './src/integrations/client-directives.mjs';
import { emailServiceCheck } from './src/integrations/email-service-check.ts';
import documentOrder from './src/integrations/document-order.ts';
import { adminAddress } from './src/integrations/admin-address.ts';
import { contentCheck } from './src/integrations/content-check.ts';
import { ownerMarkdown } from './src/integrations/owner-markdown.ts';
import { citedPhotos } from './src/integrations/cited-photos.ts';
import { socialImageCache } from './src/integrations/social-image-cache.ts';
import { launchGuard } from './src/integrations/launch-guard.ts';
import { buildCacheDir, isHoldingBuild, withLaunchSettings } from './src/config/launch.ts';
import { holdingBuild } from './src/integrations/holding-build.ts';
import { isIndexablePath } from './src/lib/seo/indexable.ts';
import { readLaunchSettings, readSiteUrl } from './src/integrations/site-url.ts';
import { adminChunkSizeLimitKb, isKnownHarmlessLog } from './src/integrations/build-logs.ts';

// Build-time variables, `.env` files included (the contact form reads the same ones), completed by
// the settings the owner gave in the admin (identity, « Mise en ligne »), which a variable overrides.
const fileEnv = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const launchSettings = readLaunchSettings();
const env = withLaunchSettings({ ...fileEnv, ...process.env }, launchSettings);
// The admin's settings as the variables they stand for, so that the pages (import.meta.env) and the
// admin page, which read the variables, read them too.
for (const [name, value] of Object.entries(env)) {
  if (value !== undefined && process.env[name] === undefined && fileEnv[name] === undefined) process.env[name] = value;
}
// On a publishing host, until the owner says the site is ready: the admin and a holding page only.
const holding = isHoldingBuild(env, launchSettings);

/**
 * Static output only: every route is pre-rendered to `dist/` as `route/index.html`.
 * Links are written without a trailing slash (`/galerie`), which every static host
 * (and `tools/serve.mjs`) resolves to `galerie/index.html`.
 */
export default defineConfig({
  // Origin of canonical URLs, social images, sitemap and robots.txt: `url` of the identity, or SITE_URL
  // at build time (e.g. a preview address). While the identity is invalid, the development server
  // still starts and lists what to change (integrations/content-check.ts); a build stops on it.
  // A holding build takes the host's own address (Netlify's URL, Cloudflare's CF_PAGES_URL): the
  // identity's may still be the example's.
  site:
    process.env.SITE_URL ??
    (holding ? (env.URL ?? env.CF_PAGES_URL ?? 'http://localhost:4321') : undefined) ??
    readSiteUrl() ??
    'http://localhost:4321',
  output: 'static',
  // Optimised images and content between builds: where the publishing host keeps them, else in the
  // project (src/config/launch.ts).
  cacheDir: buildCacheDir(env),
  // The owner's photos become AVIF with sharp's effort 1 instead of its default 4: files within 1 %
  // of the same size, three times faster than with effort 3 (2560 × 1920 photos). AVIF is most of
  // a photo's build time, and 300 worksites are 1,800 photos to build on every clean build
  // (docs/decisions/2026-11-28-avif-effort-1.md).
  image: { service: sharpImageService({ avif: { effort: 1 } }) },
  trailingSlash: 'never',
  // No development toolbar: it would cover the admin's buttons and the call bar of `npm run admin`
  // (its audits are the tests' axe checks).
  devToolbar: { enabled: false },
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Content-Security-Policy in a <meta> of every page: hashes of Astro's own inline scripts and of
  // the site's (src/integrations/inline-script.ts); HTTP headers by hostHeaders (src/config/security.ts).
  security: { csp: astroCspConfig(env, { styleHashes: runtimeStyleHashes() }) },
  integrations: [
    react(),
    clientDirectives(),
    // `/sitemap-index.xml` → `/sitemap-0.xml`, announced by robots.txt. No <lastmod>: the build does
    // not know when a page's content last changed, and a false date is worse than none.
    sitemap({
      filter: (page) => isIndexablePath(new URL(page).pathname),
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
    // The policy, the largest picture's hint and the early inline scripts at the top of <head>.
    documentOrder(),
    emailServiceCheck(),
    contentCheck(),
    // HTML typed in the owner's Markdown is published as text, never as markup.
    ownerMarkdown(),
    citedPhotos(),
    // Social images drawn once, kept between builds with the optimised images.
    socialImageCache(),
    adminAddress(),
    launchGuard(env),
    holdingBuild(holding),
    hostHeaders(env),
  ],
  // No Markdown code blocks on this site; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    // `npm run admin`: the admin's code and its dependencies are prepared as the server starts, so
    // that the first opening finds them bundled; found by the browser's first request instead, new
    // dependencies made Vite reload the page while Firefox was still importing its modules (« error
    // loading dynamically imported module », a blank admin).
    server: { warmup: { clientFiles: ['./src/admin/index.ts'] } },
    // Every image is a file of its own, never a data: URL inside the page: the gallery's small
    // illustrations would otherwise be written into the home page twice (rendered panel and island
    // props), on the critical path, for pictures that load lazily anyway.
    build: {
      assetsInlineLimit: 0,
      // The admin's bundle is large by nature; the bundler's warnings about it are sorted out in
      // src/integrations/build-logs.ts, where each says why.
      chunkSizeWarningLimit: adminChunkSizeLimitKb,
      rolldownOptions: {
        onLog(level, log, handler) {
          if (!isKnownHarmlessLog(log)) handler(level, log);
        },
      },
    },
  },
});
