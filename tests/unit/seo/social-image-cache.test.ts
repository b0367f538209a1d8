import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cachedSocialImage, pruneSocialImageCache } from '../../../src/integrations/social-image-cache';

const artwork = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/></svg>`;
const text = {
  title: 'Charpente',
  subtitle: 'Sur mesure',
  brand: 'Toiture Exemple',
  footer: '071 12 34 56 · example.be',
};
const pngFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.png'));

describe('social images kept between builds', () => {
  it('a card is drawn once, then read from the cache', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cartes-'));
    const drawn = await cachedSocialImage(dir, { svg: artwork('#000') }, text);
    expect(await sharp(drawn).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    const [kept] = pngFiles(dir);
    expect(kept).toBeDefined();
    // What the next build gets is the kept file, not a new drawing.
    writeFileSync(join(dir, kept!), 'carte gardée');
    expect((await cachedSocialImage(dir, { svg: artwork('#000') }, text)).toString()).toBe('carte gardée');
  });

  it('a new title, artwork or photo makes a new card', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cartes-'));
    const photo = join(dir, 'photo.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#456' } })
      .jpeg()
      .toFile(photo);
    await cachedSocialImage(dir, { svg: artwork('#000') }, text);
    await cachedSocialImage(dir, { svg: artwork('#000') }, { ...text, title: 'Charpente traditionnelle' });
    await cachedSocialImage(dir, { svg: artwork('#fff') }, text);
    await cachedSocialImage(dir, { photo }, text);
    expect(pngFiles(dir)).toHaveLength(4);
    // The same photo file with other pixels is another card.
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#654' } })
      .jpeg()
      .toFile(photo);
    await cachedSocialImage(dir, { photo }, text);
    expect(pngFiles(dir)).toHaveLength(5);
  });

  it('a build removes the cards it did not use, unless it used none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cartes-'));
    await cachedSocialImage(dir, { svg: artwork('#000') }, text);
    await cachedSocialImage(dir, { svg: artwork('#000') }, { ...text, title: 'Ancien titre' });
    const lastWeek = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    for (const name of pngFiles(dir)) utimesSync(join(dir, name), lastWeek, lastWeek);
    const buildStart = Date.now();
    // A build that drew no card (the holding page) keeps them all.
    expect(await pruneSocialImageCache(dir, buildStart)).toBe(0);
    expect(pngFiles(dir)).toHaveLength(2);
    // A build that used the first card only: the old title's card goes.
    const first = await cachedSocialImage(dir, { svg: artwork('#000') }, text);
    expect(await pruneSocialImageCache(dir, buildStart)).toBe(1);
    expect(pngFiles(dir)).toHaveLength(1);
    expect(await cachedSocialImage(dir, { svg: artwork('#000') }, text)).toEqual(first);
  });
});
