import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GalleryPanel, type GalleryPicture } from '../../../src/components/sections/GalleryPanel';
import { slidesOfPanel } from '../../../src/lib/media/lightbox';

const illustration: GalleryPicture = {
  src: '/_astro/ardoise-1.svg',
  width: 800,
  height: 600,
  sources: [],
  kind: 'illustration',
  alt: 'Illustration : toiture en ardoise',
  caption: 'Illustration : toiture en ardoise sur une maison de maître',
};
const photo: GalleryPicture = {
  src: '/_astro/toit-1200.jpg',
  width: 1200,
  height: 900,
  sources: [{ type: 'image/avif', srcSet: '/_astro/toit-600.avif 600w, /_astro/toit-1200.avif 1200w' }],
  srcSet: '/_astro/toit-600.jpg 600w, /_astro/toit-1200.jpg 1200w',
  kind: 'photo',
  alt: 'Maison en pierre bleue à Thuin, toiture neuve',
  caption: 'Toiture en ardoise refaite à Thuin',
};

describe('a gallery panel read back by the lightbox', () => {
  const panel = new JSDOM(
    `<div>${renderToStaticMarkup(<GalleryPanel description="Ardoise" pictures={[illustration, photo]} />)}</div>`,
  ).window.document.body;

  it('links every picture to its file, so that it opens without JavaScript', () => {
    const links = [...panel.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.dataset['lightboxTrigger']]);
    expect(links).toEqual([
      ['/_astro/ardoise-1.svg', '0'],
      ['/_astro/toit-1200.jpg', '1'],
    ]);
  });

  it('gives the lightbox each picture with its caption, its own text alternative and its sizes', () => {
    expect(slidesOfPanel(panel)).toEqual([
      {
        src: '/_astro/ardoise-1.svg',
        width: 800,
        height: 600,
        alt: illustration.alt,
        description: illustration.caption,
      },
      {
        src: '/_astro/toit-1200.jpg',
        width: 1200,
        height: 900,
        alt: photo.alt,
        description: photo.caption,
        srcSet: [
          { src: '/_astro/toit-600.jpg', width: 600, height: 450 },
          { src: '/_astro/toit-1200.jpg', width: 1200, height: 900 },
        ],
      },
    ]);
  });
});
