import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  inlineHashes,
  parsePolicy,
  processBuild,
  readNginxConf,
  renderHeadersFile,
  renderNginxConf,
  withDirective,
} from '../../src/integrations/deploy-config.mjs';
import { emailServiceOrigin } from '../../src/lib/email-service';
import { distDir } from './page-weight';

/** The Content-Security-Policy of the built pages and the deploy/ files made from them. */
const root = join(import.meta.dirname, '..', '..');
const env = { ...loadEnv('production', root, ''), ...process.env };
const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ name: file, html: readFileSync(join(distDir, file), 'utf8') }));

function metaPolicy(html: string) {
  const content = /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1];
  return content === undefined ? null : parsePolicy(content.replaceAll('&#39;', "'"));
}

describe('Content-Security-Policy of every built page', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(19);
  });

  for (const { name, html } of pages) {
    it(`${name}: the issue's directives, scripts by hash only, its own inline scripts and styles allowed`, () => {
      const policy = metaPolicy(html);
      expect(policy, 'a <meta http-equiv="content-security-policy">').not.toBeNull();
      // A <meta> policy only covers what comes after it.
      const firstInline = html.search(/<script(?![^>]*type="application\/(ld\+)?json")|<style/);
      if (firstInline !== -1) expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(firstInline);
      expect(policy?.get('default-src')).toEqual(["'self'"]);
      expect(policy?.get('connect-src')).toEqual(["'self'", emailServiceOrigin(env)]);
      expect(policy?.get('base-uri')).toEqual(["'self'"]);
      expect(policy?.get('form-action')).toEqual(["'self'"]);
      expect(policy?.get('object-src')).toEqual(["'none'"]);
      // Ignored in a <meta>, with a console error: header only.
      expect(policy?.has('frame-ancestors')).toBe(false);
      const scriptSrc = policy?.get('script-src') ?? [];
      expect(scriptSrc[0]).toBe("'self'");
      expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
      const { scripts, styles } = inlineHashes(html);
      // Exactly the page's own inline scripts: no hash of a script found only on other pages.
      expect(scriptSrc.slice(1).toSorted()).toEqual([...new Set(scripts)].toSorted());
      for (const hash of styles) expect(policy?.get('style-src')).toContain(hash);
    });
  }
});

describe('headers for the static hosts', () => {
  it('dist/_headers carries the header policy of this build, frame-ancestors included', async () => {
    const { csp, routes } = await processBuild(distDir, env);
    expect(parsePolicy(csp).get('frame-ancestors')).toEqual(["'none'"]);
    expect(readFileSync(join(distDir, '_headers'), 'utf8')).toBe(renderHeadersFile({ csp, routes }));
  });

  it('dist/_headers stays within Cloudflare Pages’ limits: 100 rules, 2,000 characters a line', () => {
    // Past them, Cloudflare Pages drops rules or headers without failing the deploy.
    const lines = readFileSync(join(distDir, '_headers'), 'utf8').split('\n');
    const rules = lines.filter((line) => /^\S/.test(line) && !line.startsWith('#'));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(100);
    const longest = Math.max(...lines.map((line) => line.length));
    expect(longest, 'the longest line (the Content-Security-Policy)').toBeLessThanOrEqual(2_000);
  });

  it('deploy/_headers and deploy/nginx.conf are up to date with this build (run `npm run deploy:config`)', async () => {
    const { csp, routes } = await processBuild(distDir, env);
    const committedConf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    const committed = readNginxConf(committedConf);
    // A test build points the form at a local stand-in of the e-mail service: compare the
    // rest, with the committed files' own e-mail origin and host.
    const connectSrc = parsePolicy(committed.csp).get('connect-src') ?? [];
    const expectedCsp = withDirective(csp, 'connect-src', connectSrc);
    const stale = `${relative(root, join(root, 'deploy'))}/ is out of date with the build: run \`npm run deploy:config\` and commit deploy/`;
    expect(committedConf, stale).toBe(renderNginxConf({ csp: expectedCsp, host: committed.host }));
    expect(readFileSync(join(root, 'deploy', '_headers'), 'utf8'), stale).toBe(
      renderHeadersFile({ csp: expectedCsp, routes }),
    );
  });
});
