// A slow network outside the browser, for measuring what a visitor on a phone waits for when it
// cannot be emulated inside it: Chromium refuses to prerender under DevTools emulation (network
// or CPU throttling, device metrics), so `tools/bench-next-page.mjs` slows the link here instead.
//
// A reverse proxy in front of a site's server: every response is held for one round trip
// (`latencyMs`) before its first byte, then streamed no faster than `kbps` (all responses share
// the link, as on a phone). It records each request (path, whether the browser loaded it ahead,
// bytes sent) so that the bench can count what speculation costs.
//
// Usage: `startSlowProxy({ target: 'http://127.0.0.1:4480', port: 4490, latencyMs: 150, kbps: 1600 })`.
import { createServer, request as httpRequest } from 'node:http';

/**
 * @typedef {{ path: string, purpose: string, dest: string, status: number, bytes: number, start: number, end: number }} ProxiedRequest
 *   purpose: the browser's `Sec-Purpose` header (`prefetch`, `prefetch;prerender`) or '';
 *   dest: its `Sec-Fetch-Dest` (`document` for a page opened, `empty` for a script's fetch) or ''.
 */

/**
 * A shared link: `take(bytes)` resolves once those bytes may be sent, no faster than `kbps`.
 * @param {number} kbps kilobits per second
 */
export function sharedLink(kbps) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  let freeAt = 0;
  return {
    /** @param {number} bytes */
    take(bytes) {
      const now = performance.now();
      const start = Math.max(now, freeAt);
      freeAt = start + bytes / bytesPerMs;
      return new Promise((resolve) => setTimeout(resolve, Math.max(0, freeAt - now)));
    },
  };
}

/**
 * @param {{ target: string, port: number, latencyMs: number, kbps: number, host?: string }} options
 * @returns {Promise<{ url: string, requests: ProxiedRequest[], close: () => Promise<void> }>}
 */
export async function startSlowProxy({ target, port, latencyMs, kbps, host = '127.0.0.1' }) {
  const origin = new URL(target);
  const link = sharedLink(kbps);
  /** @type {ProxiedRequest[]} */
  const requests = [];
  const CHUNK = 1460;
  const server = createServer((req, res) => {
    const start = performance.now();
    const record = {
      path: req.url ?? '/',
      purpose: String(req.headers['sec-purpose'] ?? ''),
      dest: String(req.headers['sec-fetch-dest'] ?? ''),
      status: 0,
      bytes: 0,
      start,
      end: 0,
    };
    requests.push(record);
    const upstream = httpRequest(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers },
      async (response) => {
        // The request's half of the round trip, then the response's first byte.
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        record.status = response.statusCode ?? 0;
        res.writeHead(response.statusCode ?? 502, response.headers);
        for await (const data of response) {
          const buffer = /** @type {Buffer} */ (data);
          for (let offset = 0; offset < buffer.length; offset += CHUNK) {
            const piece = buffer.subarray(offset, offset + CHUNK);
            await link.take(piece.length);
            if (!res.write(piece)) await new Promise((resolve) => res.once('drain', resolve));
            record.bytes += piece.length;
          }
        }
        res.end();
        record.end = performance.now();
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // Idle keep-alive connections must not hold the process open at the end.
  server.keepAliveTimeout = 1000;
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
