// A local stand-in of the e-mail service's HTTP API (EmailJS), for the end-to-end tests:
// the site built with PUBLIC_EMAILJS_ORIGIN pointing here sends its requests to it through
// the real `@emailjs/browser` client.
//
// API, as the real service answers it:
//   OPTIONS /api/v1.0/email/send   CORS preflight (the client POSTs JSON from another origin)
//   POST    /api/v1.0/email/send   JSON { lib_version, user_id, service_id, template_id, template_params }
//                                  → 200 "OK", or 400 with the reason when the body is malformed
//
// Control, for the tests (same port, under /__stand-in/). Tests run in parallel, so every
// request is keyed by the e-mail address the visitor typed (template_params.email):
//   POST /__stand-in/replies   { key, replies: Reply[] }  the next answers for that key, in order
//                              (once used up: 200 "OK")
//   GET  /__stand-in/requests?key=…   every POST received for the key (raw body, parsed body, headers)
//   POST /__stand-in/release?key=…    answer 200 "OK" to the requests held for the key
//   GET  /__stand-in/health
// Reply: { kind: 'ok' } | { kind: 'status', status: 400 | 429 | 500 …, text? }
//      | { kind: 'hang' } (never answers) | { kind: 'drop' } (cuts the connection)
//      | { kind: 'hold' } (waits for /release)
//
// Env: PORT (default 4323), HOST (default 127.0.0.1). `node tests/support/emailjs-stand-in.mjs`
// or `startStandIn({ port })`.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const SEND_PATH = '/api/v1.0/email/send';

const statusTexts = {
  400: 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  403: 'API calls are disabled for non-browser applications',
  412: 'The template is disabled',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * @typedef {{ kind: 'ok' } | { kind: 'status', status: number, text?: string } | { kind: 'hang' } | { kind: 'drop' } | { kind: 'hold' }} Reply
 * @typedef {{ receivedAt: string, headers: Record<string, string | string[] | undefined>, rawBody: string, body: unknown }} RecordedRequest
 */

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ server: import('node:http').Server, origin: string, close: () => Promise<void> }>}
 */
export async function startStandIn({ port = 4323, host = '127.0.0.1' } = {}) {
  /** @type {Map<string, Reply[]>} */
  const replies = new Map();
  /** @type {Map<string, RecordedRequest[]>} */
  const received = new Map();
  /** @type {Map<string, Array<() => void>>} */
  const held = new Map();
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // One connection per request: a browser retries a POST once when a reused keep-alive
    // connection is cut, which would turn « drop » into a second, successful request.
    res.setHeader('Connection', 'close');
    try {
      if (url.pathname === SEND_PATH) {
        corsHeaders(req, res);
        if (req.method === 'OPTIONS') return end(res, 204, '');
        if (req.method !== 'POST') return end(res, 405, 'Method Not Allowed');
        return await handleSend(req, res);
      }
      if (url.pathname.startsWith('/__stand-in/')) return await handleControl(req, res, url);
      return end(res, 404, 'Not Found');
    } catch (error) {
      return end(res, 500, String(error));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handleSend(req, res) {
    const rawBody = await readBody(req);
    let body;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return end(res, 400, 'The request body is not a valid JSON');
    }
    const problem = checkSendBody(body, req.headers['content-type']);
    const key = typeof body?.template_params?.email === 'string' ? body.template_params.email : '';
    const list = received.get(key) ?? [];
    list.push({ receivedAt: new Date().toISOString(), headers: req.headers, rawBody, body });
    received.set(key, list);
    if (problem) return end(res, 400, problem);

    const reply = replies.get(key)?.shift() ?? { kind: 'ok' };
    switch (reply.kind) {
      case 'ok':
        return end(res, 200, 'OK');
      case 'status':
        return end(
          res,
          reply.status,
          reply.text ?? statusTexts[/** @type {keyof typeof statusTexts} */ (reply.status)] ?? 'Error',
        );
      case 'hang':
        return; // The socket is destroyed when the server closes.
      case 'drop':
        req.socket.destroy();
        return;
      case 'hold': {
        const waiting = held.get(key) ?? [];
        waiting.push(() => end(res, 200, 'OK'));
        held.set(key, waiting);
        return;
      }
    }
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url */
  async function handleControl(req, res, url) {
    const key = url.searchParams.get('key') ?? '';
    if (url.pathname === '/__stand-in/health') return end(res, 200, 'ok');
    if (url.pathname === '/__stand-in/replies' && req.method === 'POST') {
      const { key: replyKey, replies: list } = JSON.parse(await readBody(req));
      if (typeof replyKey !== 'string' || !Array.isArray(list)) return end(res, 400, 'Expected { key, replies: [] }');
      replies.set(replyKey, [...(replies.get(replyKey) ?? []), ...list]);
      return end(res, 204, '');
    }
    if (url.pathname === '/__stand-in/requests' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify(received.get(key) ?? []));
    }
    if (url.pathname === '/__stand-in/release' && req.method === 'POST') {
      const waiting = held.get(key) ?? [];
      held.delete(key);
      for (const answer of waiting) answer();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify({ released: waiting.length }));
    }
    return end(res, 404, 'Not Found');
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    origin: `http://${host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * What the real API checks before anything else: a JSON body with the client's fields.
 * @param {any} body
 * @param {string | undefined} contentType
 * @returns {string | null}
 */
export function checkSendBody(body, contentType) {
  if (!contentType || !/^application\/json\b/i.test(contentType)) return 'The Content-Type must be application/json';
  if (!body || typeof body !== 'object') return 'The request body is not a valid JSON';
  for (const field of ['lib_version', 'user_id', 'service_id', 'template_id']) {
    if (typeof body[field] !== 'string' || body[field] === '') return `The ${field} parameter is required`;
  }
  if (
    body.template_params !== undefined &&
    (typeof body.template_params !== 'object' || body.template_params === null)
  ) {
    return 'The template_params parameter must be an object';
  }
  return null;
}

/** The real API lets any origin call it from a browser (its keys are public). */
function corsHeaders(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type');
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
function end(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error('Body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4323);
  const host = process.env.HOST ?? '127.0.0.1';
  const { origin, close } = await startStandIn({ port, host });
  console.log(`Stand-in EmailJS sur ${origin}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => close().then(() => process.exit(0)));
}
