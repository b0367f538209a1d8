import { describe, expect, it } from 'vitest';
import {
  isServicePagePath,
  navHref,
  pathForSection,
  scrollTopFor,
  sectionAtLine,
  sectionForLink,
  sectionForPath,
} from '../../../src/lib/navigation/sections';
import type { SectionId } from '../../../src/schemas/section-ids';

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
