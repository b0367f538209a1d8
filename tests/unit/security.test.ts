import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  completePagePolicy,
  headerPolicy,
  inlineHashes,
  localNginxServer,
  mergePolicies,
  parsePolicy,
  readNginxConf,
  renderHeadersFile,
  renderNginxConf,
  routeOf,
  runtimeStyleHashes,
  withDirective,
} from '../../src/integrations/deploy-config.mjs';
import { testServerBlock } from '../../scripts/nginx.mjs';
import { isAsset } from '../support/nginx-teardown';
import { astroCspConfig, baseDirectives, responseHeaders } from '../../src/config/security';
import { DEFAULT_EMAILJS_ORIGIN, emailServiceOrigin } from '../../src/lib/email-service';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('e-mail service origin (connect-src and the form read the same variable)', () => {
  it('defaults to the service’s own origin', () => {
    expect(emailServiceOrigin({})).toBe('https://api.emailjs.com');
    expect(emailServiceOrigin({ PUBLIC_EMAILJS_ORIGIN: '  ' })).toBe(DEFAULT_EMAILJS_ORIGIN);
  });

  it('takes PUBLIC_EMAILJS_ORIGIN, without its trailing slash', () => {
    expect(emailServiceOrigin({ PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.be/' })).toBe('https://mail.example.be');
    expect(emailServiceOrigin({ PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4399' })).toBe('http://127.0.0.1:4399');
  });

  it('refuses plain http to another host, a path, and what is not a URL', () => {
    expect(() => emailServiceOrigin({ PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.be/api' })).toThrow(/sans chemin/);
    expect(() => emailServiceOrigin({ PUBLIC_EMAILJS_ORIGIN: 'http://api.emailjs.com' })).toThrow(/https/);
    expect(() => emailServiceOrigin({ PUBLIC_EMAILJS_ORIGIN: 'api.emailjs.com' })).toThrow(/PUBLIC_EMAILJS_ORIGIN/);
  });
});

describe('policy given to Astro', () => {
  const config = astroCspConfig({ PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.be' });

  it('has the issue’s directives, the e-mail origin in connect-src, no header-only directive', () => {
    expect(config.directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "connect-src 'self' https://mail.example.be",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]),
    );
    expect(config.directives.some((d) => d.startsWith('frame-ancestors'))).toBe(false);
    expect(baseDirectives({})).toContainEqual(['frame-ancestors', ["'none'"]]);
  });

  it('lets in the stylesheet the toast library inserts at run time, and nothing else', () => {
    const hashes = runtimeStyleHashes();
    // sonner writes an empty <style>, then its CSS.
    expect(hashes).toContain(hash('').slice(1, -1));
    expect(hashes).toHaveLength(2);
    expect(astroCspConfig({}, { styleHashes: hashes }).styleDirective.hashes).toEqual(hashes);
  });

  it('never allows inline scripts or eval', () => {
    expect(config.scriptDirective.resources).toEqual(["'self'"]);
    expect(JSON.stringify(config)).not.toContain('unsafe-eval');
    expect(config.directives.join(' ')).not.toContain('unsafe-inline');
  });

  it('sends the issue’s other headers', () => {
    expect(responseHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(responseHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(responseHeaders['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(responseHeaders['Permissions-Policy']).toContain('camera=()');
  });
});

describe('completing a page’s policy with its inline scripts', () => {
  const META = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-AAA='; style-src 'self'">`;
  const page = (body: string) => `<!doctype html><html><head>${META}</head><body>${body}</body></html>`;

  it('hashes inline scripts that run and style elements, not external or data scripts', () => {
    const html = page(
      `<script>console.log(1)</script><script type="module">go()</script><script src="/a.js"></script>` +
        `<script type="application/ld+json">{"a":1}</script><style>p{color:red}</style>`,
    );
    expect(inlineHashes(html)).toEqual({
      scripts: [hash('console.log(1)'), hash('go()')],
      styles: [hash('p{color:red}')],
    });
  });

  it('allows exactly the page’s own inline scripts in its <meta>, and keeps the style hashes', () => {
    const { html, policy } = completePagePolicy(page('<script>console.log(1)</script>'), 'test.html');
    // 'sha256-AAA=' is a script Astro may write on other pages, not on this one.
    expect(policy.get('script-src')).toEqual(["'self'", hash('console.log(1)')]);
    expect(html).toContain(`script-src 'self' ${hash('console.log(1)')};`);
    expect(completePagePolicy(html, 'test.html').html).toBe(html);
    const styled = completePagePolicy(
      `<html><head>${META.replace("style-src 'self'", "style-src 'self' 'sha256-BBB='")}</head><body></body></html>`,
      'styled.html',
    );
    expect(styled.policy.get('script-src')).toEqual(["'self'"]);
    expect(styled.policy.get('style-src')).toEqual(["'self'", "'sha256-BBB='"]);
  });

  it('lists the toasts’ stylesheet only on pages with the contact form, which loads them', () => {
    const toasts = runtimeStyleHashes().map((h) => `'${h}'`);
    const meta = META.replace("style-src 'self'", `style-src 'self' ${toasts.join(' ')}`);
    const withForm = `<html><head>${meta}</head><body><astro-island component-export="ContactForm"></astro-island></body></html>`;
    const withoutForm = `<html><head>${meta}</head><body><astro-island component-export="SiteHeader"></astro-island></body></html>`;
    expect(completePagePolicy(withForm, 'home.html').policy.get('style-src')).toEqual(["'self'", ...toasts]);
    expect(completePagePolicy(withoutForm, '404.html').policy.get('style-src')).toEqual(["'self'"]);
  });

  it('accepts data blocks (JSON-LD) before the policy: they do not run', () => {
    const html = `<html><head><script type="application/ld+json">{}</script>${META}</head><body></body></html>`;
    expect(() => completePagePolicy(html, 'c.html')).not.toThrow();
  });

  it('fails the build when a page has no policy, or an inline script before it', () => {
    expect(() => completePagePolicy('<html><head></head></html>', 'a.html')).toThrow(/a\.html/);
    expect(() => completePagePolicy(`<html><head><script>x()</script>${META}</head></html>`, 'b.html')).toThrow(
      /précède/,
    );
  });
});

describe('the header policy', () => {
  const pageA = parsePolicy("default-src 'self'; script-src 'self' 'sha256-A='; style-src 'self'");
  const pageB = parsePolicy("default-src 'self'; script-src 'self' 'sha256-B='; style-src 'self'");

  it('is the union of the pages’ policies plus frame-ancestors', () => {
    expect(mergePolicies([pageA, pageB]).get('script-src')).toEqual(["'self'", "'sha256-A='", "'sha256-B='"]);
    const header = parsePolicy(headerPolicy([pageA, pageB], {}));
    expect(header.get('script-src')).toEqual(["'self'", "'sha256-A='", "'sha256-B='"]);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('refuses unsafe-inline or unsafe-eval for scripts', () => {
    expect(() => headerPolicy([parsePolicy("script-src 'self' 'unsafe-inline'")], {})).toThrow(/unsafe-inline/);
    expect(() => headerPolicy([parsePolicy("default-src 'self' 'unsafe-eval'")], {})).toThrow(/unsafe-eval/);
  });

  it('can have one directive replaced', () => {
    expect(
      withDirective("default-src 'self'; connect-src 'self' https://a", 'connect-src', ["'self'", 'https://b']),
    ).toBe("default-src 'self'; connect-src 'self' https://b");
  });
});

describe('files for the static hosts', () => {
  const csp = "default-src 'self'; script-src 'self' 'sha256-A='; frame-ancestors 'none'";
  const routes = ['/404.html', '/', '/galerie', '/services/charpente'];

  it('maps built files to routes', () => {
    expect(['index.html', 'galerie/index.html', '404.html'].map(routeOf)).toEqual(['/', '/galerie', '/404.html']);
  });

  it('_headers: security headers on every path, Cache-Control never set twice for one path', () => {
    const file = renderHeadersFile({ csp, routes });
    const blocks = file.split(/\n(?=\/)/).filter((block) => block.startsWith('/'));
    const all = blocks.find((block) => block.startsWith('/*\n')) ?? '';
    expect(all).toContain(`Content-Security-Policy: ${csp}`);
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(all).not.toContain('Cache-Control');
    expect(file).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(file).toMatch(/^\/galerie\n {2}Cache-Control: no-cache$/m);
    expect(file).toMatch(/^\/galerie\/\n {2}Cache-Control: no-cache$/m);
  });

  it('nginx.conf: every location repeats the headers (nginx does not inherit add_header)', () => {
    const conf = renderNginxConf({ csp, host: 'www.example.be' });
    expect(readNginxConf(conf)).toEqual({ csp, host: 'www.example.be' });
    const locations = conf.split(/\n\s*location /).slice(1);
    for (const location of locations.filter((l) => l.includes('add_header'))) {
      expect(location).toContain('add_header Content-Security-Policy $csp always;');
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location).toContain('add_header Cache-Control');
    }
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toMatch(/gzip on;/);
  });

  it('nginx.conf becomes a local plain-HTTP server for the tests, nothing else changed', () => {
    const conf = renderNginxConf({ csp, host: 'www.example.be' });
    const local = localNginxServer(conf, { listen: '127.0.0.1:4999', root: '/tmp/dist' });
    expect(local).toContain('listen 127.0.0.1:4999;');
    expect(local).toContain('root /tmp/dist;');
    expect(local).not.toMatch(/ssl|listen 80|listen 443/);
    const strip = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '' && !/^\s*(listen|ssl_|root)/.test(line))
        .join('\n');
    expect(strip(conf)).toContain(strip(local).trim());

    const test = testServerBlock(conf, {
      port: 4999,
      root: '/tmp/dist',
      runDir: '/tmp/run',
      csp: "default-src 'none'",
    });
    expect(test).toContain(`set $csp "default-src 'none'; report-uri /__csp-report";`);
    expect(test).toContain('location = /__csp-report {');
  });

  it('the nginx run counts missing files, not deliberately unknown pages', () => {
    expect(isAsset('/_astro/app.js')).toBe(true);
    expect(isAsset('/favicon.ico')).toBe(true);
    expect(isAsset('/page-inconnue')).toBe(false);
    expect(isAsset('/404.html')).toBe(false);
  });
});
