// The built site served as the static hosts serve it (deploy/nginx.conf, Netlify, Cloudflare Pages),
// for `npm start`, the browser tests and the benchmark: sirv finds the files (`/foo` →
// foo/index.html or foo.html, never a file outside the folder) and serves the `.br`/`.gz` copy of
// a file when there is one; compression compresses the others (brotli, else gzip). Ours: only
// GET and HEAD, 404.html with status 404 for unknown paths, and the cache policy of
// src/config/security.ts (immutable for the content-hashed /_astro/ files, a minute for the rest). The folder is read when the
// server starts: after a new build, start it again.
//
// Env: DIST_DIR (default "dist", relative to the project root), PORT (default 4321),
// HOST (default 127.0.0.1). Usage: `node tools/serve.mjs` or `startServer({ ... })`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { projectRoot } from './project.mjs';
import { cacheControl } from '../src/config/security.ts';

/**
 * The request handler for a built site.
 * @param {string} root absolute path of the folder
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function siteHandler(root) {
  const files = sirv(root, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) =>
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? cacheControl.hashedAsset : cacheControl.page),
  });
  const compress = compression();
  const notFoundFile = join(root, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : null;
  const notFound = (/** @type {import('node:http').ServerResponse} */ res) => {
    const type = notFoundPage ? 'text/html' : 'text/plain';
    res.writeHead(404, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': cacheControl.revalidate });
    res.end(notFoundPage ?? 'Not Found\n');
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    compress(req, res, () => files(req, res, () => notFound(res)));
  };
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
  const root = resolve(projectRoot, distDir);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`DIST_DIR "${root}" is not a folder: build the site first (npm run build).`);
  }
  const handler = /** @type {any} */ (siteHandler(root));
  // With a certificate: HTTPS and HTTP/2, as the site is served in production (the benchmark).
  // sirv and compression are plain request handlers: node:http2's compatibility API runs them.
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer(handler);
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  return server;
}

// Run as a script (not imported).
if (import.meta.main) {
  const host = process.env.HOST || '127.0.0.1';
  try {
    const server = await startServer({
      distDir: process.env.DIST_DIR || 'dist',
      port: Number(process.env.PORT || 4321),
      host,
    });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Site servi sur http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`);
    const stop = () => {
      server.close(() => process.exit(0));
      if ('closeAllConnections' in server) server.closeAllConnections();
      setTimeout(() => process.exit(0), 2000).unref();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
