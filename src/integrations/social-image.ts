/**
 * Social images (Open Graph / Twitter cards), 1200 × 630 PNG, made at build time from a page's
 * artwork and title. The artwork fills the card; a dark veil from the left carries the brand, the
 * title and a subtitle, all drawn as paths (see text-paths.ts), so no font is needed on the machine.
 */
import sharp from 'sharp';
import { brandMarkPaths } from '../lib/media/brand-icon';
import { SOCIAL_IMAGE_SIZE } from '../lib/seo/social-cards';
import { brandColors, colour } from './palette';
import { fitText, loadFont, textToPath } from './text-paths';
import { escapeHtml } from '../lib/content/escape-html';

export interface SocialCardText {
  /** Large title (the page's title). */
  title: string;
  /** One or two lines under the title (tagline, lead). */
  subtitle?: string;
  /** Business name, beside the mark at the top. */
  brand: string;
  /** Small line at the bottom (phone, address of the site). */
  footer: string;
}

const colors = {
  veil: colour('ink-950'),
  title: '#ffffff',
  subtitle: colour('copper-200'),
  footer: colour('ink-200'),
  rule: colour('copper-500'),
} as const;

const MARGIN = 72;
const TEXT_WIDTH = 700;

/** The layer drawn over the artwork: veil, mark, brand, title, rule, subtitle and footer. */
export function socialOverlaySvg({ title, subtitle, brand, footer }: SocialCardText): string {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const titleFont = loadFont('title');
  const textFont = loadFont('text');
  const strongFont = loadFont('strong');

  const fittedTitle = fitText(titleFont, title, { sizes: [84, 76, 68, 60, 54], maxWidth: TEXT_WIDTH, maxLines: 3 });
  const titleLeading = fittedTitle.size * 1.12;
  const fittedSubtitle = subtitle
    ? fitText(textFont, subtitle, { sizes: [32, 29, 26], maxWidth: TEXT_WIDTH, maxLines: 2 })
    : undefined;
  const subtitleLeading = (fittedSubtitle?.size ?? 0) * 1.35;

  // The title block (title, rule, subtitle) is centred in the space between brand row and footer.
  const titleHeight = fittedTitle.lines.length * titleLeading;
  const ruleGap = 30;
  const subtitleHeight = fittedSubtitle ? ruleGap + 6 + ruleGap + fittedSubtitle.lines.length * subtitleLeading : 0;
  const top = 150;
  const bottom = height - 118;
  const blockTop = top + Math.max(0, (bottom - top - titleHeight - subtitleHeight) / 2);

  const paths: string[] = [];
  fittedTitle.lines.forEach((line, i) => {
    const baseline = blockTop + fittedTitle.size * 0.92 + i * titleLeading;
    paths.push(`<path fill="${colors.title}" d="${textToPath(titleFont, line, fittedTitle.size, MARGIN, baseline)}"/>`);
  });
  if (fittedSubtitle) {
    const ruleY = blockTop + titleHeight + ruleGap;
    paths.push(`<rect x="${MARGIN}" y="${ruleY}" width="96" height="6" rx="3" fill="${colors.rule}"/>`);
    fittedSubtitle.lines.forEach((line, i) => {
      const baseline = ruleY + 6 + ruleGap + fittedSubtitle.size * 0.95 + i * subtitleLeading;
      paths.push(
        `<path fill="${colors.subtitle}" d="${textToPath(textFont, line, fittedSubtitle.size, MARGIN, baseline)}"/>`,
      );
    });
  }

  const mark = brandColors();
  const brandSize = 30;
  const markSize = 60;
  const brandRow =
    `<svg x="${MARGIN}" y="56" width="${markSize}" height="${markSize}" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="10" fill="${mark.background}"/>${brandMarkPaths(mark)}</svg>` +
    `<path fill="${colors.title}" d="${textToPath(strongFont, brand, brandSize, MARGIN + markSize + 18, 56 + markSize / 2 + brandSize * 0.36)}"/>`;
  const footerRow = `<path fill="${colors.footer}" d="${textToPath(textFont, footer, 26, MARGIN, height - 60)}"/>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escapeHtml(`${brand} — ${title}`)}</title>`,
    '<defs>',
    `<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="${colors.veil}" stop-opacity="0.95"/>`,
    `<stop offset="0.5" stop-color="${colors.veil}" stop-opacity="0.86"/>`,
    `<stop offset="0.78" stop-color="${colors.veil}" stop-opacity="0.35"/>`,
    `<stop offset="1" stop-color="${colors.veil}" stop-opacity="0.1"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#veil)"/>`,
    brandRow,
    ...paths,
    footerRow,
    '</svg>',
  ].join('');
}

/** Artwork already rasterised in this build (several cards share the home page's artwork). */
const covers = new Map<string, Promise<Buffer>>();

/** The artwork, scaled to cover the card (rasterised at the final scale, so it stays sharp). */
function coverArtwork(artworkSvg: string): Promise<Buffer> {
  let cover = covers.get(artworkSvg);
  if (!cover) {
    cover = rasteriseCover(artworkSvg);
    covers.set(artworkSvg, cover);
    cover.catch(() => covers.delete(artworkSvg));
  }
  return cover;
}

async function rasteriseCover(artworkSvg: string): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const input = Buffer.from(artworkSvg);
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error('Illustration sans dimensions (attributs width et height attendus)');
  const scale = Math.max(width / meta.width, height / meta.height);
  return sharp(input, { density: Math.min(72 * scale, 2400) })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .png()
    .toBuffer();
}

/** What a card is drawn on: the page's artwork, or the owner's photo (a file). */
export type SocialImageBackground = { svg: string } | { photo: string };

/** A card, as PNG bytes: its background under its overlay (socialOverlaySvg). */
export async function drawSocialImage(source: SocialImageBackground, overlaySvg: string): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const background =
    'svg' in source
      ? await coverArtwork(source.svg)
      : await sharp(source.photo).rotate().resize(width, height, { fit: 'cover', position: 'centre' }).png().toBuffer();
  // zlib's level 6, not 9: the card is as large either way (0.1 % apart for a service's card), and
  // encoded in half the time; every page has a card, and 300 worksites are 300 cards per build.
  return sharp(background)
    .composite([{ input: Buffer.from(overlaySvg), top: 0, left: 0 }])
    .flatten({ background: colors.veil })
    .png({ compressionLevel: 6, palette: false })
    .toBuffer();
}

/**
 * The code that turns a background and an overlay into a card, as built, and the image library's
 * version: a change to either changes the cards, so the cache of cards keys on it
 * (social-image-cache.ts) instead of on a version number someone must remember to raise.
 */
export const drawingCode = [drawSocialImage, coverArtwork, rasteriseCover].map(String).join('\n') + sharp.versions.vips;

/** The social image of a page, as PNG bytes. */
export function renderSocialImage(source: SocialImageBackground, text: SocialCardText): Promise<Buffer> {
  return drawSocialImage(source, socialOverlaySvg(text));
}
