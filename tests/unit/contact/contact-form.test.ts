import { describe, expect, it, vi } from 'vitest';
import {
  buildMailtoHref,
  buildTemplateParams,
  clampField,
  contactFieldNames,
  emptyFields,
  HOUR_MS,
  missingRequired,
  parseDraft,
  serializeDraft,
  trimFields,
  type ContactFields,
} from '../../../src/lib/contact/contact-form';
import { formReducer, initialFormState, type FormState } from '../../../src/lib/contact/contact-form-state';
import { classifyFailure, SendTimeoutError, withTimeout } from '../../../src/lib/contact/contact-transport';
import { notConfiguredWarning, readEmailService } from '../../../src/lib/contact/email-service';

const filled: ContactFields = {
  nom: 'Marie Dupont',
  email: 'marie.dupont@example.be',
  telephone: '0470 12 34 56',
  ville: 'Thuin',
  sujet: 'couverture-zinc',
  message: 'Une gouttière en zinc fuit.\nPouvez-vous passer ?',
};

describe('template parameters', () => {
  it('are exactly the six fields the e-mail template expects, in order', () => {
    expect(contactFieldNames).toEqual(['nom', 'email', 'telephone', 'ville', 'sujet', 'message']);
    expect(Object.keys(buildTemplateParams(filled))).toEqual([
      'nom',
      'email',
      'telephone',
      'ville',
      'sujet',
      'message',
    ]);
  });

  it('trim surrounding spaces and keep everything else as typed (accents, emoji, markup as text)', () => {
    const message = '  <script>alert("x")</script>\n« Ça » 🏠 東京 مرحبا\r\nfin \t';
    const params = buildTemplateParams({ ...filled, nom: '\t Élise Łukasiewicz  ', ville: '   ', message });
    expect(params.nom).toBe('Élise Łukasiewicz');
    expect(params.ville).toBe('');
    expect(params.message).toBe('<script>alert("x")</script>\n« Ça » 🏠 東京 مرحبا\r\nfin');
  });

  it('do not carry unknown keys (a honeypot or anything else)', () => {
    const params = buildTemplateParams({ ...filled, 'site-web': 'spam' } as ContactFields);
    expect(params).not.toHaveProperty('site-web');
  });
});

describe('limits', () => {
  it('let a 5,000-character message with emoji through', () => {
    const message = Array.from('Ardoise 🏠 ').join('').repeat(500);
    expect(Array.from(message)).toHaveLength(5000);
    expect(clampField('message', message)).toBe(message);
  });

  it('cut over-long values like the browser does, without splitting an emoji', () => {
    expect(clampField('nom', 'a'.repeat(150))).toHaveLength(100);
    const cut = clampField('nom', `${'a'.repeat(99)}🏠`);
    expect(cut).toBe('a'.repeat(99));
    expect(clampField('message', 'b'.repeat(7000))).toHaveLength(6000);
  });

  it('treat a required field of spaces as missing', () => {
    expect(missingRequired(filled)).toEqual([]);
    expect(missingRequired({ ...filled, nom: '   ', ville: '' })).toEqual(['nom']);
    expect(missingRequired(emptyFields())).toEqual(['nom', 'email', 'telephone', 'sujet', 'message']);
    expect(trimFields({ ...filled, nom: '  ' }).nom).toBe('');
  });
});

describe('draft', () => {
  const savedAt = Date.UTC(2026, 10, 25, 9, 0);
  const sixHours = 6 * HOUR_MS;
  const at = (msAfterSave: number) => ({ now: savedAt + msAfterSave, maxAgeMs: sixHours });

  it('round-trips the fields and stores nothing for a blank form', () => {
    const stored = serializeDraft(filled, savedAt);
    expect(parseDraft(stored, at(0))).toEqual(filled);
    expect(serializeDraft(emptyFields(), savedAt)).toBeNull();
    expect(serializeDraft({ ...emptyFields(), nom: '  ' }, savedAt)).toBeNull();
  });

  it('is kept until its lifetime after the last keystroke, then dropped', () => {
    const stored = serializeDraft(filled, savedAt);
    expect(parseDraft(stored, at(sixHours - 1))).toEqual(filled);
    expect(parseDraft(stored, at(sixHours))).toEqual(filled);
    expect(parseDraft(stored, at(sixHours + 1))).toBeNull();
    expect(parseDraft(stored, at(30 * 24 * HOUR_MS))).toBeNull();
    // A later keystroke starts the lifetime again.
    const later = serializeDraft(filled, savedAt + 5 * HOUR_MS);
    expect(parseDraft(later, at(sixHours + 1))).toEqual(filled);
  });

  it('drops a draft without a time (kept by an older version of the site) or from the future', () => {
    expect(parseDraft(JSON.stringify({ version: 1, fields: filled }), at(0))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, fields: filled }), at(0))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, savedAt: 'hier', fields: filled }), at(0))).toBeNull();
    expect(parseDraft(serializeDraft(filled, savedAt + 24 * HOUR_MS), at(0))).toBeNull();
    // A clock set back a few minutes does not void it.
    expect(parseDraft(serializeDraft(filled, savedAt + 60_000), at(0))).toEqual(filled);
  });

  it('never trusts what it reads back', () => {
    expect(parseDraft(null, at(0))).toBeNull();
    expect(parseDraft('{not json', at(0))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 99, savedAt, fields: filled }), at(0))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, savedAt, fields: 'x' }), at(0))).toBeNull();
    const odd = parseDraft(
      JSON.stringify({
        version: 2,
        savedAt,
        fields: { nom: 42, email: 'a@b.be', evil: '<x>', message: 'm'.repeat(9000) },
      }),
      at(0),
    );
    expect(odd).toEqual({ ...emptyFields(), email: 'a@b.be', message: 'm'.repeat(6000) });
  });
});

describe('mailto: link', () => {
  const parts = {
    to: 'contact@example.be',
    subject: 'Demande de devis',
    labels: {
      nom: 'Nom complet',
      email: 'Adresse e-mail',
      telephone: 'Téléphone',
      ville: 'Ville',
      sujet: 'Type de projet',
      message: 'Description de votre projet',
    },
    projectLabel: 'Couverture Zinc',
  };

  it('addresses the business with the request as subject and body', () => {
    const href = buildMailtoHref({ ...filled, nom: ' Marie Dupont ' }, parts);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('contact@example.be');
    expect(url.searchParams.get('subject')).toBe('Demande de devis – Couverture Zinc – Marie Dupont');
    expect(url.searchParams.get('body')).toBe(
      [
        'Nom complet : Marie Dupont',
        'Adresse e-mail : marie.dupont@example.be',
        'Téléphone : 0470 12 34 56',
        'Ville : Thuin',
        'Type de projet : Couverture Zinc',
        '',
        'Description de votre projet :',
        'Une gouttière en zinc fuit.\nPouvez-vous passer ?',
      ].join('\r\n'),
    );
  });

  it('encodes every reserved character (RFC 6068), so nothing leaks into other headers', () => {
    const href = buildMailtoHref({ ...filled, message: 'a&cc=evil@example.com?x=1#y %' }, parts);
    expect(href).not.toMatch(/&cc=/);
    expect(href.split('?')).toHaveLength(2);
    expect(new URL(href).searchParams.get('body')).toContain('a&cc=evil@example.com?x=1#y %');
  });
});

describe('form states', () => {
  const ready: FormState = { ...initialFormState, ready: true };

  it('starts editing, empty, before the draft is read', () => {
    expect(initialFormState).toMatchObject({ status: 'editing', fields: emptyFields(), ready: false });
  });

  it('restores a draft once, and only before anything else', () => {
    const restored = formReducer(initialFormState, { type: 'restore', fields: filled, fromDraft: true });
    expect(restored).toMatchObject({ fields: filled, ready: true, draftRestored: true });
    expect(formReducer(restored, { type: 'restore', fields: emptyFields(), fromDraft: false }).fields).toEqual(filled);
    // Typed before hydration, without any draft: kept, but nothing to announce.
    expect(formReducer(initialFormState, { type: 'restore', fields: filled, fromDraft: false })).toMatchObject({
      fields: filled,
      draftRestored: false,
    });
    expect(formReducer(initialFormState, { type: 'restore', fields: null, fromDraft: false })).toMatchObject({
      ready: true,
      draftRestored: false,
    });
  });

  it('editing → sending → sent empties the fields', () => {
    const typed = formReducer(ready, { type: 'replace', fields: filled });
    const sending = formReducer(typed, { type: 'submit' });
    expect(sending.status).toBe('sending');
    const sent = formReducer(sending, { type: 'success' });
    expect(sent).toMatchObject({ status: 'sent', fields: emptyFields(), failure: null });
    expect(formReducer(sent, { type: 'change', name: 'nom', value: 'A' }).status).toBe('editing');
  });

  it('sending → failed keeps every field and says why', () => {
    const sending = formReducer({ ...ready, fields: filled }, { type: 'submit' });
    const failed = formReducer(sending, { type: 'failure', reason: 'rate-limit' });
    expect(failed).toMatchObject({ status: 'failed', failure: 'rate-limit', fields: filled });
    // A new attempt starts from there.
    expect(formReducer(failed, { type: 'submit' })).toMatchObject({ status: 'sending', failure: null, fields: filled });
  });

  it('while sending, a second submit, edits and clearing change nothing', () => {
    const sending = formReducer({ ...ready, fields: filled }, { type: 'submit' });
    expect(formReducer(sending, { type: 'submit' })).toBe(sending);
    expect(formReducer(sending, { type: 'change', name: 'nom', value: 'X' })).toBe(sending);
    expect(formReducer(sending, { type: 'clear' })).toBe(sending);
    expect(formReducer(sending, { type: 'replace', fields: emptyFields() })).toBe(sending);
  });

  it('edits are kept within the limits', () => {
    const state = formReducer(ready, { type: 'change', name: 'telephone', value: '0'.repeat(50) });
    expect(state.fields.telephone).toHaveLength(30);
  });

  it('the mailto: hand-off keeps the fields (nothing is known to be sent)', () => {
    expect(formReducer({ ...ready, fields: filled }, { type: 'handoff' })).toMatchObject({
      status: 'handed-off',
      fields: filled,
    });
  });
});

describe('transport', () => {
  it('sorts failures into what the visitor is told', () => {
    expect(classifyFailure({ status: 429, text: 'Too Many Requests' })).toBe('rate-limit');
    expect(classifyFailure({ status: 400, text: 'The Public Key is invalid' })).toBe('service');
    expect(classifyFailure({ status: 500, text: 'Internal Server Error' })).toBe('service');
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyFailure(new SendTimeoutError(15_000))).toBe('timeout');
    expect(classifyFailure('The public key is required.')).toBe('rejected');
  });

  it('gives up after the delay, and not before', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<never>(() => undefined);
      const settled = vi.fn();
      const raced = withTimeout(never, 15_000).catch((error: unknown) => {
        settled(error);
      });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await raced;
      expect(settled.mock.calls[0]?.[0]).toBeInstanceOf(SendTimeoutError);
      await expect(withTimeout(Promise.resolve('ok'), 15_000)).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('e-mail service settings', () => {
  const all = {
    PUBLIC_EMAILJS_SERVICE_ID: 'service_ab12cd',
    PUBLIC_EMAILJS_TEMPLATE_ID: 'template_devis',
    PUBLIC_EMAILJS_PUBLIC_KEY: 'AbC-123_xyz',
  };

  it('are not configured without the variables (mailto: fallback), with the names to set', () => {
    expect(readEmailService({})).toEqual({
      configured: false,
      mailtoChosen: false,
      missing: ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY'],
    });
    expect(readEmailService({ PUBLIC_EMAILJS_SERVICE_ID: '  ' }).configured).toBe(false);
    expect(notConfiguredWarning(['PUBLIC_EMAILJS_SERVICE_ID'])).toMatch(/non configuré.*PUBLIC_EMAILJS_SERVICE_ID/);
  });

  it('default to the service’s own origin, or take another one without trailing slash', () => {
    expect(readEmailService(all)).toEqual({
      configured: true,
      serviceId: 'service_ab12cd',
      templateId: 'template_devis',
      publicKey: 'AbC-123_xyz',
      origin: 'https://api.emailjs.com',
    });
    expect(readEmailService({ ...all, PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4323/' })).toMatchObject({
      origin: 'http://127.0.0.1:4323',
    });
  });

  it('refuse a half or badly filled configuration, naming the variable', () => {
    expect(() => readEmailService({ PUBLIC_EMAILJS_SERVICE_ID: 'service_x' })).toThrow(
      /PUBLIC_EMAILJS_TEMPLATE_ID, PUBLIC_EMAILJS_PUBLIC_KEY/,
    );
    expect(() => readEmailService({ ...all, PUBLIC_EMAILJS_PUBLIC_KEY: 'clé avec espaces' })).toThrow(
      /PUBLIC_EMAILJS_PUBLIC_KEY/,
    );
    expect(() => readEmailService({ ...all, PUBLIC_EMAILJS_ORIGIN: 'ftp://example.com' })).toThrow(
      /PUBLIC_EMAILJS_ORIGIN/,
    );
    expect(() => readEmailService({ ...all, PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com/api/v1.0' })).toThrow(
      /PUBLIC_EMAILJS_ORIGIN/,
    );
  });
});
