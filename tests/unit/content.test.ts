import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  businessConstants,
  communes,
  galleryCategories,
  projectTypes,
  regions,
  sections,
  serviceSchema,
  services,
  whyChoose,
} from '../../src/content';
import { uiText } from '../../src/content/ui-text';
import { assertIds, validateEntries } from '../../src/lib/validate-content';

describe('content validation', () => {
  it('names the entry, the field and the problem when an entry is malformed', () => {
    const broken = { ...services[3]!, features: services[3]!.features.slice(0, 3) };
    expect(() => validateEntries('services', serviceSchema, [services[0], broken])).toThrow(
      /Contenu invalide dans « services » :\n- entrée 2 \(Couverture Zinc\) › features : 4 lignes attendues/,
    );
  });

  it('reports every problem at once, with the path of nested fields', () => {
    const schema = z.object({ title: z.string().min(1, 'texte vide'), items: z.array(z.object({ x: z.number() })) });
    const run = () => validateEntries('essai', schema, [{ title: '', items: [{ x: 'a' }] }]);
    expect(run).toThrow(/entrée 1 › title : texte vide/);
    expect(run).toThrow(/entrée 1 › items\.0\.x/);
  });

  it('refuses a list whose ids are not the expected ones', () => {
    expect(() => assertIds('galerie', ['ardoise', 'tuile'], ['ardoise', 'zinc'])).toThrow(/ardoise, zinc/);
  });
});

describe('the content shipped with the site', () => {
  it('has the counts of the specification', () => {
    expect(services).toHaveLength(7);
    expect(galleryCategories.map((c) => c.images.length)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(regions.map((r) => r.name)).toEqual(['Namur', 'Charleroi', 'Thuin', 'Mons', 'Nivelles']);
    expect(communes.map((c) => [c.name, c.distanceKm])).toEqual([
      ['Montigny-le-Tilleul', 5],
      ['Thuin', 8],
      ['Ham-sur-Heure-Nalinnes', 10],
      ['Gerpinnes', 12],
      ['Biesme', 15],
      ['Mettet', 20],
    ]);
    expect(sections.map((s) => s.id)).toEqual([
      'accueil',
      'services',
      'apropos',
      'galerie',
      'zone',
      'communes-proches',
      'contact',
    ]);
    expect(projectTypes).toHaveLength(12);
    expect(whyChoose.map((w) => w.title)).toEqual(['Proximité', 'Réactivité', 'Disponibilité', 'Garantie']);
  });

  it('keeps the business constants of §9', () => {
    expect(businessConstants).toMatchObject({
      yearsOfExperience: 25,
      yearsInBusiness: 12,
      projectsCompleted: 250,
      emergencyResponseMinutes: 30,
      daysPerWeek: 7,
      guaranteeYears: 10,
      quoteWithinHours: 48,
      emailReplyWithinHours: 24,
    });
  });

  it('uses French typography: a non-breaking space before « : ; ! ? » and no straight apostrophe', () => {
    const texts = collectStrings({ services, galleryCategories, regions, communes, sections, whyChoose, uiText });
    const offenders = texts.filter((t) => / [:;!?»]|« |'/.test(t) && !/^https?:/.test(t));
    expect(offenders).toEqual([]);
  });
});

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}
