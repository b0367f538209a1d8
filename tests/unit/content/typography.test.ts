import { describe, expect, it } from 'vitest';
import { frenchTypography, htmlTypography, typographyEverywhere } from '../../../src/lib/content/typography';
import { NBSP } from '../../../src/schemas/characters';

/** Shows the non-breaking spaces: `~`. */
const shown = (text: string) => text.replaceAll(NBSP, '~');

describe('French typography put in for the owner', () => {
  it.each([
    ['Attention : un devis est gratuit !', 'Attention~: un devis est gratuit~!'],
    ['Une question ? Appelez ; nous répondons', 'Une question~? Appelez~; nous répondons'],
    ['Deux espaces  : une seule insécable', 'Deux espaces~: une seule insécable'],
    ['Le « Confirmé » et le «mot»', 'Le «~Confirmé~» et le «~mot~»'],
    ['Depuis 25 ans, à 20 km, sous 48 h', 'Depuis 25~ans, à 20~km, sous 48~h'],
    ['100 % des toitures, TVA à 6 %', '100~% des toitures, TVA à 6~%'],
    ['1 an de garantie, 12 m², 3 jours', '1~an de garantie, 12~m², 3~jours'],
    ['Ouvert de 8 h à 18 h, 7 j/7', 'Ouvert de 8~h à 18~h, 7~j/7'],
  ])('%j', (typed, expected) => expect(shown(frenchTypography(typed))).toBe(expected));

  it.each([
    'https://www.exemple.be/?page=2',
    'contact@exemple.be',
    'Ouvert à 08:00',
    '071 12 34 56',
    'Rue de la Station 12, 6500 Barbençon',
    'En 2024 anciennes ardoises',
    'Déjà juste\u00a0: rien à faire\u00a0!',
  ])('leaves alone %j', (text) => expect(frenchTypography(text)).toBe(text));

  it('is the same text when applied twice', () => {
    const once = frenchTypography('« Oui » : 25 ans !');
    expect(frenchTypography(once)).toBe(once);
  });

  it('reaches every text of the data, never its keys or numbers', () => {
    expect(typographyEverywhere({ 'a :': 'b :', list: ['c !'], count: 3, flag: true })).toEqual({
      'a :': `b${NBSP}:`,
      list: [`c${NBSP}!`],
      count: 3,
      flag: true,
    });
  });

  it('changes the text of HTML, never a tag, an attribute or code', () => {
    const html =
      '<p title="a : b">Voir : <a href="https://exemple.be/?x=1 ;">notre page !</a> <code>a : b</code> et 48 h</p>';
    expect(shown(htmlTypography(html))).toBe(
      '<p title="a : b">Voir~: <a href="https://exemple.be/?x=1 ;">notre page~!</a> <code>a : b</code> et 48~h</p>',
    );
    expect(shown(htmlTypography('<pre><code>x : 1</code> y ?</pre> z ?'))).toBe(
      '<pre><code>x : 1</code> y ?</pre> z~?',
    );
    expect(htmlTypography('Tom &amp; Jerry &#39;')).toBe('Tom &amp; Jerry &#39;');
  });
});
