import { describe, expect, it } from 'vitest';
import type { EmailService } from '../../../src/lib/contact/email-service';
import { homePage } from '../../../src/lib/pages/home-page';
import { legalPage } from '../../../src/lib/pages/legal-page';
import { notFoundPage } from '../../../src/lib/pages/not-found-page';
import { servicePage } from '../../../src/lib/pages/service-page';
import { internationalPhone } from '../../../src/lib/contact/phone';
import { readExampleContent } from '../../support/example-content';
import { slotImages } from '../../support/slot-images';

const content = readExampleContent();
const origin = 'https://www.toiture.example';
const { identity } = content;
const images = slotImages();
const emailService: EmailService = { configured: false, missing: [], mailtoChosen: true };

describe('home page', () => {
  const page = homePage(content, { images, emailService, origin });
  const office = { display: identity.phone, href: `tel:${internationalPhone(identity.phone)}` };
  const emergency = { display: identity.emergencyPhone, href: `tel:${internationalPhone(identity.emergencyPhone)}` };

  it('gives every place that shows the office line the same number and link', () => {
    expect(office.href).toMatch(/^tel:\+32\d{8,9}$/);
    for (const phone of [
      page.frame.header.call.phone,
      page.frame.footer.phones.phone,
      page.hero.call.phone,
      page.communes.phones.phone,
      page.callBar.phones.phone,
      page.callLine.phones.phone,
      page.standby.business.phone,
    ]) {
      expect(phone).toEqual(office);
    }
    expect(page.frame.footer.phones.emergencyPhone).toEqual(emergency);
    expect(page.callLine.phones.emergencyPhone).toEqual(emergency);
    expect(page.callBar.phones.emergencyPhone).toEqual(emergency);
    expect(page.hero.call.emergencyPhone).toEqual(emergency);
    expect(page.frame.header.call.emergencyPhone).toEqual(emergency);
    const phoneCard = page.contact.cards.find((card) => card.icon === 'phone');
    expect(phoneCard?.call?.phones).toEqual({ phone: office, emergencyPhone: emergency });
    expect(page.communes.phones.emergencyPhone).toEqual(emergency);
    expect(page.standby.business.emergencyPhone).toEqual(emergency);
  });

  it('links each service to its own page, the path the service carries', () => {
    expect(page.frame.header.serviceLinks.map((link) => link.href)).toEqual(
      content.services.map((service) => `/services/${service.slug}`),
    );
    expect(page.frame.footer.serviceLinks).toEqual(page.frame.header.serviceLinks);
  });

  it('is canonical at / with the business and the web site as structured data', () => {
    expect(page.head.canonicalPath).toBe('/');
    expect(page.head.jsonLd.map((block) => (block as { '@type': string })['@type'])).toEqual([
      'RoofingContractor',
      'WebSite',
    ]);
  });

  it('gives the form no e-mail service when none is configured, and a mailto with the subject', () => {
    expect(page.form.emailService).toBeNull();
    expect(page.standby.mailtoHref).toBe(
      `mailto:${identity.email}?subject=${encodeURIComponent(content.ui.form.mailtoSubject)}`,
    );
    // The notes shown before the island is ready are static HTML, not island props.
    expect(page.form.text).not.toHaveProperty('waitingForForm');
    expect(page.form.privacyHref).toBe('/politique-de-confidentialite');
  });

  it('gives each gallery category its four pictures, captioned', () => {
    expect(page.gallery.panels.map((panel) => panel.id)).toEqual(content.gallery.map((category) => category.id));
    for (const panel of page.gallery.panels) {
      expect(panel.pictures.map((picture) => picture.src)).toEqual(
        [1, 2, 3, 4].map((n) => `/galerie/${panel.id}-${n}.svg`),
      );
    }
  });
});

describe('service page', () => {
  const [first, ...rest] = content.services;
  if (!first) throw new Error('no service');
  const page = servicePage(content, first.slug, { images, origin });

  it('is canonical at its own path and links to the other services only', () => {
    expect(page.head.canonicalPath).toBe(`/services/${first.slug}`);
    expect(page.others.map((link) => link.href)).toEqual(rest.map((service) => service.path));
    expect(page.image.src).toBe(`/services/${first.slug}.svg`);
  });

  it('refuses a service that does not exist', () => {
    expect(() => servicePage(content, 'toit-plat' as never, { images, origin })).toThrow(/toit-plat/);
  });
});

describe('legal page', () => {
  it('keeps the paragraphs of the site’s delivery mode only, without their label', () => {
    const policy = content.legal['politique-de-confidentialite'];
    const html =
      '<p><strong>Envoi par EmailJS</strong> : le service relaie la demande.</p>\n' +
      '<p><strong>Envoi depuis votre messagerie</strong> : votre logiciel l’envoie.</p>';
    const withText = { ...content, legal: { ...content.legal, [policy.slug]: { ...policy, html } } };
    const options = { origin, exampleNotice: false };
    const mailto = legalPage(withText, policy.slug, { ...options, delivery: 'mailto' });
    const emailjs = legalPage(withText, policy.slug, { ...options, delivery: 'emailjs' });
    expect(mailto.head.canonicalPath).toBe('/politique-de-confidentialite');
    expect(mailto.html.trim()).toBe('<p>Votre logiciel l’envoie.</p>');
    expect(emailjs.html.trim()).toBe('<p>Le service relaie la demande.</p>');
  });
});

describe('404 page', () => {
  it('stays out of search results, without a canonical URL', () => {
    const page = notFoundPage(content, origin);
    expect(page.head).toMatchObject({ noindex: true, title: content.ui.notFound.metaTitle });
    expect(page.head.canonicalPath).toBeUndefined();
  });
});
