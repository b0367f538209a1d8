import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, pages } from './built-site';

/**
 * The built stylesheets: every design token a rule reads (`var(--color-ink-800)`) is defined in
 * one of them. Tailwind only writes the tokens the utilities use, and a plain stylesheet (the legal
 * pages') reads them: a token read but never written would silently fall back to nothing.
 */
const sheets = readdirSync(join(distDir, '_astro'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(join(distDir, '_astro', file), 'utf8') }));

describe('design tokens of the built stylesheets', () => {
  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThanOrEqual(2);
  });

  it('defines every token the site’s own rules read', () => {
    const defined = new Set(sheets.flatMap(({ css }) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const read = sheets.flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--(?:color|shadow|font)-[\w-]+)/g)].map((m) => `${m[1]} (${file})`),
    );
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((use) => !defined.has(use.split(' ')[0]))).toEqual([]);
  });
});

/** The class names the stylesheets' selectors name, unescaped (`.sm\:grid-cols-3` → `sm:grid-cols-3`). */
function selectorClasses(css: string): Set<string> {
  const names = css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g);
  return new Set(
    [...names].map(([, name]) =>
      name!
        .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/\\(.)/g, '$1'),
    ),
  );
}

describe('classes of the built pages', () => {
  // Tailwind writes nothing for a class it cannot make (a shade the theme lacks, a misspelt
  // utility): the element silently keeps its parent's look.
  it('every class a page names has a rule in the stylesheets', () => {
    const styled = selectorClasses(sheets.map(({ css }) => css).join('\n'));
    const unstyled = new Set<string>();
    for (const { path, document } of pages) {
      for (const element of document.querySelectorAll('[class]')) {
        for (const name of element.classList) if (!styled.has(name)) unstyled.add(`${name} (${path})`);
      }
    }
    expect(styled.size).toBeGreaterThan(100);
    expect([...unstyled]).toEqual([]);
  });
});
