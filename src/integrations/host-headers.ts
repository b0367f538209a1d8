/**
 * The HTTP headers of the site on its host, rendered from `config/security.ts`:
 * - `_headers`, which Netlify and Cloudflare Pages read from the published folder (written into
 *   `dist/` by every build), with each page's whole Content-Security-Policy as a header of its
 *   own path ({@link pagePolicyRules}): these hosts publish the file with the build, so the
 *   policy can name the hashes of this build's inline scripts;
 * - `deploy/nginx.conf`, the server block for nginx (with `deploy/_headers`, the hosts' own rules,
 *   written by `npm run deploy:config`; a test fails while they are out of date). nginx's
 *   configuration is installed apart from the site and outlives many builds: it carries only
 *   what does not depend on a build, and each page's `<meta>` the rest (the pages put nothing the
 *   first paint needs behind it: integrations/document-order.ts).
 *
 * Plain TypeScript with explicit `.ts` imports: Node runs it as is from tools/nginx.mjs.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  adminHeaders,
  ADMIN_PATH,
  cacheControl,
  HASHED_ASSETS_PREFIX,
  headerPolicy,
  responseHeaders,
  type BuildEnv,
} from '../config/security.ts';

const GENERATED = [
  'Généré par `npm run deploy:config` (src/integrations/host-headers.ts) depuis src/config/security.ts :',
  'ne pas modifier à la main.',
];

/** Every response's headers: the header policy (what a page's <meta> cannot carry) and the others. */
function siteHeaders(env: BuildEnv): [string, string][] {
  return [['Content-Security-Policy', headerPolicy(env)], ...Object.entries(responseHeaders)];
}

/**
 * `_headers` for Netlify and Cloudflare Pages. A header set by two matching rules is merged by one
 * and replaced by the other: no header is set by two rules here.
 */
export function renderHeadersFile(env: BuildEnv): string {
  const rule = (path: string, headers: Iterable<[string, string]>) => [
    path,
    ...[...headers].map(([n, v]) => `  ${n}: ${v}`),
  ];
  return [
    ...GENERATED.map((line) => `# ${line}`),
    '# Netlify et Cloudflare Pages lisent ce fichier à la racine du dossier publié (dist/_headers).',
    '',
    ...rule('/*', siteHeaders(env)),
    '',
    '# Fichiers dont le nom contient une empreinte du contenu : jamais modifiés, gardés un an.',
    ...rule(`${HASHED_ASSETS_PREFIX}*`, [['Cache-Control', cacheControl.hashedAsset]]),
    '',
    '# L’administration du site : jamais dans les moteurs de recherche.',
    ...rule(ADMIN_PATH, Object.entries(adminHeaders)),
    ...rule(`${ADMIN_PATH}/*`, Object.entries(adminHeaders)),
    '',
  ].join('\n');
}

/** A page of the build: its file (relative to the build's folder, `galerie/index.html`) and its HTML. */
export interface BuiltPage {
  file: string;
  html: string;
}

/** The policy a page carries in its `<meta>` (Astro's, with this build's hashes), or null. */
export function metaPolicy(html: string): string | null {
  const tag = /<meta\s[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/i.exec(html)?.[0];
  const content = tag && /\scontent="([^"]*)"/i.exec(tag)?.[1];
  return content ? content.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
}

/**
 * `_headers` rules giving each page its whole policy as an HTTP header: the `<meta>` policy (which
 * stays in the page, for the hosts that send no header) plus what only a header can say; and its
 * caching (`cacheControl.page`: the hosts revalidate pages on every visit by default). Both
 * forms of a page's address, with and without the final slash (Cloudflare Pages serves
 * `galerie/index.html` at `/galerie/`). Not the 404 page (served at any unknown address) nor the
 * admin (its own, wider policy stays in its page).
 */
export function pagePolicyRules(env: BuildEnv, pages: readonly BuiltPage[]): string[] {
  const rules: string[] = [];
  for (const { file, html } of pages.toSorted((a, b) => a.file.localeCompare(b.file))) {
    const path = `/${file.split(sep).join('/')}`.replace(/index\.html$/, '');
    const policy = metaPolicy(html);
    if (!policy || !path.endsWith('/') || path.startsWith(`${ADMIN_PATH}/`)) continue;
    const header = `  Content-Security-Policy: ${policy.replace(/;\s*$/, '')}; ${headerPolicy(env)}`;
    const caching = `  Cache-Control: ${cacheControl.page}`;
    const paths = path === '/' ? ['/'] : [path.slice(0, -1), path];
    for (const one of paths) rules.push(one, header, caching);
  }
  return rules;
}

/** `_headers` as published with a build: the host's rules, then each page's policy. */
export function renderBuiltHeadersFile(env: BuildEnv, pages: readonly BuiltPage[]): string {
  return [
    renderHeadersFile(env),
    '# La politique de sécurité entière de chaque page, avec les empreintes des scripts de cette construction.',
    ...pagePolicyRules(env, pages),
    '',
  ].join('\n');
}

/**
 * `add_header` lines for one nginx location. nginx drops the server's `add_header`s in any
 * location that has its own, so each location repeats the whole set; `always` keeps them on
 * error responses (404).
 */
function nginxHeaders(env: BuildEnv, extra: Record<string, string>, indent = '        '): string {
  return [...siteHeaders(env), ...Object.entries(extra)]
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/** Production nginx server configuration (HTTPS, HTTP redirected to it). */
export function renderNginxConf(env: BuildEnv, host: string): string {
  const page = nginxHeaders(env, { 'Cache-Control': cacheControl.page });
  const notFoundPage = nginxHeaders(env, { 'Cache-Control': cacheControl.revalidate });
  return `# ${GENERATED.join('\n# ')}
#
# Installation (Debian/Ubuntu) : copier dist/ dans /var/www/${host}/, ce fichier dans
# /etc/nginx/sites-available/${host}.conf (lien dans sites-enabled/), adapter server_name, root
# et les certificats (p. ex. certbot), puis \`nginx -t && systemctl reload nginx\`.

# HTTP : tout vers HTTPS.
server {
    listen 80;
    listen [::]:80;
    server_name ${host};
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name ${host};

    ssl_certificate /etc/letsencrypt/live/${host}/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;

    root /var/www/${host};
    index index.html;
    charset utf-8;
    charset_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/plain text/xml;
    server_tokens off;
    # Redirects keep the scheme and host the visitor used.
    absolute_redirect off;

    # Compression of text files (HTML is always compressed once gzip is on).
    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 512;
    gzip_proxied any;
    gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml application/xml text/xml text/plain;

    # Unknown paths: the site's own 404 page, with status 404.
    error_page 404 /404.html;

    # Content-hashed build output: immutable, cached for a year.
    location ${HASHED_ASSETS_PREFIX} {
${nginxHeaders(env, { 'Cache-Control': cacheControl.hashedAsset })}
        try_files $uri =404;
    }

    location = /404.html {
        internal;
${notFoundPage}
    }

    # The Netlify/Cloudflare headers file is not part of the site.
    location = /_headers {
        return 404;
    }

    # nginx's stock mime.types (1.22) lacks the web app manifest.
    location ~ \\.webmanifest$ {
        types { }
        default_type application/manifest+json;
${page}
    }

    # The site's admin: never in search results.
    location ${ADMIN_PATH} {
${nginxHeaders(env, { ...adminHeaders, 'Cache-Control': cacheControl.revalidate })}
        rewrite ^/(.+)/$ /$1 permanent;
        try_files $uri $uri/index.html =404;
    }

    # Pages and other files: from the browser's cache for a minute, then revalidated (ETag). Clean
    # URLs without a trailing slash, as the site links them: /galerie → galerie/index.html.
    location / {
${page}
        rewrite ^/(.+)/$ /$1 permanent;
        try_files $uri $uri/index.html $uri.html =404;
    }
}
`;
}

/**
 * Turn the production configuration into one nginx can run locally for the tests: plain HTTP
 * on `listen`, serving `root`. Only the listening, TLS and root lines change; headers,
 * caching, compression and locations are the deployed ones.
 */
export function localNginxServer(conf: string, { listen, root }: { listen: string; root: string }): string {
  const blocks = conf.split(/^(?=server \{)/m);
  const https = blocks.filter((block) => /^\s*listen\s+[^;]*\bssl\b/m.test(block));
  if (https.length !== 1) throw new Error('deploy/nginx.conf : un seul bloc server HTTPS attendu.');
  const local = (https[0] ?? '')
    .replace(/^(\s*)listen\s+[^;]*;\n(?:\s*listen\s+[^;]*;\n)*/m, `$1listen ${listen};\n`)
    .replace(/^\s*ssl_[a-z_]+\s+[^;]*;\n/gm, '')
    .replace(/^(\s*)root\s+[^;]*;/m, `$1root ${root};`);
  if (local.includes('ssl') || !local.includes(`listen ${listen};`) || !local.includes(`root ${root};`)) {
    throw new Error('deploy/nginx.conf : listen/ssl/root non reconnus, la configuration locale ne peut être dérivée.');
  }
  return local;
}

/** The host named in a configuration made by {@link renderNginxConf}. */
export function nginxHost(conf: string): string {
  const host = /^\s*server_name\s+([^;\s]+);/m.exec(conf)?.[1];
  if (!host) throw new Error('deploy/nginx.conf : `server_name` introuvable.');
  return host;
}

/**
 * Writes `_headers` into the built site at the end of every build and, when the build runs through
 * `npm run deploy:config` (DEPLOY_CONFIG=write), the copies kept in `deploy/`.
 */
export function hostHeaders(env: BuildEnv): AstroIntegration {
  let site: string | undefined;
  let root = '';
  return {
    name: 'host-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = await Promise.all(
          (await readdir(out, { recursive: true }))
            .filter((file) => file.endsWith('.html'))
            .map(async (file) => ({ file, html: await readFile(join(out, file), 'utf8') })),
        );
        const headers = renderHeadersFile(env);
        const files: [string, string][] = [[join(out, '_headers'), renderBuiltHeadersFile(env, pages)]];
        if (env['DEPLOY_CONFIG'] === 'write') {
          const host = new URL(site ?? 'https://www.example.com').host;
          await mkdir(join(root, 'deploy'), { recursive: true });
          files.push(
            [join(root, 'deploy', '_headers'), headers],
            [join(root, 'deploy', 'nginx.conf'), renderNginxConf(env, host)],
          );
        }
        const written: string[] = [];
        for (const [file, content] of files) {
          if ((await readFile(file, 'utf8').catch(() => null)) === content) continue;
          await writeFile(file, content);
          written.push(relative(root, file));
        }
        logger.info(`en-têtes HTTP écrits : ${written.join(', ') || 'rien (à jour)'}.`);
      },
    },
  };
}
