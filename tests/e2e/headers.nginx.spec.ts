import { expect, test, type APIResponse } from '@playwright/test';
import { testEmailService } from '../../tools/test-sites.mjs';
import { STORM_PATH } from '../../src/lib/content/site-content';

/**
 * What only a real host sends, checked on nginx with deploy/nginx.conf (run by
 * the nginx project of playwright.config.ts): security headers, caching, compression, 404, redirects.
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
  // The header carries what a page's <meta> policy cannot (frame-ancestors), and only that, so that
  // it never refuses what a page allows itself; the test run adds its report-uri.
  const csp = directives(headers['content-security-policy'] ?? '');
  expect([...csp.keys()].filter((name) => name !== 'report-uri')).toEqual(['frame-ancestors']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
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

test.describe('nginx with deploy/nginx.conf', { tag: '@server' }, () => {
  for (const path of ['/', '/galerie', '/services/charpente', '/mentions-legales', STORM_PATH]) {
    test(`${path}: security headers, compressed, cached a minute then revalidated, the page's own policy in its <meta>`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['content-encoding']).toBe('gzip');
      expect(response.headers()['cache-control']).toBe('public, max-age=60');
      expect(response.headers()['etag']).toBeTruthy();
      expect(response.headers()['x-robots-tag']).toBeUndefined();
      // The served build is dist-e2e/, whose form sends to the local stand-in of the e-mail API.
      const meta =
        /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
      expect(directives(meta.replaceAll('&#39;', "'")).get('connect-src')).toEqual(["'self'", testEmailService.origin]);
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

  test('the admin is served with the same headers, and never indexed', async ({ request }) => {
    const response = await request.get('/admin');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
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
