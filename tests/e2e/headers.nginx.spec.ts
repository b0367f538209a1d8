import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { testEmailService } from '../support/test-sites.mjs';

/**
 * What only a real host sends, checked on nginx with deploy/nginx.conf (run by
 * playwright.nginx.config.ts): security headers, caching, compression, 404, redirects.
 * Expected values come from the issue, not from the configuration.
 */

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // The served build is dist-e2e/, whose form sends to the local stand-in of the e-mail API.
  expect(csp.get('connect-src')).toEqual(["'self'", testEmailService.origin]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  const scriptSources = [...csp].filter(([name]) => name.startsWith('script-src')).flatMap(([, sources]) => sources);
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  }
  return csp;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test.describe('nginx with deploy/nginx.conf', () => {
  for (const path of ['/', '/galerie', '/services/charpente', '/mentions-legales']) {
    test(`${path}: security headers, compressed, revalidated, every inline script hashed`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      const csp = expectSecurityHeaders(response);
      expect(response.headers()['content-encoding']).toBe('gzip');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['etag']).toBeTruthy();

      // The header is enforced together with the page's <meta>: it must allow every inline
      // script of the page, or the page breaks on this host only.
      const html = await response.text();
      const scriptSources = csp.get('script-src-elem') ?? csp.get('script-src') ?? [];
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|type="application\/ld\+json"/.test(attributes ?? '')) continue;
        expect(scriptSources).toContain(sha256(body ?? ''));
      }
    });
  }

  test('hashed build files are cached for a year, immutable, and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/(?:href|src|component-url|renderer-url)="(\/_astro\/[^"]+\.(?:css|js))"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding'], asset).toBe('gzip');
      expect(response.headers()['x-content-type-options'], asset).toBe('nosniff');
    }
  });

  test('an unknown path gets the site’s 404 page with status 404 and the same headers', async ({ request }) => {
    const response = await request.get('/toiture-inconnue');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain('Page introuvable');
    expect((await request.get('/_astro/__absent-on-purpose.js')).status()).toBe(404);
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('a trailing slash redirects to the canonical clean URL', async ({ request }) => {
    const response = await request.get('/galerie/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/galerie');
  });

  test('no other site can frame the pages (frame-ancestors)', async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.setContent(`<iframe src="${baseURL}/" title="test"></iframe>`);
    await expect.poll(() => messages.join('\n')).toMatch(/frame-ancestors/);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    expect(await frame?.locator('main#contenu').count()).toBe(0);
  });
});
