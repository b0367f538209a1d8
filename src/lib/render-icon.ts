import sharp from 'sharp';
import { brandIconSvg, type BrandIconOptions } from './brand-icon';

/** A PNG of the mark, rasterised at its final size (no scaling of a bitmap). */
export async function renderBrandIconPng(options: BrandIconOptions): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(brandIconSvg(options)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}
