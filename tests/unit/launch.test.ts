import { describe, expect, it } from 'vitest';
import { exampleIdentity, isProductionBuild } from '../../src/config/launch';
import { readContent } from '../../src/integrations/content-files';
import { exampleValuesIn, launchProblems } from '../../src/lib/launch';

describe('launch guard', () => {
  it('is asked for by SITE_ENV=production only', () => {
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(isProductionBuild({ NODE_ENV: 'production' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });

  it('finds every example value of the shipped identity, by field', () => {
    const found = exampleValuesIn(readContent().identity, exampleIdentity).map(({ field }) => field);
    expect(found).toEqual(
      expect.arrayContaining(['name', 'phone', 'emergencyPhone', 'email', 'enterpriseNumber', 'legal.hosting']),
    );
  });

  it('finds an address on the reserved .example domain wherever it is, and nothing in real values', () => {
    const identity = {
      name: 'Toitures Dupont',
      phone: '071 55 66 77',
      legal: { hosting: 'Hébergeur SA, support@hebergeur.example' },
    };
    expect(exampleValuesIn(identity, exampleIdentity)).toEqual([
      { field: 'legal.hosting', value: 'Hébergeur SA, support@hebergeur.example' },
    ]);
    expect(exampleValuesIn({ name: 'Toitures Dupont', email: 'devis@dupont.be' }, exampleIdentity)).toEqual([]);
  });

  it('lists example values and review points in French, one line each', () => {
    const problems = launchProblems({
      exampleValues: [{ field: 'phone.display', value: '071 12 34 56' }],
      review: { 'mentions-legales': ['Hébergeur du site.'], 'conditions-generales': [] },
    });
    expect(problems).toEqual([
      'src/content/identity.yaml › phone.display : « 071 12 34 56 » est une valeur d’exemple',
      'src/content/legal/mentions-legales.md › points à vérifier : « Hébergeur du site. »',
    ]);
    expect(launchProblems({ exampleValues: [], review: { 'mentions-legales': [] } })).toEqual([]);
  });
});
