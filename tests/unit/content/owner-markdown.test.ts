import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { rawHtmlAsText } from '../../../src/integrations/owner-markdown';

/** Markdown rendered as Astro renders it, with the plugin the site adds. */
const rendered = (markdown: string) => markdownToHtml(markdown, { mdastPlugins: [rawHtmlAsText] }).html;

describe('HTML in the owner’s Markdown is published as text', () => {
  it.each([
    ['Un texte <img src=x onerror=alert(1)> ici.', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<div>\nbloc\n</div>', '&lt;div&gt;'],
  ])('%j', (markdown, escaped) => {
    const html = rendered(`## Un titre\n\n${markdown}\n`);
    expect(html).toContain(escaped);
    expect(html).not.toMatch(/<(?:img|script|div)\b/);
  });

  it('leaves the Markdown itself: headings, links, emphasis', () => {
    const html = rendered('## Un titre\n\nVoir **ceci** et [la page](/contact).\n');
    expect(html).toContain('<h2>Un titre</h2>');
    expect(html).toContain('<strong>ceci</strong>');
    expect(html).toContain('<a href="/contact">la page</a>');
  });
});
