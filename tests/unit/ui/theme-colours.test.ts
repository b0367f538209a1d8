import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Tailwind drops a class whose colour the theme does not define, without a word: `text-copper-100`
 * with no `--color-copper-100` leaves the text in its parent's colour (the example worksite's notice
 * went dark on its dark hero). The site's own colour families (ink, copper, wood, paper) are not
 * Tailwind's, so each shade a class names must be declared in src/styles/global.css.
 */

const themeCss = readFileSync('src/styles/global.css', 'utf8');
const tailwindTheme = readFileSync('node_modules/tailwindcss/theme.css', 'utf8');

const declared = (css: string) => new Set([...css.matchAll(/--color-([a-z]+-\d+):/g)].map((match) => match[1]!));
const themeShades = declared(themeCss);
const tailwindFamilies = new Set([...declared(tailwindTheme)].map((shade) => shade.replace(/-\d+$/, '')));
const siteFamilies = [...new Set([...themeShades].map((shade) => shade.replace(/-\d+$/, '')))].filter(
  (family) => !tailwindFamilies.has(family),
);

const utilities =
  'bg|text|border|ring|ring-offset|outline|decoration|divide|fill|stroke|from|via|to|shadow|caret|accent';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro|css|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('theme colours', () => {
  it('finds the site’s own colour families', () => {
    expect(siteFamilies).toEqual(expect.arrayContaining(['ink', 'copper', 'paper']));
  });

  it('every colour class of the sources names a shade the theme declares', () => {
    const pattern = new RegExp(`(?<![\\w-])(?:${utilities})-(${siteFamilies.join('|')})-(\\d+)(?![\\w-])`, 'g');
    const missing: string[] = [];
    for (const file of sourceFiles('src')) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const shade = `${match[1]}-${match[2]}`;
        if (!themeShades.has(shade)) missing.push(`${file}: ${match[0]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
