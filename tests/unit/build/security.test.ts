import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServerBlock } from '../../../tools/nginx.mjs';
import { adminBackendSettings, adminPolicy } from '../../../src/config/admin';
import {
  adminHeaders,
  astroCspConfig,
  baseDirectives,
  headerPolicy,
  responseHeaders,
} from '../../../src/config/security';
import {
  localNginxServer,
  nginxHost,
  renderHeadersFile,
  renderNginxConf,
} from '../../../src/integrations/host-headers';
import { runtimeStyleHashes } from '../../../src/integrations/runtime-styles';
import { DEFAULT_EMAILJS_ORIGIN, emailServiceOrigin } from '../../../src/lib/contact/email-service';
import { isAsset } from '../../support/nginx-teardown';

const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

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

describe('policy of the pages (their <meta>)', () => {
  const config = astroCspConfig({ PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.be' });

  it('allows this origin only, plus the e-mail service for the form; nothing a <meta> cannot carry', () => {
    expect(config.directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "connect-src 'self' https://mail.example.be",
        "img-src 'self'",
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
    expect(hashes).toContain(hash(''));
    expect(hashes).toHaveLength(2);
    expect(astroCspConfig({}, { styleHashes: hashes }).styleDirective.hashes).toEqual(hashes);
  });

  it('never allows inline scripts or eval', () => {
    expect(config.scriptDirective.resources).toEqual(["'self'"]);
    expect(JSON.stringify(config)).not.toContain('unsafe-eval');
    expect(config.directives.join(' ')).not.toContain('unsafe-inline');
  });

  it('widens only the admin’s: the GitHub API, the local server in a local build only, its own styles and schema checks', () => {
    const settings = adminBackendSettings({ DECAP_LOCAL_BACKEND_URL: 'http://localhost:9090/api/v1' });
    const local = adminPolicy(settings, { local: true });
    expect(local.connect).toEqual(['https://api.github.com', 'http://localhost:9090', 'blob:']);
    expect(local.img).not.toContain('*');
    expect(adminPolicy(settings, { local: false }).connect).toEqual(['https://api.github.com', 'blob:']);
  });
});

describe('headers of every response', () => {
  it('carry only what a page’s <meta> cannot say, so that they never restrict a page further', () => {
    expect(headerPolicy({})).toBe("frame-ancestors 'none'");
  });

  /** What a browser needs to hear with every page, whichever host file sent it. */
  function expectProtective(headers: Map<string, string>, where: string) {
    expect(headers.get('X-Content-Type-Options'), where).toBe('nosniff');
    expect(headers.get('X-Frame-Options'), where).toBe('DENY');
    expect(headers.get('Content-Security-Policy'), where).toContain("frame-ancestors 'none'");
    // HTTPS remembered for a year at least (browsers' preload lists ask for that).
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('Strict-Transport-Security') ?? '')?.[1] ?? 0);
    expect(maxAge, `${where}: Strict-Transport-Security`).toBeGreaterThanOrEqual(365 * 24 * 3600);
    // Never the full address of a page to another origin (it may carry what the visitor typed).
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], where).toContain(
      headers.get('Referrer-Policy'),
    );
    const denied = (headers.get('Permissions-Policy') ?? '').split(',').map((entry) => entry.trim());
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(denied, where).toContain(`${feature}=()`);
  }

  it('are sent with every page by the headers file of Netlify and Cloudflare Pages', () => {
    const block =
      renderHeadersFile({})
        .split(/\n(?=\S)/)
        .find((rule) => rule.startsWith('/*\n')) ?? '';
    const headers = new Map(
      block
        .split('\n')
        .slice(1)
        .map((line) => /^\s+([\w-]+):\s*(.*)$/.exec(line))
        .filter((match) => match !== null)
        .map(([, name, value]) => [name!, value!]),
    );
    expectProtective(headers, '_headers /*');
  });

  it('are sent with every page by nginx, in every location that sets headers of its own', () => {
    const conf = renderNginxConf({}, 'www.example.be');
    const locations = conf
      .split(/\n\s*location /)
      .slice(1)
      .filter((location) => location.includes('add_header'));
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      const headers = new Map(
        [...location.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, name, value]) => [name!, value!]),
      );
      expectProtective(headers, `nginx location ${location.split('\n')[0]}`);
    }
  });
});

describe('files for the hosts', () => {
  it('_headers: no header is set twice for one path (Cloudflare Pages would merge the values)', () => {
    const rules = renderHeadersFile({})
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .reduce<Map<string, string[]>>((map, line) => {
        if (!line.startsWith(' ')) map.set(line, []);
        else [...map.values()].at(-1)?.push(line.trim().split(':')[0] ?? '');
        return map;
      }, new Map());
    expect([...rules.keys()]).toEqual(['/*', '/_astro/*', '/admin', '/admin/*']);
    expect(rules.get('/*')).toEqual(['Content-Security-Policy', ...Object.keys(responseHeaders)]);
    expect(rules.get('/_astro/*')).toEqual(['Cache-Control']);
    expect(rules.get('/admin/*')).toEqual(Object.keys(adminHeaders));
    for (const name of rules.get('/*') ?? []) {
      expect(rules.get('/_astro/*'), name).not.toContain(name);
      expect(rules.get('/admin/*'), name).not.toContain(name);
    }
  });

  it('nginx.conf: every location repeats the headers (nginx does not inherit add_header), the admin is never indexed', () => {
    const conf = renderNginxConf({}, 'www.example.be');
    expect(nginxHost(conf)).toBe('www.example.be');
    const locations = conf.split(/\n\s*location /).slice(1);
    for (const location of locations.filter((l) => l.includes('add_header'))) {
      expect(location).toContain(`add_header Content-Security-Policy "frame-ancestors 'none'" always;`);
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location).toContain('add_header Cache-Control');
    }
    expect(locations.find((l) => l.startsWith('/admin'))).toContain('add_header X-Robots-Tag "noindex, nofollow"');
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toMatch(/gzip on;/);
  });

  it('nginx.conf becomes a local plain-HTTP server for the tests, nothing else changed', () => {
    const conf = renderNginxConf({}, 'www.example.be');
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

    const test = testServerBlock(conf, { port: 4999, root: '/tmp/dist', runDir: '/tmp/run', csp: headerPolicy({}) });
    expect(test).toContain(
      `add_header Content-Security-Policy "frame-ancestors 'none'; report-uri /__csp-report" always;`,
    );
    expect(test).not.toContain(`add_header Content-Security-Policy "frame-ancestors 'none'" always;`);
    expect(test).toContain('location = /__csp-report {');
  });

  it('the nginx run counts missing files, not deliberately unknown pages', () => {
    expect(isAsset('/_astro/app.js')).toBe(true);
    expect(isAsset('/favicon.ico')).toBe(true);
    expect(isAsset('/page-inconnue')).toBe(false);
    expect(isAsset('/404.html')).toBe(false);
  });
});
