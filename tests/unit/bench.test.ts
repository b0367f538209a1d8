import { describe, expect, it } from 'vitest';
import { withoutScripts } from '../../tools/bench.mjs';

describe('the benchmark’s floor (tools/bench.mjs)', () => {
  it('cuts every script and module preload out of a page and leaves the rest byte for byte', () => {
    const head = `<meta charset="utf-8"><LINK REL="stylesheet" href="/s.css">`;
    const body = `<p data-exemple='<script>'>Texte&nbsp;<b>gras</b></p><img src="/a.svg" alt="">`;
    const html = [
      `<!DOCTYPE html><html lang="fr"><head>${head}`,
      `<link rel="modulepreload" href="/_astro/a.js"><script type="module">const tag = '</div>';</script>`,
      `</head><body>${body}<script src="/b.js"></script>`,
      `<script type="application/ld+json">{"texte":"</p>"}</script></body></html>`,
    ].join('');
    expect(withoutScripts(html)).toBe(`<!DOCTYPE html><html lang="fr"><head>${head}</head><body>${body}</body></html>`);
  });
});
