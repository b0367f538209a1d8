import { describe, expect, it } from 'vitest';
import { servicePage } from '../../../src/lib/pages/service-page';
import { companyName, headingAbout } from '../../../src/lib/pages/proof-links';
import { quoteHref, requestedProjectType, startingProjectType } from '../../../src/lib/contact/quote-request';
import { readExampleContent } from '../../support/example-content';
import { slotImages } from '../../support/slot-images';

const content = readExampleContent();
const images = slotImages();
const pageOf = (slug: (typeof content.services)[number]['slug']) =>
  servicePage(content, slug, { images, origin: content.identity.url });
const values = content.projectTypes.map((type) => type.value);

describe('a quote request started from a service page', () => {
  it('names the service’s project type in the form’s address, and nothing else', () => {
    expect(quoteHref('/contact', 'charpente')).toBe('/contact?projet=charpente');
    expect(quoteHref('/contact', 'a b&c')).toBe('/contact?projet=a+b%26c');
  });

  it('each service page’s button asks for a type the form offers', () => {
    for (const service of content.services) {
      const page = pageOf(service.slug);
      const requested = requestedProjectType(new URL(page.cta.quoteHref, 'https://x.be').search, values);
      expect(requested).not.toBeNull();
      expect(content.projectTypes.find((type) => type.value === requested)?.label).toBe(
        service.projectType?.label ?? service.title,
      );
      expect(page.callBar.quoteHref).toBe(page.cta.quoteHref);
    }
  });

  it('ignores a type the form does not offer', () => {
    expect(requestedProjectType('?projet=inconnu', values)).toBeNull();
    expect(requestedProjectType('', values)).toBeNull();
  });

  it('keeps the visitor’s own choice over the address’s', () => {
    expect(startingProjectType('', 'charpente')).toBe('charpente');
    expect(startingProjectType('isolation', 'charpente')).toBe('isolation');
    expect(startingProjectType('', null)).toBe('');
  });

  it('links each proof to where it is stated in full: the heading that names it, else the page', () => {
    const [service] = content.services;
    const cg = content.legal['conditions-generales'];
    const ml = content.legal['mentions-legales'];
    // The headings come from the Markdown renderer at build time; a unit test gives its own.
    const withHeadings = {
      ...content,
      legal: {
        ...content.legal,
        'conditions-generales': {
          ...cg,
          headings: [
            { slug: 'prix', text: 'Prix' },
            { slug: 'garanties', text: 'Garanties' },
          ],
        },
        'mentions-legales': { ...ml, headings: [{ slug: 'assurances', text: 'Assurances professionnelles' }] },
      },
    };
    const { proof } = servicePage(withHeadings, service!.slug, { images, origin: content.identity.url }).cta;
    expect(proof.guaranteeHref).toBe(`${cg.path}#garanties`);
    expect(proof.insuranceHref).toBe(`${ml.path}#assurances`);
    expect(content.identity.credentials.decennialInsurance).toBe(true);
    expect(content.identity.legal.insurer.startsWith(proof.insurer ?? '—')).toBe(true);
    const without = {
      ...withHeadings,
      identity: { ...content.identity, credentials: { ...content.identity.credentials, decennialInsurance: false } },
    };
    expect(servicePage(without, service!.slug, { images, origin: content.identity.url }).cta.proof.insurer).toBeNull();
    const bare = { ...content, legal: { ...content.legal, 'conditions-generales': { ...cg, headings: [] } } };
    expect(servicePage(bare, service!.slug, { images, origin: content.identity.url }).cta.proof.guaranteeHref).toBe(
      cg.path,
    );
  });

  it('takes the insurer’s name before its address, and a heading by a word of its text', () => {
    expect(companyName('Assurances Exemple SA, avenue de l’Exemple 1, 1000 Bruxelles')).toBe('Assurances Exemple SA');
    expect(companyName('Ethias')).toBe('Ethias');
    const headings = [
      { slug: 'devis', text: 'Devis' },
      { slug: 'garanties', text: 'Garanties' },
    ];
    expect(headingAbout(headings, 'garantie')).toBe('garanties');
    expect(headingAbout(headings, 'assurance')).toBeNull();
  });
});
