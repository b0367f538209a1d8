import sharp from 'sharp';
import { brandIconSvg, type BrandIconOptions } from '../lib/media/brand-icon';
import { brandColors } from './palette';

/**
 * A PNG of the mark, rasterised at its final size (no scaling of a bitmap). A palette of 256
 * colours is plenty for a flat mark and halves the file: browsers fetch the manifest's icons
 * while the first page loads.
 */
export async function renderBrandIconPng(options: BrandIconOptions): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(brandIconSvg(options, brandColors())))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Uint8Array(png);
}
