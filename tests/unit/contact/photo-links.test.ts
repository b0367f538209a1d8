import { describe, expect, it } from 'vitest';
import type { ContactFields } from '../../../src/lib/contact/contact-form';
import {
  photoMailtoHref,
  photoMessage,
  requestDay,
  requestSummary,
  whatsappHref,
} from '../../../src/lib/contact/photo-links';
import { whatsappChat } from '../../../src/lib/contact/phone';
import { readExampleContent } from '../../support/example-content';

const { ui, identity } = readExampleContent();
const request: ContactFields = {
  nom: 'Marie Dupont',
  email: 'marie.dupont@exemple.be',
  telephone: '0475 98 76 54',
  ville: 'Thuin',
  sujet: 'urgence',
  message: 'Des tuiles sont tombées cette nuit, rue des Écoles 14.',
};
const day = '1 décembre 2026';

/** Everything a link hands over, decoded: what WhatsApp or the mail program receives. */
const decoded = (href: string) => decodeURIComponent(href);

describe('the photos of the roof, sent with the request', () => {
  it('name the request by the visitor’s name, the commune and the day, in that order', () => {
    expect(requestSummary({ ...request, date: day })).toBe('Marie Dupont, Thuin, 1 décembre 2026');
    expect(requestSummary({ nom: '  Marie   Dupont ', ville: '', date: day })).toBe('Marie Dupont, 1 décembre 2026');
    expect(photoMessage('Photos ({demande}).', { nom: '', ville: 'Thuin', date: day })).toBe(
      'Photos (Thuin, 1 décembre 2026).',
    );
  });

  it('are dated by the day in Belgium, whatever the visitor’s time zone', () => {
    // 23:30 UTC on 1 December is already the 2nd in Brussels (UTC+1 in winter).
    expect(requestDay(new Date('2026-12-01T23:30:00Z'))).toBe('2 décembre 2026');
    expect(requestDay(new Date('2026-12-01T12:00:00Z'))).toBe(day);
  });

  it('open a WhatsApp chat with the owner’s mobile, the message written in', () => {
    const href = whatsappHref(
      whatsappChat(identity.whatsappPhone!),
      photoMessage(ui.photos.whatsappText, { ...request, date: day }),
    );
    const url = new URL(href);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${identity.whatsappPhone!.replace(/\D/g, '').replace(/^0/, '32')}`);
    expect(url.searchParams.get('text')).toBe(
      ui.photos.whatsappText.replace('{demande}', `Marie Dupont, Thuin, ${day}`),
    );
    expect(whatsappChat('0470 12 34 00')).toBe('https://wa.me/32470123400');
    expect(whatsappChat('+32 470 12 34 00')).toBe('https://wa.me/32470123400');
  });

  it('never carry the visitor’s e-mail, phone, project or message: only what names the request', () => {
    // The whole request goes in, as the form holds it: the functions take out what names it, and nothing else.
    const whatsapp = decoded(
      whatsappHref(whatsappChat('0470 12 34 00'), photoMessage(ui.photos.whatsappText, { ...request, date: day })),
    );
    const mailto = decoded(photoMailtoHref(identity.email, ui.photos.emailSubject, { ...request, date: day }));
    for (const link of [whatsapp, mailto]) {
      expect(link).toContain('Marie Dupont');
      expect(link).toContain('Thuin');
      expect(link).toContain(day);
      expect(link).not.toContain(request.email);
      expect(link).not.toContain('@exemple');
      // The phone in any writing: its digits never follow each other in the link.
      expect(link.replace(/\D/g, '')).not.toContain('475987654');
      expect(link).not.toContain('rue des Écoles');
      expect(link).not.toContain(request.sujet);
    }
  });

  it('by e-mail, go to the business with the request in the subject', () => {
    const href = photoMailtoHref(identity.email, ui.photos.emailSubject, { ...request, date: day });
    expect(href.startsWith(`mailto:${identity.email}?subject=`)).toBe(true);
    expect(decoded(href.split('?subject=')[1]!)).toBe(
      ui.photos.emailSubject.replace('{demande}', `Marie Dupont, Thuin, ${day}`),
    );
  });
});
