import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildHead, type HeadEntry, type PageHead } from '../../../src/lib/seo/head';

const context = { origin: 'https://www.toiture.example', siteName: 'Toiture Exemple', themeColor: '#1c2a33' };
const image = { path: '/og/charpente.png', width: 1200, height: 630, alt: 'Charpente' };
const servicePage: PageHead = {
  title: 'Charpente | Toiture Exemple',
  description: 'Charpente traditionnelle et fermettes.',
  keywords: ['charpente', 'charpentier Beaumont'],
  canonicalPath: '/services/charpente',
  image,
};

const attr = (entries: HeadEntry[], key: 'name' | 'property' | 'rel', value: string, read = 'content') =>
  entries.flatMap((e) => (e.tag !== 'title' && e.attrs[key] === value ? [e.attrs[read]] : []));

describe('buildHead', () => {
  const head = buildHead(servicePage, context);

  it('starts with the title and the description', () => {
    expect(head[0]).toEqual({ tag: 'title', content: servicePage.title });
    expect(attr(head, 'name', 'description')).toEqual([servicePage.description]);
  });

  it('writes the keywords comma-separated, and none when the page has none', () => {
    expect(attr(head, 'name', 'keywords')).toEqual(['charpente, charpentier Beaumont']);
    expect(attr(buildHead({ ...servicePage, keywords: [] }, context), 'name', 'keywords')).toEqual([]);
  });

  it('puts the canonical URL and og:url on the configured origin', () => {
    expect(attr(head, 'rel', 'canonical', 'href')).toEqual(['https://www.toiture.example/services/charpente']);
    expect(attr(head, 'property', 'og:url')).toEqual(['https://www.toiture.example/services/charpente']);
    const other = buildHead(servicePage, { ...context, origin: 'https://preview.example.net' });
    expect(attr(other, 'rel', 'canonical', 'href')).toEqual(['https://preview.example.net/services/charpente']);
  });

  it('gives the home page and its aliases the same canonical: /', () => {
    const home = buildHead({ ...servicePage, canonicalPath: '/' }, context);
    expect(attr(home, 'rel', 'canonical', 'href')).toEqual(['https://www.toiture.example/']);
    expect(attr(home, 'property', 'og:type')).toEqual(['website']);
  });

  it('announces a 1200 × 630 social image with absolute URLs, once, for Open Graph and X', () => {
    expect(attr(head, 'property', 'og:image')).toEqual(['https://www.toiture.example/og/charpente.png']);
    expect(attr(head, 'property', 'og:image:width')).toEqual(['1200']);
    expect(attr(head, 'property', 'og:image:height')).toEqual(['630']);
    expect(attr(head, 'property', 'og:image:alt')).toEqual(['Charpente']);
    expect(attr(head, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(attr(head, 'property', 'og:title')).toEqual([servicePage.title]);
    expect(attr(head, 'property', 'og:description')).toEqual([servicePage.description]);
    // X falls back to the Open Graph tags: no second copy of the title, description or image.
    const xCopies = head.filter(
      (entry) => entry.tag === 'meta' && /^twitter:(?!card$)/.test(entry.attrs['name'] ?? ''),
    );
    expect(xCopies).toEqual([]);
    expect(attr(head, 'property', 'og:locale')).toEqual(['fr_BE']);
  });

  it('links the favicon set and the manifest, and sets the theme colour', () => {
    const icons = head.filter((e) => e.tag === 'link' && e.attrs.rel === 'icon');
    expect(icons.map((e) => (e.tag === 'link' ? e.attrs.type : ''))).toEqual(['image/svg+xml', 'image/png']);
    expect(attr(head, 'rel', 'apple-touch-icon', 'href')).toEqual(['/apple-touch-icon.png']);
    expect(attr(head, 'rel', 'manifest', 'href')).toEqual(['/site.webmanifest']);
    expect(attr(head, 'name', 'theme-color')).toEqual(['#1c2a33']);
  });

  it('marks a noindex page and gives it no canonical URL', () => {
    const notFound = buildHead({ ...servicePage, canonicalPath: undefined, noindex: true }, context);
    expect(attr(notFound, 'name', 'robots')).toEqual(['noindex']);
    // Nothing to share on social networks either.
    const social = notFound.filter(
      (entry) => entry.tag === 'meta' && /^(og|twitter):/.test(entry.attrs['property'] ?? entry.attrs['name'] ?? ''),
    );
    expect(social).toEqual([]);
    expect(attr(notFound, 'rel', 'canonical', 'href')).toEqual([]);
    expect(attr(notFound, 'property', 'og:url')).toEqual([]);
    expect(attr(head, 'name', 'robots')).toEqual([]);
  });

  it('refuses an indexable page without a canonical path, and relative paths', () => {
    expect(() => buildHead({ ...servicePage, canonicalPath: undefined }, context)).toThrow(/canonique/);
    expect(() => absoluteUrl('services/charpente', context.origin)).toThrow(/absolu/);
  });
});
