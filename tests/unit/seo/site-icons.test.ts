import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngToIco } from '../../../src/lib/media/brand-icon';
import { colour, paletteOf } from '../../../src/integrations/palette';
import { renderBrandIconPng } from '../../../src/integrations/render-icon';
import { buildWebManifest, manifestIcons } from '../../../src/lib/seo/site-icons';

describe('brand icons', () => {
  it('renders the mark at the exact size asked, opaque when full-bleed', async () => {
    for (const size of [32, 180, 512]) {
      const png = Buffer.from(await renderBrandIconPng({ size, shape: 'square' }));
      const image = sharp(png);
      expect(await image.metadata()).toMatchObject({ width: size, height: size, format: 'png' });
      expect((await image.stats()).isOpaque).toBe(true);
    }
    const rounded = sharp(Buffer.from(await renderBrandIconPng({ size: 64, shape: 'rounded' })));
    expect((await rounded.stats()).isOpaque).toBe(false);
  });

  it('keeps the maskable icon’s strokes inside the central safe circle (80 % of its width)', async () => {
    const size = 256;
    const { data } = await sharp(Buffer.from(await renderBrandIconPng({ size, shape: 'maskable' })))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const background = Buffer.from(colour('ink-900').slice(1), 'hex');
    let strokesOutside = 0;
    let strokesInside = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const i = (y * size + x) * 3;
        const isBackground = Math.max(...[0, 1, 2].map((c) => Math.abs(data[i + c]! - background[c]!))) <= 8;
        const outside = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > 0.4 * size;
        if (isBackground) continue;
        if (outside) strokesOutside++;
        else strokesInside++;
      }
    }
    expect(strokesInside).toBeGreaterThan(500);
    expect(strokesOutside).toBe(0);
  });

  it('takes its colours from the stylesheet’s tokens, and refuses an unknown one', () => {
    expect(paletteOf('@theme { --color-roof-1: #123456; --font-x: serif; } :root { --color-no: red; }')).toEqual({
      'roof-1': '#123456',
    });
    expect(colour('copper-400')).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => colour('copper-401')).toThrow(/--color-copper-401/);
  });

  it('wraps a PNG in a valid one-image ICO file', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = Buffer.from(pngToIco(png, 32));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect([...ico.subarray(22)]).toEqual([...png]);
    expect(pngToIco(png, 256)[6]).toBe(0);
    expect(() => pngToIco(png, 300)).toThrow();
  });
});

describe('web manifest', () => {
  const manifest = buildWebManifest({
    name: 'Toiture Exemple',
    description: 'Couverture et charpente',
    themeColor: '#1c2a33',
    backgroundColor: '#fbf9f6',
  });

  it('describes the site in French (Belgium), starting at /', () => {
    expect(manifest).toMatchObject({ name: 'Toiture Exemple', lang: 'fr-BE', start_url: '/', theme_color: '#1c2a33' });
  });

  it('lists 192 and 512 px icons and a maskable one', () => {
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.icons.map((i) => i.src)).toEqual(manifestIcons.map((i) => i.path));
  });
});
