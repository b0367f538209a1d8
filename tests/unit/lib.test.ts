import { describe, expect, it } from 'vitest';
import { formatHour, formatHourRange, formatKm } from '../../src/lib/content/format';
import { isAboveViewport } from '../../src/lib/contact/call-bar';
import { lightboxSlide } from '../../src/lib/media/lightbox';
import {
  isServicePagePath,
  navHref,
  pathForSection,
  scrollTopFor,
  sectionAtLine,
  sectionForLink,
  sectionForPath,
} from '../../src/lib/navigation/sections';
import type { SectionId } from '../../src/schemas/section-ids';

describe('path ↔ section', () => {
  it('maps the hero to / and the other sections to /{id}', () => {
    expect(pathForSection('accueil')).toBe('/');
    expect(pathForSection('communes-proches')).toBe('/communes-proches');
  });

  it('recognises the home page and its aliases, with or without a trailing slash', () => {
    expect(sectionForPath('/')).toBe('accueil');
    expect(sectionForPath('/accueil')).toBe('accueil');
    expect(sectionForPath('/galerie/')).toBe('galerie');
    expect(sectionForPath('/services')).toBe('services');
  });

  it('does not treat other pages as home sections', () => {
    expect(sectionForPath('/services/charpente')).toBeNull();
    expect(sectionForPath('/mentions-legales')).toBeNull();
    expect(sectionForPath('/galeries')).toBeNull();
  });
});

describe('links to home sections', () => {
  const page = 'https://toiture.example/galerie';

  it('every alias path and section fragment leads to its section', () => {
    expect(sectionForLink('/accueil', page)).toBe('accueil');
    expect(sectionForLink('/', page)).toBe('accueil');
    expect(sectionForLink('/contact', page)).toBe('contact');
    expect(sectionForLink('/zone#zone', page)).toBe('zone');
    expect(sectionForLink('/#contact', page)).toBe('contact');
    expect(sectionForLink('https://toiture.example/communes-proches', page)).toBe('communes-proches');
  });

  it('a bare fragment names the section, whatever the alias the page is shown at', () => {
    expect(sectionForLink('#contact', page)).toBe('contact');
    expect(sectionForLink('#services', 'https://toiture.example/services')).toBe('services');
    expect(sectionForLink('#contact', 'https://toiture.example/?utm_source=flyer')).toBe('contact');
  });

  it('leaves other links to the browser', () => {
    expect(sectionForLink('/services/charpente', page)).toBeNull();
    expect(sectionForLink('#contenu', page)).toBeNull();
    expect(sectionForLink('/mentions-legales', page)).toBeNull();
    expect(sectionForLink('https://autre.example/contact', page)).toBeNull();
    expect(sectionForLink('tel:+3271123456', page)).toBeNull();
    expect(sectionForLink('/contact?ref=x', page)).toBeNull();
  });

  it('header links carry the section as fragment so that they work without JavaScript', () => {
    expect(navHref('galerie')).toBe('/galerie#galerie');
    expect(navHref('accueil')).toBe('/accueil');
  });

  it('recognises service pages, where the services item only toggles its sub-menu', () => {
    expect(isServicePagePath('/services/charpente')).toBe(true);
    expect(isServicePagePath('/services')).toBe(false);
    expect(isServicePagePath('/')).toBe(false);
  });
});

describe('the section crossing the middle of the viewport', () => {
  const touching = (...ids: SectionId[]) => new Set<SectionId>(ids);

  it('is the one the observer reports on the line', () => {
    expect(sectionAtLine(touching('galerie'))).toBe('galerie');
    expect(sectionAtLine(touching('contact'))).toBe('contact');
  });

  it('is the lower of two sections whose shared edge lies exactly on the line', () => {
    expect(sectionAtLine(touching('apropos', 'services'))).toBe('apropos');
    expect(sectionAtLine(touching('zone', 'communes-proches'))).toBe('communes-proches');
  });

  it('is none when the line crosses no section (the footer)', () => {
    expect(sectionAtLine(touching())).toBeNull();
  });

  it('follows the order it is given', () => {
    expect(sectionAtLine(touching('accueil', 'services'), ['services', 'accueil'])).toBe('accueil');
  });
});

describe('scroll position for a section', () => {
  it('leaves the section top 80 px below the top of the viewport', () => {
    expect(scrollTopFor(500, 1000, 80, 10_000)).toBe(1420);
    expect(scrollTopFor(-300, 1000, 80, 10_000)).toBe(620);
  });

  it('stays within what the page can scroll', () => {
    expect(scrollTopFor(20, 0, 80, 10_000)).toBe(0);
    expect(scrollTopFor(9000, 2000, 80, 9500)).toBe(9500);
  });
});

describe('call bar', () => {
  it('counts the hero buttons as passed only when they are entirely above the viewport', () => {
    const entry = (isIntersecting: boolean, bottom: number, rootBounds: { top: number } | null = { top: 0 }) => ({
      isIntersecting,
      boundingClientRect: { bottom },
      rootBounds,
    });
    expect(isAboveViewport(entry(false, -10))).toBe(true);
    expect(isAboveViewport(entry(true, 10))).toBe(false);
    // Below the viewport (a short screen, or before layout) is not "passed".
    expect(isAboveViewport(entry(false, 1200))).toBe(false);
    // Without the root's bounds (a cross-origin root), its top counts as 0.
    expect(isAboveViewport(entry(false, -1, null))).toBe(true);
    expect(isAboveViewport(entry(false, 80, { top: 80 }))).toBe(true);
  });
});

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

describe('formats', () => {
  it('writes hours the Belgian French way with non-breaking spaces', () => {
    expect(formatHour('08:00')).toBe('8\u00a0h');
    expect(formatHour('09:30')).toBe('9\u00a0h\u00a030');
    expect(formatHourRange('08:00', '18:00')).toBe('8\u00a0h – 18\u00a0h');
  });

  it('writes distances with a non-breaking space', () => {
    expect(formatKm(12)).toBe('12\u00a0km');
  });
});
