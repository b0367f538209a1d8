/**
 * QR codes drawn when the site is built, as SVG (the `qrcode` package): no request at run time, no
 * script to draw them. The printable review card (src/pages/admin/carte-avis.astro) carries the
 * owner's review link this way.
 */
import QRCode from 'qrcode';

/** The SVG of a QR code for `text`: error correction M (15 %, what a printed card needs), a quiet zone of 4 modules. */
export function qrCodeSvg(text: string, { dark = '#000000', light = '#ffffff' } = {}): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark, light } });
}
