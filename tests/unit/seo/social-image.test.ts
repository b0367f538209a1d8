import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { socialCards as cardsOf, SOCIAL_IMAGE_SIZE, socialImageFor } from '../../../src/lib/seo/social-cards';
import { renderSocialImage } from '../../../src/integrations/social-image';
import { fitText, loadFont, measureText, textToPath, wrapText } from '../../../src/integrations/text-paths';
import { readExampleContent } from '../../support/example-content';

/** A plain artwork: whatever the card shows in light pixels over it is the card's own drawing. */
const plainArtwork =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#000"/></svg>';

/** Number of light pixels (all channels above 200) in a region of a PNG. */
async function lightPixels(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200 && (data[i + 2] ?? 0) > 200) count += 1;
  }
  return count;
}

const content = readExampleContent();
const socialCards = cardsOf(content);

const text = { brand: 'Toiture Exemple', footer: '071 12 34 56 · www.toiture.example' };

describe('social images', () => {
  it('are 1200 × 630 PNG images', async () => {
    const png = await renderSocialImage({ svg: plainArtwork }, { ...text, title: 'Charpente', subtitle: 'Sous-titre' });
    expect(await sharp(png).metadata()).toMatchObject({ ...SOCIAL_IMAGE_SIZE, format: 'png' });
  });

  it('really show the title, drawn without any font installed on the machine', async () => {
    const titleArea = { left: 60, top: 150, width: 760, height: 330 };
    const short = await renderSocialImage({ svg: plainArtwork }, { ...text, title: 'Bardage' });
    const long = await renderSocialImage(
      { svg: plainArtwork },
      {
        ...text,
        title: 'Couverture, charpente et menuiserie à Beaumont et dans toute la région',
      },
    );
    const shortInk = await lightPixels(short, titleArea);
    const longInk = await lightPixels(long, titleArea);
    // White letters cover thousands of pixels of the dark card; a longer title covers more.
    expect(shortInk).toBeGreaterThan(3000);
    expect(longInk).toBeGreaterThan(shortInk * 2);
    // Outside the text column the plain artwork stays dark.
    expect(await lightPixels(long, { left: 900, top: 150, width: 280, height: 330 })).toBe(0);
  });

  it('use the page’s own artwork behind the text', async () => {
    const light =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fff"/></svg>';
    const png = await renderSocialImage({ svg: light }, { ...text, title: 'Zinc' });
    const { data } = await sharp(png)
      .extract({ left: 1150, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The veil fades out on the right: the white artwork shows through.
    expect(data[0]).toBeGreaterThan(200);
  });
});

describe('the cards the build makes', () => {
  it('one for the home page, one per service page, one per legal page and one per worksite', () => {
    const keys = socialCards.map((c) => c.key);
    expect(keys).toEqual([
      'accueil',
      ...content.services.map((service) => service.slug),
      'mentions-legales',
      'politique-de-confidentialite',
      'conditions-generales',
      ...content.worksites.map((worksite) => `realisation-${worksite.slug}`),
    ]);
    expect(socialCards.find((c) => c.key === 'charpente')?.artwork).toBe('services/charpente');
    // A worksite's card shows its first picture: the example's illustration here, the owner's photo otherwise.
    const [worksite] = content.worksites;
    expect(worksite).toBeDefined();
    expect(socialCards.find((c) => c.key === `realisation-${worksite!.slug}`)?.artwork).toBe(
      `galerie/${worksite!.photos[0]!.artwork}`,
    );
    expect(socialImageFor(content, 'charpente')).toMatchObject({ path: '/og/charpente.png', width: 1200, height: 630 });
  });

  it('every title and subtitle can be drawn with the shipped fonts', () => {
    const title = loadFont('title');
    const body = loadFont('text');
    for (const card of socialCards) {
      expect(() => textToPath(title, card.title, 60, 0, 0), card.key).not.toThrow();
      expect(() => textToPath(body, card.subtitle, 30, 0, 0), card.key).not.toThrow();
    }
  });
});

describe('text as paths', () => {
  const font = loadFont('text');

  it('turns text into path data placed at the given baseline', () => {
    const d = textToPath(font, 'Toit', 40, 100, 200);
    expect(d).toMatch(/^M[\d.]+ [\d.]+/);
    const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    const xs = numbers.filter((_, i) => i % 2 === 0);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(100);
    expect(Math.max(...xs)).toBeLessThanOrEqual(100 + measureText(font, 'Toit', 40) + 1);
  });

  it('wraps at ordinary spaces, never at a no-break space', () => {
    const lines = wrapText(font, 'Devis gratuit sous 48\u00a0h pour votre toiture', 30, 260);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.some((l) => l.endsWith('48') || l.startsWith('h '))).toBe(false);
    for (const line of lines) expect(measureText(font, line, 30)).toBeLessThanOrEqual(260);
  });

  it('picks a smaller size for a long title, and cuts what still does not fit', () => {
    const long = 'Couverture, charpente et menuiserie à Beaumont et dans toute la région';
    expect(fitText(font, 'Zinc', { sizes: [80, 60], maxWidth: 700, maxLines: 3 }).size).toBe(80);
    expect(fitText(font, long, { sizes: [120, 60], maxWidth: 700, maxLines: 2 }).size).toBe(60);
    const cut = fitText(font, `${long} ${long} ${long}`, { sizes: [60], maxWidth: 700, maxLines: 2 });
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]?.endsWith('\u2026')).toBe(true);
  });

  it('fails clearly on a character the font does not have', () => {
    expect(() => textToPath(font, 'Toit 屋根', 40, 0, 0)).toThrow(/Caractère absent de la police/);
  });
});
