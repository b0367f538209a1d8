import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, startServer } from '../../tools/serve.mjs';

interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let tmp: string;
let dist: string;
let server: Server;
let port: number;

const INDEX = '<!doctype html><title>Accueil</title><h1>Accueil</h1>';
const GALERIE = '<!doctype html><title>Galerie</title><h1>Galerie</h1>';
const NOT_FOUND = '<!doctype html><title>Introuvable</title><h1>Page introuvable</h1>';
const APP_JS = `export const message = ${JSON.stringify('bonjour '.repeat(200))};\n`;
const STYLE = `body { color: #222; }\n${'.x { margin: 0; }\n'.repeat(100)}`;
const SECRET = 'top secret, must never be served';

/** Raw HTTP request (no URL normalisation, so traversal attempts reach the server as written). */
function get(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'serve-test-'));
  dist = join(tmp, 'dist');
  await mkdir(join(dist, 'galerie'), { recursive: true });
  await mkdir(join(dist, '_astro'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'galerie', 'index.html'), GALERIE);
  await writeFile(join(dist, '404.html'), NOT_FOUND);
  await writeFile(join(dist, '_astro', 'app.js'), APP_JS);
  await writeFile(join(dist, 'style.css'), STYLE);
  // A file next to dist/ that traversal attempts would try to reach.
  await writeFile(join(tmp, 'secret.txt'), SECRET);

  // Without a certificate: a plain HTTP server.
  server = (await startServer({ distDir: dist, port: 0, host: '127.0.0.1' })) as Server;
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('scripts/serve.mjs', () => {
  it('serves index.html for /', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(INDEX);
  });

  it.each(['/galerie', '/galerie/', '/galerie/index.html', '/galerie?tab=2'])(
    'serves the gallery page for %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(GALERIE);
    },
  );

  it('serves 404.html with status 404 for unknown paths', async () => {
    const res = await get('/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(NOT_FOUND);
  });

  it('sets content types', async () => {
    expect((await get('/style.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/_astro/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves identity when the client accepts no compression', async () => {
    const res = await get('/style.css');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(STYLE);
  });

  it('serves gzip when only gzip is accepted', async () => {
    const res = await get('/style.css', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(STYLE));
    expect(gunzipSync(res.body).toString()).toBe(STYLE);
  });

  it('prefers brotli when accepted', async () => {
    const res = await get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    // Second request is served from the cache and is identical.
    const again = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(again.body.equals(res.body)).toBe(true);
  });

  it('compresses the 404 page too', async () => {
    const res = await get('/nope', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(gunzipSync(res.body).toString()).toBe(NOT_FOUND);
  });

  it('marks /_astro/ assets immutable', async () => {
    const res = await get('/_astro/app.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
  });

  it.each([
    '/..%2f..%2fetc/passwd',
    '/../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2fsecret.txt',
    '/../secret.txt',
    '/galerie/..%2f..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
  ])('never serves files outside the folder: %s', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    const text = res.body.toString();
    expect(text).not.toContain('root:');
    expect(text).not.toContain(SECRET);
  });

  it('answers 400 to a malformed URI', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('answers HEAD without a body', async () => {
    const res = await get('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(INDEX));
    expect(res.body.length).toBe(0);
  });

  it('refuses POST with 405', async () => {
    const res = await get('/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('with a certificate: HTTPS and HTTP/2 (the benchmark serves the site as hosts do)', () => {
  it('serves pages compressed over HTTP/2, and the 404 page with its status', async () => {
    const certDir = await mkdtemp(join(tmpdir(), 'serve-tls-'));
    const [keyFile, certFile] = [join(certDir, 'key.pem'), join(certDir, 'cert.pem')];
    const openssl = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'],
    ]);
    expect(openssl.status, String(openssl.stderr)).toBe(0);
    const secure = await startServer({
      distDir: dist,
      port: 0,
      tls: { key: await readFile(keyFile), cert: await readFile(certFile) },
    });
    const session = connect(`https://127.0.0.1:${(secure.address() as AddressInfo).port}`, {
      rejectUnauthorized: false,
    });
    const fetch2 = (path: string) =>
      new Promise<{ status: number; encoding: unknown; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': path, 'accept-encoding': 'br' });
        const chunks: Buffer[] = [];
        let status = 0;
        let encoding: unknown;
        stream.on('response', (headers) => {
          status = Number(headers[':status']);
          encoding = headers['content-encoding'];
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status, encoding, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
      });
    try {
      const page = await fetch2('/galerie');
      expect(page.status).toBe(200);
      expect(page.encoding).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toBe(GALERIE);
      expect((await fetch2('/absent')).status).toBe(404);
    } finally {
      session.close();
      await new Promise((resolve) => secure.close(resolve));
      await rm(certDir, { recursive: true, force: true });
    }
  });
});
