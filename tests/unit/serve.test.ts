import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, startServer } from '../../tools/serve.mjs';

/**
 * What tools/serve.mjs adds to sirv and compression: clean URLs as the hosts resolve them, the
 * 404 page with its status, the cache policy, compression wired in (a precompressed copy first),
 * GET and HEAD only, and HTTPS with HTTP/2 for the benchmark.
 */
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
// Over 1 KB, the size from which compression compresses.
const NOT_FOUND = `<!doctype html><title>Introuvable</title><h1>Page introuvable</h1>${'<p>Retour à l’accueil</p>'.repeat(50)}`;
const APP_JS = `export const message = ${JSON.stringify('bonjour '.repeat(200))};\n`;
const STYLE = `body { color: #222; }\n${'.x { margin: 0; }\n'.repeat(100)}`;
/** What the precompressed copy of style.css holds: distinct from STYLE, to tell which was sent. */
const STYLE_PRECOMPRESSED = `${STYLE}/* precompressed */\n`;

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
  await writeFile(join(dist, 'style.css.br'), brotliCompressSync(STYLE_PRECOMPRESSED));

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

describe('tools/serve.mjs', () => {
  it.each([
    ['/', INDEX],
    ['/galerie', GALERIE],
    ['/galerie/', GALERIE],
    ['/galerie/index.html', GALERIE],
    ['/galerie?onglet=2', GALERIE],
  ])('serves %s as a static host does', async (path, page) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(page);
  });

  it('serves 404.html with status 404 for unknown paths, compressed too', async () => {
    const res = await get('/nope', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.body).toString()).toBe(NOT_FOUND);
  });

  it('marks /_astro/ files immutable, and compresses them', async () => {
    const res = await get('/_astro/app.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
  });

  it('sends the precompressed copy of a file when there is one, else compresses it', async () => {
    const precompressed = await get('/style.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(precompressed.headers['content-encoding']).toBe('br');
    expect(precompressed.headers['content-type']).toMatch(/^text\/css/);
    expect(brotliDecompressSync(precompressed.body).toString()).toBe(STYLE_PRECOMPRESSED);
    const gzipped = await get('/style.css', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(STYLE);
    const plain = await get('/style.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(STYLE);
  });

  it('answers only GET and HEAD, as a static host does', async () => {
    const post = await get('/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
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
      const page = await fetch2('/_astro/app.js');
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.encoding).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toBe(APP_JS);
      const precompressed = await fetch2('/style.css');
      expect(brotliDecompressSync(precompressed.body).toString()).toBe(STYLE_PRECOMPRESSED);
      const missing = await fetch2('/absent');
      expect(missing.status).toBe(404);
      expect(brotliDecompressSync(missing.body).toString()).toBe(NOT_FOUND);
    } finally {
      session.close();
      await new Promise((resolve) => secure.close(resolve));
      await rm(certDir, { recursive: true, force: true });
    }
  });
});
