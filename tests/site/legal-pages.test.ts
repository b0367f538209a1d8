import { describe, expect, it } from 'vitest';
import { contactFieldNames } from '../../src/lib/contact/contact-form';
import { readExampleContent } from '../support/example-content';
import { page } from './built-site';

/**
 * What a reader of the legal pages checks against the rest of the site: the privacy policy names
 * the form's fields as the form labels them, rests each processing on its own legal basis and says
 * why no consent banner is shown; the terms of sale speak of the client in one voice and commit to
 * a date for the works.
 */

const { ui, figures } = readExampleContent();

function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The blocks (paragraphs, list items) of a legal page's text, by the `##` section they are in. */
function sections(path: string): Map<string, string[]> {
  const text = page(path).document.querySelector('.legal-text')!;
  const found = new Map<string, string[]>();
  let current = '';
  for (const element of text.children) {
    if (element.tagName === 'H2') found.set((current = textOf(element)), []);
    else if (element.tagName === 'UL' || element.tagName === 'OL')
      found.get(current)?.push(...[...element.children].map(textOf));
    else found.get(current)?.push(textOf(element));
  }
  return found;
}

const privacy = sections('/politique-de-confidentialite');
const section = (map: Map<string, string[]>, heading: RegExp) => {
  const entry = [...map].find(([title]) => heading.test(title));
  if (!entry) throw new Error(`aucune section ${heading}`);
  return entry[1];
};

describe('privacy policy', () => {
  it('names each field of the form by the label the form shows, never by its name in the code', () => {
    const collected = section(privacy, /Données collectées/).join('\n');
    for (const name of contactFieldNames) {
      const label = ui.form.fields[name].replace(/\s*\*$/, '').replace(/\s+/g, ' ');
      expect(collected, name).toContain(`« ${label} »`);
      expect(collected).not.toContain(`(${name})`);
    }
  });

  it('keeps a request left without follow-up on legitimate interest, with the right to object, never on the contract', () => {
    const months = `${figures['mois-conservation-demande']} mois`;
    const basis = section(privacy, /Finalité et base légale/).filter((block) => block.includes(months));
    expect(basis.length).toBe(1);
    expect(basis[0]).toContain('intérêt légitime (article 6, paragraphe 1, point f, du RGPD)');
    expect(basis[0]).toMatch(/vous y opposer/);
    expect(basis[0]).not.toContain('point b');
  });

  it('says why no consent banner is shown: storage strictly necessary to the service asked for, ePrivacy article 5(3)', () => {
    const reason = section(privacy, /consentement/).find((block) => /bandeau/.test(block));
    expect(reason).toMatch(/strictement nécessaire au service que vous demandez/);
    expect(reason).toContain('article 5, paragraphe 3, de la directive 2002/58/CE');
    expect(reason).toMatch(/état au \d/);
  });
});

describe('terms of sale', () => {
  const terms = sections('/conditions-generales');
  const articles = [...terms.values()].flat();

  it('speak of the client in the third person throughout, the complaints too', () => {
    for (const block of articles) expect(block).not.toMatch(/\b(?:vous|votre|vos|nous)\b/i);
  });

  it('commit to a date for the works, which no clause calls indicative', () => {
    const delays = section(terms, /Délais/).join('\n');
    expect(delays).toMatch(/date à laquelle l’entreprise s’engage à exécuter les travaux/);
    expect(articles.join('\n')).not.toMatch(/\bsont (?:données à titre )?indicati/);
  });

  it('list what the guarantee leaves out as what was not done, not as the upkeep itself', () => {
    const exclusions = section(terms, /Garanties/).filter((block) => /entretien/.test(block));
    expect(exclusions.length).toBeGreaterThan(0);
    for (const block of exclusions) expect(block).toMatch(/défaut d’entretien, comme l’absence de/);
  });
});
