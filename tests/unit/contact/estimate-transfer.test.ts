// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  ESTIMATE_MAX_AGE_MS,
  ESTIMATE_STORAGE_KEY,
  keepEstimate,
  messageWithEstimate,
  parseEstimate,
  serializeEstimate,
  takeEstimate,
} from '../../../src/lib/contact/estimate-transfer';

const estimateText =
  'Estimation faite sur le site : Couverture Ardoise\nCouverture neuve en ardoise naturelle : 80 m²\nBudget indicatif : 10 000 à 16 000 € HTVA';

afterEach(() => sessionStorage.clear());

describe('the estimate in the tab’s storage', () => {
  it('is read back only when it is one, recent, and of a sensible length', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(parseEstimate(serializeEstimate(estimateText, now), now + 1000)).toBe(estimateText);
    expect(parseEstimate(serializeEstimate(estimateText, now), now + ESTIMATE_MAX_AGE_MS + 1)).toBeNull();
    expect(parseEstimate(serializeEstimate(estimateText, now + 60 * 60 * 1000), now)).toBeNull();
    expect(parseEstimate(serializeEstimate('x'.repeat(1001), now), now)).toBeNull();
    expect(parseEstimate(serializeEstimate('   ', now), now)).toBeNull();
    for (const raw of [null, '', 'pas du JSON', '{"version":2,"savedAt":0,"text":"x"}', '[]', 'null'])
      expect(parseEstimate(raw, now), String(raw)).toBeNull();
  });

  it('joins the message after the visitor’s words, once, never past the box’s limit', () => {
    expect(messageWithEstimate('', estimateText, 6000)).toBe(estimateText);
    expect(messageWithEstimate('  \n', estimateText, 6000)).toBe(estimateText);
    const typed = 'Fuite au pied de la cheminée, côté rue.';
    expect(messageWithEstimate(`${typed}\n`, estimateText, 6000)).toBe(`${typed}\n\n${estimateText}`);
    const already = `${typed}\n\n${estimateText}`;
    expect(messageWithEstimate(already, estimateText, 6000)).toBe(already);
    const long = 'x'.repeat(5990);
    expect(messageWithEstimate(long, estimateText, 6000)).toBe(long);
  });
});

describe('the form, as it hydrates', () => {
  it('takes the waiting estimate once, and nothing when none waits', () => {
    expect(takeEstimate()).toBeNull();
    keepEstimate(estimateText);
    expect(takeEstimate()).toBe(estimateText);
    expect(sessionStorage.getItem(ESTIMATE_STORAGE_KEY)).toBeNull();
    expect(takeEstimate()).toBeNull();
  });

  it('takes no estimate too old, nor an entry that is not one, and forgets either', () => {
    keepEstimate(estimateText, Date.now() - ESTIMATE_MAX_AGE_MS - 1000);
    expect(takeEstimate()).toBeNull();
    sessionStorage.setItem(ESTIMATE_STORAGE_KEY, 'pas du JSON');
    expect(takeEstimate()).toBeNull();
    expect(sessionStorage.getItem(ESTIMATE_STORAGE_KEY)).toBeNull();
  });

  it('puts it after the draft’s message or the visitor’s words, never over them', () => {
    keepEstimate(estimateText);
    const draft = 'Ardoises glissées après la tempête.';
    expect(messageWithEstimate(draft, takeEstimate()!, 6000)).toBe(`${draft}\n\n${estimateText}`);
  });
});
