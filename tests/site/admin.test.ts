import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, pages } from './built-site';

/**
 * The owner's admin in the built site: its page hands its script small settings (the menu and the
 * fields are built by the script from the schemas), and its script is its own: no public page
 * loads Decap CMS, directly or through the modules its scripts import.
 */
const admin = readFileSync(join(distDir, 'admin/index.html'), 'utf8');

/** Every script a public page loads: its `<script src>`, its islands' modules, and what they import. */
function publicScripts(): Set<string> {
  const found = new Set<string>();
  const queue = pages.flatMap(({ document }) => [
    ...[...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src') ?? ''),
    ...[...document.querySelectorAll('astro-island')].flatMap((island) => [
      island.getAttribute('component-url') ?? '',
      island.getAttribute('renderer-url') ?? '',
    ]),
  ]);
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (!url.startsWith('/_astro/') || found.has(url)) continue;
    found.add(url);
    const file = join(distDir, url);
    if (!existsSync(file)) continue;
    for (const [, module] of readFileSync(file, 'utf8').matchAll(/(?:from|import\(?)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(`/_astro/${module}`);
    }
  }
  return found;
}

describe('the admin’s page', () => {
  it('hands its script settings well under 50 KB, with no rule or list repeated in them', () => {
    const settings = /<script type="application\/json" id="reglages-administration">([\s\S]*?)<\/script>/.exec(
      admin,
    )?.[1];
    if (!settings) throw new Error('no settings in dist/admin/index.html');
    // 25.3 KB with the digests of the example's prices (lib/prices/price-checks.ts), the review
    // links and the credentials' example values among the values a host build refuses.
    expect(settings.length).toBeLessThan(29_000);
    expect(JSON.parse(settings)).toMatchObject({ backend: { branch: expect.any(String) }, site: { identity: {} } });
    expect(settings).not.toMatch(/"pattern"|\{annees-experience\}, \{annees-existence\}/);
  });

  it('is the only page that loads Decap CMS', () => {
    const own = [...admin.matchAll(/<script type="module" src="([^"]+)"/g)].map(([, src]) => src);
    expect(own).toHaveLength(1);
    const loaded = publicScripts();
    expect(loaded.size).toBeGreaterThan(2);
    expect([...loaded].filter((url) => own.includes(url))).toEqual([]);
    const withDecap = [...loaded].filter((url) => readFileSync(join(distDir, url), 'utf8').includes('decap-cms-core'));
    expect(withDecap).toEqual([]);
  });
});
