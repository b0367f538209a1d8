/**
 * The admin's printable review card (`/admin/carte-avis`): its QR codes, drawn at build time as
 * SVG, decode to the owner's review link (rasterised by sharp, read by jsQR, as a phone's camera
 * would); four cards per A4 sheet, a print stylesheet, never indexed, nothing loaded from elsewhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from '../../src/integrations/qr-code';
import { readExampleContent } from '../support/example-content';
import { distDir } from './built-site';

const { identity, ui } = readExampleContent();
// Part of the admin, not of the public pages that ./built-site.ts lists.
const card = new JSDOM(readFileSync(join(distDir, 'admin/carte-avis/index.html'), 'utf8')).window.document;

/** What a camera reads from an SVG QR code, rasterised at a printer's resolution. */
async function decode(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

describe('the printable review card', () => {
  const codes = [...card.querySelectorAll('.review-card__qr svg')];

  it('prints four cards, each with the review link as a QR code that decodes to it', async () => {
    expect(identity.links.reviewForm).toMatch(/^https:\/\//);
    expect(codes).toHaveLength(4);
    for (const svg of codes) expect(await decode(svg.outerHTML)).toBe(identity.links.reviewForm);
    // The link also written out, for a client without a camera.
    expect(card.querySelector('.review-card__link')?.textContent).toBe(identity.links.reviewForm);
    expect(card.querySelector('.review-card__title')?.textContent).toBe(ui.reviewCard.title);
  });

  it('the decoding tells links apart: another link’s code reads as that link, a blank square as nothing', async () => {
    const other = 'https://avis.autre-entreprise.example/donner-un-avis';
    expect(await decode(await qrCodeSvg(other))).toBe(other);
    expect(
      await decode(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"><path fill="#fff" d="M0 0h37v37H0z"/></svg>',
      ),
    ).toBeNull();
  });

  it('has a print stylesheet: A4 pages without margin, only the sheet printed', () => {
    const sheets = [...card.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      readFileSync(join(distDir, link.getAttribute('href')!), 'utf8'),
    );
    const css = sheets.join('\n');
    expect(css).toMatch(/@page\s*\{\s*size:\s*A4;?\s*margin:\s*0/);
    expect(css).toMatch(/@media print\{[^@]*\.review-help\{display:none\}/);
  });

  it('is never indexed and loads nothing from another origin', () => {
    expect(card.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    for (const element of card.querySelectorAll('[src], link[href]')) {
      const url = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
      expect(url.startsWith('/'), url).toBe(true);
    }
  });
});
