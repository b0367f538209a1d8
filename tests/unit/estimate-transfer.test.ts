// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, emptyFields, serializeDraft } from '../../src/lib/contact/contact-form';
import {
  carryEstimate,
  ESTIMATE_MAX_AGE_MS,
  ESTIMATE_STORAGE_KEY,
  keepEstimate,
  messageWithEstimate,
  parseEstimate,
  serializeEstimate,
} from '../../src/lib/contact/estimate-transfer';

const estimateText =
  'Estimation faite sur le site : Couverture Ardoise\nCouverture neuve en ardoise naturelle : 80 m²\nBudget indicatif : 10 000 à 16 000 € HTVA';
const hour = 60 * 60 * 1000;

/** The form as the page serves it: the message box empty until a script or the visitor writes in it. */
function servedForm(): HTMLTextAreaElement {
  document.body.innerHTML = '<form id="formulaire-devis"><textarea name="message"></textarea></form>';
  return document.querySelector('textarea')!;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
});

describe('the estimate in the tab’s storage', () => {
  it('is read back only when it is one, recent, and of a sensible length', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(parseEstimate(serializeEstimate(estimateText, now), now + 1000)).toBe(estimateText);
    expect(parseEstimate(serializeEstimate(estimateText, now), now + ESTIMATE_MAX_AGE_MS + 1)).toBeNull();
    expect(parseEstimate(serializeEstimate(estimateText, now + hour), now)).toBeNull();
    expect(parseEstimate(serializeEstimate('x'.repeat(1001), now), now)).toBeNull();
    expect(parseEstimate(serializeEstimate('   ', now), now)).toBeNull();
    for (const raw of [null, '', 'pas du JSON', '{"version":2,"savedAt":0,"text":"x"}', '[]', 'null'])
      expect(parseEstimate(raw, now), String(raw)).toBeNull();
  });

  it('joins the message after the visitor’s words, once, never past the box’s limit', () => {
    expect(messageWithEstimate('', estimateText)).toBe(estimateText);
    expect(messageWithEstimate('  \n', estimateText)).toBe(estimateText);
    const typed = 'Fuite au pied de la cheminée, côté rue.';
    expect(messageWithEstimate(`${typed}\n`, estimateText)).toBe(`${typed}\n\n${estimateText}`);
    const already = `${typed}\n\n${estimateText}`;
    expect(messageWithEstimate(already, estimateText)).toBe(already);
    const long = 'x'.repeat(5990);
    expect(messageWithEstimate(long, estimateText)).toBe(long);
  });
});

describe('the form page’s script', () => {
  const draftMaxAgeMs = 6 * hour;

  it('writes a waiting estimate into the empty message box, then forgets it', () => {
    const box = servedForm();
    keepEstimate(estimateText);
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    expect(box.value).toBe(estimateText);
    expect(sessionStorage.getItem(ESTIMATE_STORAGE_KEY)).toBeNull();
    // A second run (the page shown again) adds nothing.
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    expect(box.value).toBe(estimateText);
  });

  it('never overwrites a draft: the draft’s message first, the estimate after it', () => {
    const box = servedForm();
    const draft = { ...emptyFields(), nom: 'Marie Dupont', message: 'Ardoises glissées après la tempête.' };
    localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft, Date.now())!);
    keepEstimate(estimateText);
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    expect(box.value).toBe(`${draft.message}\n\n${estimateText}`);
    // The draft itself is the form's to update, once it hydrates (use-draft.ts).
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!).fields.message).toBe(draft.message);
  });

  it('keeps what the box already holds (the browser restores typed text on a reload)', () => {
    const box = servedForm();
    box.value = 'Devis pour le garage aussi.';
    keepEstimate(estimateText);
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    expect(box.value).toBe(`Devis pour le garage aussi.\n\n${estimateText}`);
  });

  it('leaves an expired draft alone and an old estimate out', () => {
    const box = servedForm();
    const old = { ...emptyFields(), message: 'Brouillon d’avant-hier.' };
    localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(old, Date.now() - 2 * draftMaxAgeMs)!);
    keepEstimate(estimateText);
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    expect(box.value).toBe(estimateText);
    box.value = '';
    keepEstimate(estimateText, Date.now() - ESTIMATE_MAX_AGE_MS - 1000);
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    expect(box.value).toBe('');
  });

  it('on a page prerendered before the click, waits until the page is shown', () => {
    const box = servedForm();
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    carryEstimate({ formId: 'formulaire-devis', draftMaxAgeMs });
    // The click: the calculator keeps the estimate, then the prerendered page is shown.
    keepEstimate(estimateText);
    expect(box.value).toBe('');
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(box.value).toBe(estimateText);
  });
});
