import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScript, scriptSafeJson } from '../../../src/integrations/inline-script';

/**
 * The inline scripts are whole bundles of an entry file (src/inline-scripts/), not a function's
 * source copied into the page: whatever the entry imports comes along, and the page's data can
 * never end the <script> element.
 */
const root = mkdtempSync(join(tmpdir(), 'inline-script-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('inline scripts built from entry files', () => {
  it('bundle what the entry imports, minified, without comments, called with the data', () => {
    project({
      'src/lib/greet.ts': [
        '// For the maintainer.',
        'const twice = (text: string) => text.repeat(2);',
        'export function greet({ name }: { name: string }): string {',
        '  return (globalThis as unknown as { out: string }).out = twice(name);',
        '}',
      ].join('\n'),
      'src/inline-scripts/early-submit.ts': [
        "import { greet } from '../lib/greet';",
        'declare const __INLINE_SCRIPT_DATA__: { name: string };',
        'greet(__INLINE_SCRIPT_DATA__);',
      ].join('\n'),
    });
    const code = inlineScript('early-submit', { name: 'a"b' } as never, root);
    expect(code).not.toContain('maintainer');
    expect(code).not.toContain('__INLINE_SCRIPT_DATA__');
    expect(code).not.toMatch(/^["']use strict/);
    const scope = { out: '' };
    new Function('globalThis', code)(scope);
    expect(scope.out).toBe('a"ba"b');
  });

  it('refuse an entry that does not read its data once', () => {
    project({ 'src/inline-scripts/early-submit.ts': 'console.log(1);\n' });
    expect(() => inlineScript('early-submit', { initialSection: 'accueil' } as never, root)).toThrow(/exactly once/);
    // An entry that takes no data must not read it.
    project({ 'src/inline-scripts/header-menus.ts': 'console.log(__INLINE_SCRIPT_DATA__);\n' });
    expect(() => inlineScript('header-menus', undefined, root)).toThrow(/never/);
  });

  it('write data that cannot close or comment out the <script> element', () => {
    const data = { label: '</script><script>alert(1)</script><!-- </SCRIPT >' };
    const json = scriptSafeJson(data);
    expect(json).not.toMatch(/<\/script|<script|<!--/i);
    expect(new Function(`return ${json}`)()).toEqual(data);
  });

  it('build the site’s own entries', () => {
    for (const code of [
      inlineScript('web-fonts', [['Inter Variable', '/_astro/inter.woff2', '400 700']]),
      inlineScript('home', { section: 'galerie', headsUrl: '/sections-accueil.json' }),
      inlineScript('header-menus', undefined),
    ]) {
      expect(code.length).toBeGreaterThan(100);
      expect(() => new Function(code)).not.toThrow();
    }
  });
});
