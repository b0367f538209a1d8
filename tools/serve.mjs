// Small static server for the built site (no dependency), behaving like a real static host:
// clean URLs (/foo → foo/index.html or foo.html), 404.html for unknown paths, brotli/gzip
// compression of text files, long-lived immutable cache for /_astro/ assets.
//
// Env: DIST_DIR (default "dist", relative to the project root), PORT (default 4321),
// HOST (default 127.0.0.1). Usage: `node tools/serve.mjs` or `startServer({ ... })`.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, posix, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { projectRoot } from './project.mjs';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @type {Record<string, string>} */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

const compressible = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.svg', '.xml', '.txt', '.webmanifest']);

/**
 * Pick the response encoding from an Accept-Encoding header: br, else gzip, else identity.
 * Honours q-values (`br;q=0` refuses brotli) and `*`.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function negotiateEncoding(header) {
  if (!header) return 'identity';
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = (rawName ?? '').trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number.parseFloat(value ?? '');
        q = Number.isNaN(parsed) ? 0 : parsed;
      }
    }
    accepted.set(name, q);
  }
  /** @param {string} name */
  const quality = (name) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * In-memory cache of file contents and their compressed versions, invalidated when the
 * file's size or mtime changes (e.g. after a rebuild while the server runs).
 * @type {Map<string, { mtimeMs: number, size: number, variants: Map<string, Promise<Buffer>> }>}
 */
const cache = new Map();

/**
 * @param {string} file
 * @param {{ mtimeMs: number, size: number }} info
 * @param {'br' | 'gzip' | 'identity'} encoding
 * @returns {Promise<Buffer>}
 */
function loadVariant(file, info, encoding) {
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
    entry = { mtimeMs: info.mtimeMs, size: info.size, variants: new Map() };
    cache.set(file, entry);
  }
  let variant = entry.variants.get(encoding);
  if (!variant) {
    const raw = entry.variants.get('identity') ?? readFile(file);
    entry.variants.set('identity', raw);
    if (encoding === 'br') {
      variant = raw.then((data) =>
        brotliAsync(data, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      );
    } else if (encoding === 'gzip') {
      variant = raw.then((data) => gzipAsync(data, { level: zlibConstants.Z_BEST_COMPRESSION }));
    } else {
      variant = raw;
    }
    entry.variants.set(encoding, variant);
    // Do not keep a failed read/compression in the cache.
    const variants = entry.variants;
    variant.catch(() => {
      variants.delete(encoding);
      variants.delete('identity');
    });
  }
  return variant;
}

/**
 * @param {string} file
 * @returns {Promise<{ mtimeMs: number, size: number } | null>}
 */
async function statFile(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} root real path of the dist folder
 * @param {string} file
 */
function isInside(root, file) {
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * Resolve a decoded URL path to a file inside root, or null.
 * `/` → index.html; `/foo` and `/foo/` → foo/index.html, else foo.html, else foo itself.
 * @param {string} root
 * @param {string} urlPath decoded path, starting with '/'
 */
async function resolveFile(root, urlPath) {
  // posix.normalize collapses '..' segments; joining a rooted path keeps it under root.
  const normalized = posix.normalize(urlPath);
  const relative = normalized.replace(/^\/+/, '').replace(/\/+$/, '');
  const base = join(root, ...relative.split('/').filter(Boolean));
  if (!isInside(root, base)) return null;

  const candidates = relative === '' ? [join(root, 'index.html')] : [join(base, 'index.html'), `${base}.html`, base];
  for (const candidate of candidates) {
    if (!isInside(root, candidate)) continue;
    const info = await statFile(candidate);
    if (!info) continue;
    // Refuse symlinks that lead outside the served folder.
    const real = await realpath(candidate).catch(() => null);
    if (!real || !isInside(root, real)) continue;
    return { file: candidate, info };
  }
  return null;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [extraHeaders]
 */
function sendText(req, res, status, message, extraHeaders = {}) {
  const body = Buffer.from(`${message}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    ...extraHeaders,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} file
 * @param {{ mtimeMs: number, size: number }} info
 * @param {string} cacheControl
 */
async function sendFile(req, res, status, file, info, cacheControl) {
  const ext = extname(file).toLowerCase();
  const isCompressible = compressible.has(ext);
  const encoding = isCompressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const body = await loadVariant(file, info, encoding);
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (isCompressible) headers['Vary'] = 'Accept-Encoding';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {string} root
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function handle(root, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return;
  }

  const rawPath = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
  let urlPath;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    sendText(req, res, 400, 'Bad Request');
    return;
  }
  if (!urlPath.startsWith('/') || urlPath.includes('\0') || urlPath.includes('\\')) {
    sendText(req, res, 400, 'Bad Request');
    return;
  }

  const found = await resolveFile(root, urlPath);
  if (found) {
    const cacheControl = urlPath.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    await sendFile(req, res, 200, found.file, found.info, cacheControl);
    return;
  }

  const notFoundPage = join(root, '404.html');
  const notFoundInfo = await statFile(notFoundPage);
  if (notFoundInfo) {
    await sendFile(req, res, 404, notFoundPage, notFoundInfo, 'no-cache');
  } else {
    sendText(req, res, 404, 'Not Found');
  }
}

/**
 * Start the static server.
 * @param {{ distDir?: string, port?: number, host?: string, tls?: { key: Buffer, cert: Buffer } }} [options]
 *   distDir: folder to serve (relative paths are resolved against the project root);
 *   port: 0 picks a free port (read it from `server.address().port`);
 *   tls: key and certificate (PEM) to serve HTTPS with HTTP/2 (and HTTP/1.1 for older clients).
 * @returns {Promise<import('node:http').Server | import('node:http2').Http2SecureServer>}
 */
export async function startServer({ distDir = 'dist', port = 4321, host = '127.0.0.1', tls = undefined } = {}) {
  const absolute = resolve(projectRoot, distDir);
  const info = await stat(absolute).catch(() => null);
  if (!info?.isDirectory()) {
    throw new Error(`DIST_DIR "${absolute}" is not a folder: build the site first (npm run build).`);
  }
  const root = await realpath(absolute);

  /** @param {any} req @param {any} res */
  const onRequest = (req, res) => {
    handle(root, req, res).catch((error) => {
      console.error(`Error serving ${req.url}:`, error);
      if (!res.headersSent) sendText(req, res, 500, 'Internal Server Error');
      else res.destroy();
    });
  };
  // With a certificate: HTTPS and HTTP/2, as the site is served in production (the benchmark).
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, onRequest) : createServer(onRequest);

  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(undefined);
    });
  });
  return server;
}

// Run as a script (not imported).
if (import.meta.main) {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 4321);
  try {
    const server = await startServer({ distDir: process.env.DIST_DIR || 'dist', port, host });
    const address = server.address();
    const realPort = typeof address === 'object' && address ? address.port : port;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    console.log(`Site servi sur http://${shownHost}:${realPort}/`);

    const stop = () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
      setTimeout(() => process.exit(0), 2000).unref();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
