import { describe, expect, it } from 'vitest';
import {
  credentialsOf,
  currentStatement,
  PUBLIC_REGISTER_PAGE,
  registerUrl,
} from '../../../src/lib/content/credentials';
import { reviewPlatformLinks } from '../../../src/lib/content/review-platform';
import { enterpriseCheckDigits, isValidEnterpriseNumber } from '../../../src/schemas/enterprise-number';
import { identitySchema } from '../../../src/schemas/identity';
import { readExampleContent, readExampleRaw } from '../../support/example-content';

/** Enterprise numbers as the Crossroads Bank for Enterprises publishes them (public register entries). */
const registered = ['0407.768.895', '0417.497.106', '0477.578.411', '0500.914.730', '0861.314.369', '0899.812.184'];

describe('the enterprise number', () => {
  it('accepts the numbers of the register, written with or without dots or « BE »', () => {
    for (const number of registered) {
      expect(isValidEnterpriseNumber(number), number).toBe(true);
      expect(isValidEnterpriseNumber(number.replaceAll('.', '')), number).toBe(true);
      expect(isValidEnterpriseNumber(`BE ${number}`), number).toBe(true);
    }
  });

  it('checks the last two digits: 97 minus the remainder of the first eight by 97', () => {
    expect(enterpriseCheckDigits('01234567')).toBe('49');
    // 00000097 is 97 × 1, a remainder of 0: the key is 97, never 00.
    expect(enterpriseCheckDigits('00000097')).toBe('97');
    // A remainder of 96 gives 01, kept on two digits.
    expect(enterpriseCheckDigits('00000096')).toBe('01');
    for (const number of registered) {
      const digits = number.replaceAll('.', '');
      expect(enterpriseCheckDigits(digits.slice(0, 8)), number).toBe(digits.slice(8));
    }
  });

  it('refuses a wrong key, a digit missing or too many, a first digit other than 0 or 1, and letters', () => {
    expect(isValidEnterpriseNumber('0417.497.107')).toBe(false);
    expect(isValidEnterpriseNumber('0417.497.10')).toBe(false);
    expect(isValidEnterpriseNumber('0417.497.1066')).toBe(false);
    // 2417497 1… : the right key for its first eight digits, but no enterprise number starts with 2.
    expect(isValidEnterpriseNumber(`24174971${enterpriseCheckDigits('24174971')}`)).toBe(false);
    expect(isValidEnterpriseNumber('')).toBe(false);
    expect(isValidEnterpriseNumber('abcd.efg.hij')).toBe(false);
  });

  it('is refused by the identity’s schema when malformed, with a French message saying how to write it', () => {
    const identity = readExampleRaw().identity;
    const messages = (enterpriseNumber: string) =>
      identitySchema
        .safeParse({ ...identity, enterpriseNumber, vatNumber: `BE ${enterpriseNumber}` })
        .error?.issues.filter((issue) => issue.path[0] === 'enterpriseNumber')
        .map((issue) => issue.message) ?? [];
    expect(messages('0417.497.106')).toEqual([]);
    expect(messages('417.497.106')).toEqual([
      'Écrivez les 10 chiffres du numéro d’entreprise au format 0123.456.749.',
      expect.stringMatching(/^Numéro d’entreprise invalide\u00a0: ses deux derniers chiffres/),
    ]);
    expect(messages('0417.497.107')).toEqual([expect.stringMatching(/la clé de contrôle/)]);
  });
});

describe('the register link', () => {
  it('opens the enterprise’s page in the public search of the FPS Economy, by its ten digits, in French', () => {
    const url = new URL(registerUrl('0417.497.106'));
    expect(`${url.origin}${url.pathname}`).toBe('https://kbopub.economie.fgov.be/kbopub/toonondernemingps.html');
    expect(PUBLIC_REGISTER_PAGE).toBe(`${url.origin}${url.pathname}`);
    expect(url.searchParams.get('ondernemingsnummer')).toBe('0417497106');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(registerUrl('BE 0417 497 106')).toBe(url.href);
  });

  it('is never built for a malformed number', () => {
    expect(() => registerUrl('0417.497.107')).toThrow(/n’est pas un numéro d’entreprise valide/);
    expect(() => registerUrl('0417.497')).toThrow();
  });
});

describe('« Une entreprise vérifiable »', () => {
  const content = readExampleContent();
  const { identity, ui } = content;
  const text = ui.credentials;
  const build = (changed: Partial<typeof identity> = {}, today = text.decennialLaw.checkedOn) =>
    credentialsOf({ ...identity, ...changed }, text, { today, detailsHref: '/mentions-legales#assurances' });

  it('shows the enterprise number linked to the register, the VAT number, the insurer and what the owner declares', () => {
    const block = build();
    expect(block.items.map((item) => item.id)).toEqual(['bce', 'tva', 'rc', 'decennale', 'labels']);
    const [bce] = block.items;
    expect(bce!.values).toEqual([
      {
        text: identity.enterpriseNumber,
        link: { href: registerUrl(identity.enterpriseNumber), label: text.registerLink },
      },
    ]);
    expect(block.items.find((item) => item.id === 'labels')!.values.map((value) => value.text)).toEqual(
      identity.credentials.memberships.map((membership) => membership.name),
    );
    expect(block.details.href).toBe('/mentions-legales#assurances');
  });

  it('says nothing the owner has not filled in: no ten-year insurance unchecked, no labels when none', () => {
    const block = build({ credentials: { decennialInsurance: false, memberships: [] } });
    expect(block.items.map((item) => item.id)).toEqual(['bce', 'tva', 'rc']);
  });

  it('states what the law covers, with its source and date, until its review date only', () => {
    const law = text.decennialLaw;
    expect(build({}, law.reviewBy).items.find((item) => item.id === 'decennale')!.statement).toMatchObject({
      text: law.text,
      source: { href: law.source.url, label: law.source.label },
      checkedOn: { date: law.checkedOn },
    });
    const after = build({}, '2099-01-01').items.find((item) => item.id === 'decennale')!;
    expect(after.statement).toBeNull();
    // The insurer itself is the owner's fact: still shown.
    expect(after.values).toHaveLength(1);
    expect(currentStatement(law, law.reviewBy)).not.toBeNull();
  });
});

describe('the review platform’s links', () => {
  const { ui } = readExampleContent();
  it('are there only when the owner has given their addresses, « voir » before « donner »', () => {
    const both = { reviewProfile: 'https://g.page/r/x', reviewForm: 'https://g.page/r/x/review' };
    expect(reviewPlatformLinks(both, ui.reviewLinks)?.links).toEqual([
      { kind: 'see', href: both.reviewProfile, label: ui.reviewLinks.see },
      { kind: 'give', href: both.reviewForm, label: ui.reviewLinks.give },
    ]);
    expect(
      reviewPlatformLinks({ reviewForm: both.reviewForm }, ui.reviewLinks)?.links.map((link) => link.kind),
    ).toEqual(['give']);
    expect(reviewPlatformLinks({}, ui.reviewLinks)).toBeNull();
  });
});
