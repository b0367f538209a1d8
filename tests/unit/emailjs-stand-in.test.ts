import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_PATH, startStandIn } from '../support/emailjs-stand-in.mjs';

/** The stand-in of the e-mail API the end-to-end tests send to: it must answer like the real one. */
describe('EmailJS stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn({ port: 0 });
  });
  afterAll(async () => {
    await standIn.close();
  });

  const body = (email: string) =>
    JSON.stringify({
      lib_version: '4.4.1',
      user_id: 'key',
      service_id: 'service_x',
      template_id: 'template_x',
      template_params: { nom: 'N', email, telephone: 'T', ville: '', sujet: 's', message: 'm' },
    });
  const post = (payload: string, contentType = 'application/json') =>
    fetch(`${standIn.origin}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: 'http://127.0.0.1:9999' },
      body: payload,
    });
  const queue = (key: string, replies: unknown[]) =>
    fetch(`${standIn.origin}/__stand-in/replies`, { method: 'POST', body: JSON.stringify({ key, replies }) });

  it('answers the CORS preflight of a JSON POST from another origin', async () => {
    const response = await fetch(`${standIn.origin}${SEND_PATH}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:9999',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('answers 200 OK by default and records the raw body', async () => {
    const response = await post(body('a@example.be'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999');
    const recorded = (await (await fetch(`${standIn.origin}/__stand-in/requests?key=a@example.be`)).json()) as {
      rawBody: string;
    }[];
    expect(recorded.map((r) => r.rawBody)).toEqual([body('a@example.be')]);
  });

  it('refuses a body the real API would refuse', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post(body('b@example.be'), 'text/plain')).status).toBe(400);
    expect((await post(JSON.stringify({ lib_version: '4.4.1', service_id: 's', template_id: 't' }))).status).toBe(400);
  });

  it('answers as told, in order, then OK again', async () => {
    await queue('c@example.be', [{ kind: 'status', status: 429 }, { kind: 'status', status: 500 }, { kind: 'drop' }]);
    const first = await post(body('c@example.be'));
    expect([first.status, await first.text()]).toEqual([429, 'Too Many Requests']);
    expect((await post(body('c@example.be'))).status).toBe(500);
    await expect(post(body('c@example.be'))).rejects.toThrow();
    expect((await post(body('c@example.be'))).status).toBe(200);
  });

  it('holds a request until released', async () => {
    await queue('d@example.be', [{ kind: 'hold' }]);
    let settled = false;
    const pending = post(body('d@example.be')).then((response) => {
      settled = true;
      return response.status;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    const released = await fetch(`${standIn.origin}/__stand-in/release?key=d@example.be`, { method: 'POST' });
    expect(await released.json()).toEqual({ released: 1 });
    expect(await pending).toBe(200);
  });
});
