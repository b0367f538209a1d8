/**
 * The site's security policy, in one place. Every copy of it derives from here:
 *
 * - every page carries its Content-Security-Policy in a `<meta>`: `astro.config.mjs` passes
 *   {@link astroCspConfig} to Astro's `security.csp`, which adds the hashes of the scripts and
 *   styles Astro inlines itself; the site's own inline scripts add theirs through
 *   `integrations/inline-script.ts`; the admin page widens its own (`config/admin.ts`);
 * - what a `<meta>` cannot carry ({@link headerPolicy}: `frame-ancestors`) and the other
 *   {@link responseHeaders} go into the HTTP headers: `dist/_headers` (Netlify, Cloudflare Pages)
 *   and `deploy/nginx.conf`, written by `src/integrations/host-headers.ts`. They only change
 *   when this file does (`npm run deploy:config`); `dist/_headers`, published with each build,
 *   also gives each page its whole policy as a header (the hashes of that build's scripts).
 *
 * To allow a new origin (a font CDN, say): add it to the directive in {@link baseDirectives}.
 *
 * Plain TypeScript (erasable syntax only, no package imports) so that Node runs it as is from the
 * scripts, Vite from the Astro config and Vitest from the tests.
 */

import { emailServiceOrigin } from '../lib/contact/email-service.ts';

/** Build-time environment (`process.env`, or Vite's `loadEnv`, which also reads `.env` files). */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/** The directives this module sets (Astro owns `script-src` and `style-src`). */
export type DirectiveName =
  | 'default-src'
  | 'connect-src'
  | 'img-src'
  | 'font-src'
  | 'media-src'
  | 'manifest-src'
  | 'worker-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** A directive name and its sources, e.g. `['connect-src', ["'self'", 'https://api.emailjs.com']]`. */
export type Directive = readonly [name: DirectiveName, sources: readonly string[]];

/**
 * Every directive except `script-src` and `style-src`, which Astro writes itself with the
 * hashes of each page's inline scripts and styles (see {@link astroCspConfig}).
 * Nothing here may be `'unsafe-inline'` or `'unsafe-eval'`.
 */
export function baseDirectives(env: BuildEnv): readonly Directive[] {
  return [
    // Everything not listed below: this origin only (images, fonts, manifest…).
    ['default-src', ["'self'"]],
    // The only request to another origin the site makes: the contact form's send.
    ['connect-src', ["'self'", emailServiceOrigin(env)]],
    // Images are files of this origin (astro.config.mjs: no data: URLs, `assetsInlineLimit: 0`).
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // No page of this site is meant to be framed (clickjacking). HTTP header only.
    ['frame-ancestors', ["'none'"]],
  ];
}

/** Directives that browsers ignore (with a console error) in a `<meta>`: HTTP header only. */
export const headerOnlyDirectives: ReadonlySet<string> = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/**
 * The Content-Security-Policy *header* of every response: only what a page's `<meta>` cannot say.
 * Both apply, so the header must not restrict anything the pages' own policies allow.
 */
export function headerPolicy(env: BuildEnv): string {
  return baseDirectives(env)
    .filter(([name]) => headerOnlyDirectives.has(name))
    .map(formatDirective)
    .join('; ');
}

/** `"name src src"`, the form of a directive in a policy string and in Astro's config. */
export function formatDirective<Name extends string>([name, sources]: readonly [
  Name,
  readonly string[],
]): `${Name} ${string}` {
  return [name, ...sources].join(' ') as `${Name} ${string}`;
}

/**
 * The value of Astro's `security.csp`, plus the hashes of the `<style>` elements that libraries
 * insert at run time (`styleHashes`). Scripts: this origin plus the SHA-256 of each inline
 * script Astro emits (island bootstrap, `is:inline` scripts); never `'unsafe-inline'`.
 * Styles: this origin plus hashes for `<style>` elements; `style="…"` attributes (written by
 * React components such as Radix's tabs in the pre-rendered HTML) are allowed through
 * `style-src-attr 'unsafe-inline'`: an attribute cannot run code, and hashing every attribute
 * value would break on each content change.
 */
export function astroCspConfig(
  env: BuildEnv,
  { styleHashes = [] }: { styleHashes?: readonly `sha256-${string}`[] } = {},
) {
  return {
    algorithm: 'SHA-256' as const,
    directives: baseDirectives(env)
      .filter(([name]) => !headerOnlyDirectives.has(name))
      .map(formatDirective),
    scriptDirective: { resources: ["'self'"] },
    styleDirective: {
      // No source of its own kind for `style-src`: Astro then writes `'self'` itself, into `style-src`
      // and into `style-src-elem` when a page adds one (the admin). Naming `'self'` here would only make
      // Astro warn that `style-src-attr` hides it from attributes, which have no source anyway.
      resources: [{ resource: "'unsafe-inline'", kind: 'attribute' as const }],
      // Stylesheets that libraries insert at run time (src/integrations/runtime-styles.ts).
      hashes: [...styleHashes],
    },
  };
}

/** Response headers sent with every file, besides the Content-Security-Policy. */
export const responseHeaders: Readonly<Record<string, string>> = {
  // Two years, subdomains included; browsers apply it over HTTPS only. Add `; preload` once the
  // domain is submitted to hstspreload.org (a decision for the owner: it is hard to undo).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features the site never uses, refused to itself and to anything it might embed.
  // Only names Chromium knows: an unknown one logs a console error on every page.
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
    'browsing-topics=()',
  ].join(', '),
  // Older browsers' equivalent of frame-ancestors 'none'.
  'X-Frame-Options': 'DENY',
  // Isolated from any other site's window; the admin keeps the GitHub sign-in window it opens.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/** Headers of the admin (`/admin/`) on top of the others: never in search results. */
export const adminHeaders: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow',
};

/** Where the admin is served. */
export const ADMIN_PATH = '/admin';

/** Where the build puts content-hashed files: their name changes whenever their content does. */
export const HASHED_ASSETS_PREFIX = '/_astro/';

/** How long, at most, a visitor may see a page as it was before the owner's last publication. */
export const PAGE_FRESH_SECONDS = 60;

/**
 * `Cache-Control` values: hashed assets never change; pages and the other files are used from
 * the browser's cache for a minute, then checked with the server (ETag); the admin and the 404
 * page are checked each time.
 */
export const cacheControl = {
  hashedAsset: 'public, max-age=31536000, immutable',
  /**
   * A page loaded ahead on the visitor's intent (lib/navigation/next-page.ts) is shown from the
   * cache when the link is followed: Firefox keeps a prefetched page only if it may be used
   * without asking the server, and Safari's next page comes from an ordinary request. The cost: a
   * visitor who saw a page in the last minute may see it once more as it was, up to a minute after
   * the owner published a change.
   */
  page: `public, max-age=${PAGE_FRESH_SECONDS}`,
  /** Checked with the server (ETag) before each use. */
  revalidate: 'no-cache',
} as const;
