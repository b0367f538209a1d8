// The HTTP headers of the site for the static hosts, generated from the build.
//
// Astro's `security.csp` writes a <meta http-equiv="content-security-policy"> into every page
// with the hashes of the scripts and styles it inlines itself. After each build this module:
//   1. completes each page's policy with the hashes of the page's own `is:inline` scripts and
//      `<style>` elements, which Astro does not hash (the 404 page's console message, the
//      home aliases' scroll script…), rewriting the <meta>;
//   2. merges the policies of all pages and adds what a <meta> cannot carry (frame-ancestors)
//      into the Content-Security-Policy *header*. A page's meta and the header are both
//      enforced, so the header must allow everything any page needs, and nothing more;
//   3. writes dist/_headers (Netlify and Cloudflare Pages read it from the published folder)
//      and, through `npm run deploy:config`, the copies kept in the repository:
//      deploy/_headers and deploy/nginx.conf. tests/site/security.test.ts checks that those are up to date
//      with the build; the nginx end-to-end run serves the build with deploy/nginx.conf.
// Policy and headers come from src/config/security.ts; this file only renders them.
//
// Runs as an Astro integration (astro.config.mjs) at the end of every build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  baseDirectives,
  cacheControl,
  formatDirective,
  HASHED_ASSETS_PREFIX,
  headerOnlyDirectives,
  responseHeaders,
} from '../config/security.ts';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {Map<string, string[]>} Policy directive name → sources, in order */

const META_RE = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"\s*\/?>/i;
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_RE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
/** `type` values that make a <script> run (anything else, e.g. JSON-LD, is data). */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * Libraries that insert a `<style>` element when they load, where their CSS is in their build,
 * and the island that loads them: sonner (the contact form's toasts) writes an empty <style>,
 * then its CSS into it. A hash in style-src lets exactly that CSS in; without it the browser
 * refuses the styles. Pages without that island do not list the hashes.
 */
const RUNTIME_STYLES = [
  { module: 'sonner/dist/index.mjs', pattern: /__insertCSS\((".*?[^\\]")\)/s, island: 'ContactForm' },
];

/**
 * Per library of {@link RUNTIME_STYLES}: hashes (`sha256-…`, Astro's format) of the CSS it
 * inserts at run time, and of the empty <style> it creates first. A library not installed is
 * skipped; one whose build no longer matches fails the build, so that no hash is silently stale.
 * @returns {{ island: string, hashes: `sha256-${string}`[] }[]}
 */
function runtimeStyles() {
  return RUNTIME_STYLES.flatMap(({ module, pattern, island }) => {
    const file = join(projectRoot, 'node_modules', ...module.split('/'));
    if (!existsSync(file)) return [];
    const literal = pattern.exec(readFileSync(file, 'utf8'))?.[1];
    if (!literal)
      throw new Error(`${module} : CSS insérée introuvable, mettez à jour RUNTIME_STYLES (deploy-config.mjs).`);
    const hashes = ['', /** @type {string} */ (JSON.parse(literal))].map(
      (css) => /** @type {`sha256-${string}`} */ (sha256Source(css).slice(1, -1)),
    );
    return [{ island, hashes }];
  });
}

/**
 * The hashes of every stylesheet libraries insert at run time (for Astro's `security.csp`).
 * @returns {`sha256-${string}`[]}
 */
export function runtimeStyleHashes() {
  return runtimeStyles().flatMap(({ hashes }) => hashes);
}

/** @param {string} value */
function decodeAttribute(value) {
  return value.replaceAll('&#39;', "'").replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** @param {string} value */
function encodeAttribute(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * @param {string} text a policy, e.g. `default-src 'self'; script-src 'self' 'sha256-…'`
 * @returns {Policy}
 */
export function parsePolicy(text) {
  /** @type {Policy} */
  const policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    // A repeated directive is ignored by browsers: keep the first, as they do.
    if (!policy.has(key)) policy.set(key, sources);
  }
  return policy;
}

/** @param {Policy} policy */
export function formatPolicy(policy) {
  return [...policy].map(([name, sources]) => formatDirective([name, sources])).join('; ');
}

/**
 * Union of several policies, directive by directive, keeping the first-seen order.
 * @param {Iterable<Policy>} policies
 * @returns {Policy}
 */
export function mergePolicies(policies) {
  /** @type {Policy} */
  const merged = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      const list = merged.get(name) ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      merged.set(name, list);
    }
  }
  return merged;
}

/** @param {string} content */
export function sha256Source(content) {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * @param {string} attributes the raw attributes of a tag
 * @param {string} name
 */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').trim();
}

/**
 * The elements a policy governs in a page: scripts that run (inline or not; JSON-LD and other
 * data blocks do not run) and style elements, with their position and content.
 * @param {string} html
 */
function governedElements(html) {
  const elements = [];
  for (const match of html.matchAll(SCRIPT_RE)) {
    const [, attrs = '', body = ''] = match;
    const type = (attribute(attrs, 'type') ?? '').toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    elements.push({ kind: 'script', index: match.index, inline: attribute(attrs, 'src') === null, body });
  }
  for (const match of html.matchAll(STYLE_RE)) {
    elements.push({ kind: 'style', index: match.index, inline: true, body: match[2] ?? '' });
  }
  return elements;
}

/**
 * Hashes of the inline scripts (that run) and inline style elements of an HTML page.
 * @param {string} html
 */
export function inlineHashes(html) {
  const inline = governedElements(html).filter((element) => element.inline);
  return {
    scripts: inline.filter((e) => e.kind === 'script').map((e) => sha256Source(e.body)),
    styles: inline.filter((e) => e.kind === 'style').map((e) => sha256Source(e.body)),
  };
}

/**
 * Add sources to the directive that governs an element kind.
 * @param {Policy} policy
 * @param {'script' | 'style'} kind
 * @param {string[]} sources
 */
function allow(policy, kind, sources) {
  const list = directiveFor(policy, kind);
  for (const source of sources) if (!list.includes(source)) list.push(source);
}

/**
 * Make the hashes of the directive that governs scripts exactly `hashes`: Astro lists in every
 * page the hashes of all the inline scripts it may write on any page; each page's own policy
 * needs, and allows, only those of the scripts it has (scripts are never inserted at run time;
 * styles are, by the toast library, so style hashes are only ever added).
 * @param {Policy} policy
 * @param {string[]} hashes
 */
function allowOnlyScripts(policy, hashes) {
  const list = directiveFor(policy, 'script');
  const kept = list.filter((source) => !/^'sha(256|384|512)-/.test(source));
  list.splice(0, list.length, ...kept, ...new Set(hashes));
}

/**
 * The sources of `script-src-elem` when the policy has one, else of `script-src` (likewise for styles).
 * @param {Policy} policy
 * @param {'script' | 'style'} kind
 */
function directiveFor(policy, kind) {
  const name = policy.has(`${kind}-src-elem`) ? `${kind}-src-elem` : `${kind}-src`;
  const list = policy.get(name);
  if (!list) throw new Error(`La politique de sécurité n’a pas de directive ${name} : security.csp est-il activé ?`);
  return list;
}

/**
 * The page's policy from its <meta>, with the hashes of its own inline scripts (and only those),
 * of its style elements, and of the stylesheets its islands insert at run time; returns the
 * page rewritten with the completed <meta>.
 * @param {string} html
 * @param {string} page name of the page, for error messages
 */
export function completePagePolicy(html, page) {
  const match = META_RE.exec(html);
  if (!match) {
    throw new Error(
      `${page} : pas de <meta http-equiv="content-security-policy"> (security.csp dans astro.config.mjs).`,
    );
  }
  const metaIndex = match.index;
  if (governedElements(html).some((element) => element.index < metaIndex)) {
    throw new Error(`${page} : un script ou un style précède le <meta> CSP, qui ne s’appliquerait pas à lui.`);
  }
  const policy = parsePolicy(decodeAttribute(match[1] ?? ''));
  const { scripts, styles } = inlineHashes(html);
  allowOnlyScripts(policy, scripts);
  // Stylesheets inserted at run time by an island this page does not have: not needed here.
  const absent = runtimeStyles().filter(({ island }) => !html.includes(`component-export="${island}"`));
  const unused = new Set(absent.flatMap(({ hashes }) => hashes.map((hash) => `'${hash}'`)));
  const styleSources = directiveFor(policy, 'style');
  styleSources.splice(0, styleSources.length, ...styleSources.filter((source) => !unused.has(source)));
  allow(policy, 'style', styles);
  const meta = `<meta http-equiv="content-security-policy" content="${encodeAttribute(formatPolicy(policy))}">`;
  return { policy, html: html.slice(0, metaIndex) + meta + html.slice(metaIndex + match[0].length) };
}

/**
 * The policy sent as an HTTP header: the union of the pages' policies, plus the directives
 * that only work in a header. Fails when scripts would be allowed inline without a hash.
 * @param {Policy[]} pagePolicies
 * @param {import('../config/security.ts').BuildEnv} env
 */
export function headerPolicy(pagePolicies, env) {
  const merged = mergePolicies(pagePolicies);
  for (const directive of baseDirectives(env)) {
    if (headerOnlyDirectives.has(directive[0])) merged.set(directive[0], [...directive[1]]);
  }
  for (const [name, sources] of merged) {
    const unsafe = sources.filter((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'");
    if ((name.startsWith('script-src') || name === 'default-src') && unsafe.length > 0) {
      throw new Error(`Content-Security-Policy : ${unsafe.join(' ')} interdit dans ${name} (utilisez des empreintes).`);
    }
  }
  return formatPolicy(merged);
}

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * URL path of a built page: `index.html` → `/`, `galerie/index.html` → `/galerie`,
 * `404.html` → `/404.html` (hosts serve it for unknown paths).
 * @param {string} file path relative to dist
 */
export function routeOf(file) {
  const path = file.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path}`;
}

/**
 * Complete every page's <meta> in dist and return the header policy and the page routes.
 * @param {string} distDir
 * @param {import('../config/security.ts').BuildEnv} env
 */
export async function processBuild(distDir, env) {
  const files = await htmlFiles(distDir);
  if (files.length === 0)
    throw new Error(`${distDir} : aucune page HTML, construisez d’abord le site (npm run build).`);
  const policies = [];
  const routes = [];
  for (const file of files) {
    const name = relative(distDir, file);
    const original = await readFile(file, 'utf8');
    const { policy, html } = completePagePolicy(original, name);
    if (html !== original) await writeFile(file, html);
    policies.push(policy);
    routes.push(routeOf(name));
  }
  return { csp: headerPolicy(policies, env), routes };
}

const GENERATED =
  'Généré par `npm run deploy:config` (src/integrations/deploy-config.mjs) depuis src/config/security.ts :';
const GENERATED_WHY =
  'ne pas modifier à la main. La Content-Security-Policy contient les empreintes des scripts en ligne';
const GENERATED_WHEN = 'de cette construction : publiez ce fichier avec le dist/ construit en même temps.';

/**
 * @param {string} csp
 * @returns {[string, string][]}
 */
function securityHeaderList(csp) {
  return [['Content-Security-Policy', csp], ...Object.entries(responseHeaders)];
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both merge the values of a header set by
 * several matching rules, so `Cache-Control` is never set by `/*`: pages get theirs one by one.
 * @param {{ csp: string, routes: string[] }} build
 */
export function renderHeadersFile({ csp, routes }) {
  const lines = [
    `# ${GENERATED}`,
    `# ${GENERATED_WHY}`,
    `# ${GENERATED_WHEN}`,
    '# Netlify et Cloudflare Pages lisent ce fichier à la racine du dossier publié (dist/_headers).',
    '',
    '/*',
    ...securityHeaderList(csp).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '# Fichiers dont le nom contient une empreinte du contenu : jamais modifiés, gardés un an.',
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${cacheControl.hashedAsset}`,
    '',
    '# Pages : revalidées à chaque visite (avec et sans barre finale, selon l’hébergeur).',
  ];
  for (const route of routes) {
    const variants = route === '/' || route.endsWith('.html') ? [route] : [route, `${route}/`];
    for (const variant of variants) lines.push(variant, `  Cache-Control: ${cacheControl.revalidate}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `add_header` lines for one nginx location. nginx drops the server's `add_header`s in any
 * location that has its own, so each location repeats the whole set (the two long values
 * through variables set once per server); `always` keeps them on error responses (404).
 * @param {string} cache
 * @param {string} indent
 */
function nginxHeaders(cache, indent) {
  /** @type {[string, string][]} */
  const headers = [];
  for (const [name] of securityHeaderList('')) {
    const variable = NGINX_VARIABLES[name];
    headers.push([name, variable ? `$${variable}` : `"${responseHeaders[name]}"`]);
  }
  headers.push(['Cache-Control', `"${cache}"`]);
  return headers.map(([name, value]) => `${indent}add_header ${name} ${value} always;`).join('\n');
}

/** Headers too long to repeat in every location: set once per server as nginx variables. */
const NGINX_VARIABLES = /** @type {Record<string, string>} */ ({
  'Content-Security-Policy': 'csp',
  'Permissions-Policy': 'permissions_policy',
});

/**
 * Production nginx server configuration (HTTPS, HTTP redirected to it).
 * @param {{ csp: string, host: string }} options
 */
export function renderNginxConf({ csp, host }) {
  const page = nginxHeaders(cacheControl.revalidate, '        ');
  const asset = nginxHeaders(cacheControl.hashedAsset, '        ');
  return `# ${GENERATED}
# ${GENERATED_WHY}
# ${GENERATED_WHEN}
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

    set $csp "${csp}";
    set $permissions_policy "${responseHeaders['Permissions-Policy']}";

    # Content-hashed build output: immutable, cached for a year.
    location ${HASHED_ASSETS_PREFIX} {
${asset}
        try_files $uri =404;
    }

    location = /404.html {
        internal;
${page}
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

    # Pages and other files: revalidated on every visit (ETag). Clean URLs without a trailing
    # slash, as the site links them: /galerie → galerie/index.html.
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
 * @param {string} conf the content of deploy/nginx.conf
 * @param {{ listen: string, root: string }} options
 */
export function localNginxServer(conf, { listen, root }) {
  const blocks = conf.split(/^(?=server \{)/m);
  const https = blocks.filter((block) => /^\s*listen\s+[^;]*\bssl\b/m.test(block));
  if (https.length !== 1) throw new Error('deploy/nginx.conf : un seul bloc server HTTPS attendu.');
  const block = https[0] ?? '';
  const local = block
    .replace(/^(\s*)listen\s+[^;]*;\n(?:\s*listen\s+[^;]*;\n)*/m, `$1listen ${listen};\n`)
    .replace(/^\s*ssl_[a-z_]+\s+[^;]*;\n/gm, '')
    .replace(/^(\s*)root\s+[^;]*;/m, `$1root ${root};`);
  if (local.includes('ssl') || !local.includes(`listen ${listen};`) || !local.includes(`root ${root};`)) {
    throw new Error('deploy/nginx.conf : listen/ssl/root non reconnus, la configuration locale ne peut être dérivée.');
  }
  return local;
}

/**
 * Replace one directive of a policy string (to compare or derive configurations that only
 * differ by the e-mail service's origin).
 * @param {string} policy
 * @param {string} name
 * @param {readonly string[]} sources
 */
export function withDirective(policy, name, sources) {
  const parsed = parsePolicy(policy);
  if (!parsed.has(name)) throw new Error(`Content-Security-Policy : pas de directive ${name}.`);
  parsed.set(name, [...sources]);
  return formatPolicy(parsed);
}

/**
 * The Content-Security-Policy and host written in a configuration made by {@link renderNginxConf}.
 * @param {string} conf
 */
export function readNginxConf(conf) {
  const csp = /^\s*set \$csp "([^"]*)";/m.exec(conf)?.[1];
  const host = /^\s*server_name\s+([^;\s]+);/m.exec(conf)?.[1];
  if (!csp || !host) throw new Error('deploy/nginx.conf : `set $csp` ou `server_name` introuvable.');
  return { csp, host };
}

/** Where `npm run deploy:config` writes the configurations kept in the repository. */
export const deployDir = join(projectRoot, 'deploy');

/**
 * Complete the pages' policies and write the headers of the build: always `dist/_headers`;
 * with `deploy: true` also `deploy/_headers` and `deploy/nginx.conf`.
 * @param {{ distDir: string, env: import('../config/security.ts').BuildEnv, site: string | undefined, deploy: boolean }} options
 */
export async function writeDeployConfig({ distDir, env, site, deploy }) {
  const build = await processBuild(distDir, env);
  const headersFile = renderHeadersFile(build);
  /** @type {[string, string][]} */
  const files = [[join(distDir, '_headers'), headersFile]];
  if (deploy) {
    const host = new URL(site ?? 'https://www.example.com').host;
    await mkdir(deployDir, { recursive: true });
    files.push([join(deployDir, '_headers'), headersFile]);
    files.push([join(deployDir, 'nginx.conf'), renderNginxConf({ csp: build.csp, host })]);
  }
  const written = [];
  for (const [file, content] of files) {
    const previous = await readFile(file, 'utf8').catch(() => null);
    if (previous !== content) {
      await writeFile(file, content);
      written.push(relative(projectRoot, file));
    }
  }
  return { ...build, written };
}

/**
 * Astro integration: runs {@link writeDeployConfig} at the end of every build; the files of
 * deploy/ only when the build runs through `npm run deploy:config` (DEPLOY_CONFIG=write), so
 * that test builds (with a local stand-in of the e-mail service) never rewrite them.
 * @param {import('../config/security.ts').BuildEnv} env
 * @returns {import('astro').AstroIntegration}
 */
export function deployConfig(env) {
  /** @type {string | undefined} */
  let site;
  return {
    name: 'deploy-config',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const deploy = env['DEPLOY_CONFIG'] === 'write';
        const { routes, written } = await writeDeployConfig({ distDir: fileURLToPath(dir), env, site, deploy });
        logger.info(`CSP complétée sur ${routes.length} pages ; écrit : ${written.join(', ') || 'rien (à jour)'}.`);
      },
    },
  };
}
