import { describe, expect, it } from 'vitest';
import { lightboxSlide } from '../../../src/lib/media/lightbox';

describe('lightbox slides', () => {
  it('show the caption under the picture and keep its own text alternative', () => {
    const slide = lightboxSlide(
      { src: '/a.svg', width: 800, height: 600 },
      'Toiture en ardoise',
      'Dessin d’un toit en ardoise',
    );
    expect(slide).toEqual({
      src: '/a.svg',
      width: 800,
      height: 600,
      alt: 'Dessin d’un toit en ardoise',
      description: 'Toiture en ardoise',
    });
  });

  it('turn a responsive srcset into sizes with the picture’s proportions', () => {
    const slide = lightboxSlide(
      { src: '/b-800.jpg', width: 800, height: 600, srcSet: '/b-400.jpg 400w, /b-800.jpg 800w' },
      'Charpente',
      'Charpente en chêne',
    );
    expect(slide.srcSet).toEqual([
      { src: '/b-400.jpg', width: 400, height: 300 },
      { src: '/b-800.jpg', width: 800, height: 600 },
    ]);
  });
});
