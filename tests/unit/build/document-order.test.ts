import { describe, expect, it } from 'vitest';
import { orderDocument } from '../../../src/integrations/document-order';

/**
 * The top of every built page: the policy first, the largest picture's hint, and no inline script
 * left between <body> and <main> (where it would wait for the stylesheet and stop the parser).
 */
const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-x'">`;
const island = '<script>(self.Astro||(self.Astro={})).afterpaint=1</script><script>customElements</script>';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="fr-BE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${head}</head><body>${body}</body></html>`;

describe('the order of a page’s first bytes (integrations/document-order.ts)', () => {
  it('puts the policy, the largest picture’s hint, the stylesheet’s hint and the early inline scripts right after the viewport', () => {
    const html = page(
      `<title>Accueil</title><script type="application/ld+json">{"a":1}</script>${policy}<link rel="stylesheet" href="/s.css">`,
      `<script>fonts()</script><a href="#contenu">Aller</a>${island}<astro-island><header>h</header></astro-island>` +
        `<main id="contenu"><img src="/hero.svg" width="8" height="6" alt="" fetchpriority="high"><script>home()</script></main>`,
    );
    expect(orderDocument(html)).toBe(
      page(
        `${policy}<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">` +
          `<link rel="preload" as="style" href="/s.css"><script>fonts()</script>${island}` +
          `<title>Accueil</title><script type="application/ld+json">{"a":1}</script><link rel="stylesheet" href="/s.css">`,
        `<a href="#contenu">Aller</a><astro-island><header>h</header></astro-island>` +
          `<main id="contenu"><img src="/hero.svg" width="8" height="6" alt="" fetchpriority="high"><script>home()</script></main>`,
      ),
    );
  });

  it('hints the picture’s best source as the browser picks it: type, srcset and sizes, escaped', () => {
    const html = page(
      policy,
      `<main><picture><source type="image/avif" srcset="/a-800.avif 800w, /a-1600.avif 1600w" sizes="(min-width: 768px) 60vw, 100vw">` +
        `<source type="image/webp" srcset="/a.webp 800w" sizes="100vw"><img src="/a.jpg?x=1&amp;y=2" srcset="/a.jpg 800w" alt="" fetchpriority="high"></picture></main>`,
    );
    const ordered = orderDocument(html);
    expect(ordered).toContain(
      `${policy}<link rel="preload" as="image" imagesrcset="/a-800.avif 800w, /a-1600.avif 1600w" imagesizes="(min-width: 768px) 60vw, 100vw" type="image/avif" fetchpriority="high">`,
    );
    const single = orderDocument(
      page('', `<main><img src="/a.jpg?x=1&amp;y=&quot;2" alt="" fetchpriority="high"></main>`),
    );
    expect(single).toContain(`<link rel="preload" as="image" href="/a.jpg?x=1&amp;y=&quot;2" fetchpriority="high">`);
  });

  it('moves only classic inline scripts before <main>: not JSON, modules, external ones, nor those after', () => {
    const body =
      `<script type="application/ld+json">{}</script><script type="module">m()</script><script src="/x.js"></script>` +
      `<script type="speculationrules">{}</script><main><script>after()</script></main><script>footer()</script>`;
    expect(orderDocument(page(policy, body))).toBe(page(policy, body));
  });

  it('gives no hint without a high-priority picture, and refuses two of them', () => {
    const legal = page(policy, '<main><h1>Mentions légales</h1><img src="/i.svg" alt="" loading="lazy"></main>');
    expect(orderDocument(legal)).not.toContain('rel="preload"');
    const two = page(
      policy,
      '<main><img src="/a.svg" alt="" fetchpriority="high"><img src="/b.svg" alt="" fetchpriority="high"></main>',
    );
    expect(() => orderDocument(two)).toThrow(/more than one/);
  });

  it('changes nothing the second time, and leaves a document without viewport or charset as it is', () => {
    const html = page(
      `<title>t</title>${policy}<link rel="stylesheet" href="/s.css?a&amp;b"><link rel="stylesheet" href="/p.css" media="print">`,
      `${island}<main><img src="/hero.svg" alt="" fetchpriority="high"></main>`,
    );
    const once = orderDocument(html);
    expect(once).toContain(
      '<link rel="preload" as="style" href="/s.css?a&amp;b"><link rel="preload" as="style" href="/p.css" media="print">',
    );
    expect(orderDocument(once)).toBe(once);
    const bare = `<html><head><title>t</title>${policy}</head><body><script>x()</script><main></main></body></html>`;
    expect(orderDocument(bare)).toBe(bare);
  });
});
