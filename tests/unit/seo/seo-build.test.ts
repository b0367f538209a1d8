import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from '../../../src/integrations/hoist-island-style';
import { isIndexablePath } from '../../../src/lib/seo/indexable';

describe('pages listed in the sitemap', () => {
  it('lists the home page, service pages and legal pages', () => {
    for (const path of ['/', '/services/charpente', '/mentions-legales', '/politique-de-confidentialite']) {
      expect(isIndexablePath(path), path).toBe(true);
    }
  });

  it('leaves out the home aliases (canonical /) and the error pages, with or without a trailing slash', () => {
    for (const path of [
      '/accueil',
      '/services',
      '/services/',
      '/galerie',
      '/zone',
      '/communes-proches',
      '/contact',
      '/404',
    ]) {
      expect(isIndexablePath(path), path).toBe(false);
    }
  });
});

describe('island style moved into <head>', () => {
  const rule = 'astro-island,astro-slot,astro-static-slot{display:contents}';

  it('moves Astro’s rule from the body to the end of the head', () => {
    const html = `<html><head><title>t</title></head><body><main><section>a</section><style>${rule}</style><astro-island></astro-island></main></body></html>`;
    expect(hoistIslandStyle(html)).toBe(
      `<html><head><title>t</title><style>${rule}</style></head><body><main><section>a</section><astro-island></astro-island></main></body></html>`,
    );
  });

  it('leaves a page without islands, and other styles, untouched', () => {
    const html = '<html><head></head><body><style>p{color:red}</style></body></html>';
    expect(hoistIslandStyle(html)).toBe(html);
  });
});
