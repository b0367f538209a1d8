import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandIconSvg, pngToIco } from '../../src/lib/brand-icon';
import { renderBrandIconPng } from '../../src/lib/render-icon';
import { buildWebManifest, manifestIcons } from '../../src/lib/site-icons';

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

  it('keeps the maskable icon’s strokes inside the central safe circle', () => {
    expect(brandIconSvg({ size: 512, shape: 'maskable' })).toContain('scale(0.75)');
    expect(brandIconSvg({ size: 512, shape: 'rounded' })).not.toContain('scale(');
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
