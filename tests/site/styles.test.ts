import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './built-site';

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
