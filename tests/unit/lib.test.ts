import { describe, expect, it } from 'vitest';
import { formatHour, formatHourRange, formatKm } from '../../src/lib/format';
import { imageSlots } from '../../src/lib/image-slots';
import { pathForSection, sectionForPath } from '../../src/lib/sections';

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

describe('image slots', () => {
  it('lists the 33 pictures of the site: hero, about, 7 services, 24 gallery images', () => {
    expect(imageSlots).toHaveLength(33);
    expect(new Set(imageSlots).size).toBe(33);
    expect(imageSlots.filter((s) => s.startsWith('galerie/'))).toHaveLength(24);
  });
});
