import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { cacheControl } from '../../src/config/security';
import { nginxHost, renderHeadersFile, renderNginxConf } from '../../src/integrations/host-headers';
import { emailServiceOrigin } from '../../src/lib/contact/email-service';
import { htmlFiles, projectRoot } from '../../tools/project.mjs';
import { buildEnv } from '../../tools/test-sites.mjs';
import { distDir } from './page-weight';

/** The Content-Security-Policy of the built pages, and the host files made from src/config/security.ts. */
const env = { ...loadEnv('production', projectRoot, ''), ...process.env, ...buildEnv.unconfigured };
const pages = htmlFiles(distDir).map((file) => ({ name: relative(distDir, file), html: readFileSync(file, 'utf8') }));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A page's <meta> policy (directive → sources), its inline scripts that run and its <style> elements. */
function inspect(html: string) {
  const { document } = new JSDOM(html).window;
  const meta = document.querySelector('meta[http-equiv="content-security-policy"]');
  const policy = new Map<string, string[]>();
  for (const part of (meta?.getAttribute('content') ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  const runs = (script: HTMLScriptElement) => ['', 'module', 'text/javascript'].includes(script.type);
  const scripts = [...document.querySelectorAll('script')].filter((s) => runs(s) && !s.src).map((s) => s.text);
  const styles = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '');
  // A <meta> policy only covers what comes after it.
  const first = [...document.querySelectorAll('script, style')].find(
    (element) => element.tagName === 'STYLE' || runs(element as HTMLScriptElement),
  );
  const metaFirst = !first || !meta || Boolean(meta.compareDocumentPosition(first) & 4);
  return { policy, scripts, styles, metaFirst, hasMeta: meta !== null };
}

describe('Content-Security-Policy of every built page', () => {
  it('finds the pages, the admin among them', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    expect(pages.some((page) => page.name === 'admin/index.html')).toBe(true);
  });

  for (const { name, html } of pages) {
    // Decap CMS's page; the admin's printable card (admin/carte-avis/) keeps the public pages' policy.
    const admin = name === 'admin/index.html';
    it(`${name}: this origin only, scripts by hash, every inline script and style of the page allowed`, () => {
      const { policy, scripts, styles, metaFirst, hasMeta } = inspect(html);
      expect(hasMeta, 'a <meta http-equiv="content-security-policy">').toBe(true);
      expect(metaFirst, 'the <meta> comes before every script and style').toBe(true);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')?.slice(0, 2)).toEqual(["'self'", emailServiceOrigin(env)]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // Ignored in a <meta>, with a console error: header only.
      expect(policy.has('frame-ancestors')).toBe(false);
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      for (const script of scripts) expect(scriptSrc, script.slice(0, 80)).toContain(sha256(script));
      const styleSources = policy.get('style-src-elem') ?? policy.get('style-src') ?? [];
      for (const style of styles) {
        if (!styleSources.includes("'unsafe-inline'")) expect(styleSources).toContain(sha256(style));
      }
      // Only the admin (Decap CMS) compiles code and writes styles at run time.
      expect(scriptSrc.includes("'unsafe-eval'"), 'unsafe-eval').toBe(admin);
      expect(styleSources.includes("'unsafe-inline'"), 'unsafe-inline styles').toBe(admin);
      expect(policy.get('connect-src')?.length, 'connect-src').toBe(admin ? 5 : 2);
    });
  }
});

describe('headers for the hosts', () => {
  it('dist/_headers and deploy/_headers are the ones src/config/security.ts describes', () => {
    const expected = renderHeadersFile(env);
    expect(readFileSync(join(distDir, '_headers'), 'utf8').startsWith(expected)).toBe(true);
    expect(readFileSync(join(projectRoot, 'deploy', '_headers'), 'utf8'), 'run `npm run deploy:config`').toBe(expected);
  });

  it('dist/_headers gives each page its whole policy as a header, at both forms of its address', () => {
    // Rules: a path at the start of a line, its headers indented below it.
    const rules = new Map<string, string[]>();
    let current: string[] = [];
    for (const line of readFileSync(join(distDir, '_headers'), 'utf8').split('\n')) {
      if (/^\//.test(line)) rules.set(line, (current = rules.get(line) ?? []));
      else if (/^\s+\S/.test(line)) current.push(line.trim());
    }
    const published = pages.filter(({ name }) => !name.startsWith('admin/') && name.endsWith('index.html'));
    expect(published.length).toBeGreaterThanOrEqual(18);
    for (const { name, html } of published) {
      const path = `/${name.replace(/(^|\/)index\.html$/, '')}`;
      const { policy } = inspect(html);
      for (const address of path === '/' ? ['/'] : [path.replace(/\/$/, ''), path.endsWith('/') ? path : `${path}/`]) {
        const header = rules.get(address)?.find((h) => h.startsWith('Content-Security-Policy:'));
        expect(header, address).toBeDefined();
        // The hosts revalidate pages on every visit unless told: a page fetched ahead would not be used.
        expect(rules.get(address), address).toContain(`Cache-Control: ${cacheControl.page}`);
        const sent = new Map(
          (header ?? '')
            .slice('Content-Security-Policy:'.length)
            .split(';')
            .map((part) => part.trim().split(/\s+/))
            .filter(([directive]) => directive)
            .map(([directive, ...sources]) => [directive!, sources]),
        );
        expect(sent, address).toEqual(new Map([...policy, ['frame-ancestors', ["'none'"]]]));
      }
    }
  });

  it('dist/_headers stays within Cloudflare Pages’ limits: 100 rules, 2,000 characters a line', () => {
    // Past them, Cloudflare Pages drops rules or headers without failing the deploy.
    const lines = readFileSync(join(distDir, '_headers'), 'utf8').split('\n');
    const rules = lines.filter((line) => /^\S/.test(line) && !line.startsWith('#'));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(100);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2_000);
  });

  it('deploy/nginx.conf is up to date with src/config/security.ts (run `npm run deploy:config`)', () => {
    const committed = readFileSync(join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
    expect(committed).toBe(renderNginxConf(env, nginxHost(committed)));
  });
});
