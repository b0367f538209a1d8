/**
 * Text drawn as SVG paths, for images rendered at build time (social images).
 *
 * Why paths: sharp renders SVG through librsvg, which finds fonts through the machine's fontconfig.
 * A fresh CI machine may have no font at all, and then `<text>` silently renders nothing (or another
 * face). Turning each glyph into a path with a font file shipped in node_modules makes the image the
 * same on every machine. The font files are static WOFF (fontkit reads them reliably; its WOFF2 reader
 * breaks on the site's variable fonts).
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** Font files used for drawn text: the site's own faces (Fraunces for titles, Inter for text). */
export const fontFiles = {
  title: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
  text: '@fontsource/inter/files/inter-latin-500-normal.woff',
  strong: '@fontsource/inter/files/inter-latin-600-normal.woff',
} as const;
export type FontRole = keyof typeof fontFiles;

const loaded = new Map<FontRole, fontkit.Font>();

/** The font of a role, read once from node_modules. */
export function loadFont(role: FontRole): fontkit.Font {
  let font = loaded.get(role);
  if (!font) {
    const opened = fontkit.openSync(require.resolve(fontFiles[role]));
    if (!('layout' in opened)) throw new Error(`${fontFiles[role]} est une collection de polices, une police attendue`);
    font = opened;
    loaded.set(role, font);
  }
  return font;
}

/** Shaped glyphs of one line (kerning applied), with a clear error for a character the font lacks. */
function shape(font: fontkit.Font, text: string): fontkit.GlyphRun {
  const run = font.layout(text);
  const missing = run.glyphs.findIndex((glyph) => glyph.id === 0);
  if (missing !== -1) {
    const chars = run.glyphs[missing]?.codePoints.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`);
    throw new Error(
      `Caractère absent de la police ${font.familyName} (${chars?.join(' ') ?? '?'}) dans « ${text} » : ` +
        `changez le texte ou la police de src/integrations/text-paths.ts`,
    );
  }
  return run;
}

/** Width of `text` set at `size` px. */
export function measureText(font: fontkit.Font, text: string, size: number): number {
  return (shape(font, text).advanceWidth * size) / font.unitsPerEm;
}

/**
 * Break `text` into lines no wider than `maxWidth`, at ordinary spaces only: a no-break space
 * (U+00A0, French typography) keeps its two sides together. A word wider than the line stays whole.
 */
export function wrapText(font: fontkit.Font, text: string, size: number, maxWidth: number): string[] {
  const words = text.trim().split(/ +/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(font, candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/** The largest of `sizes` at which `text` fits in `maxLines` lines of `maxWidth`; else the smallest, cut short. */
export function fitText(
  font: fontkit.Font,
  text: string,
  { sizes, maxWidth, maxLines }: { sizes: readonly number[]; maxWidth: number; maxLines: number },
): FittedText {
  if (sizes.length === 0) throw new Error('fitText : une taille au moins');
  for (const size of sizes) {
    const lines = wrapText(font, text, size, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => measureText(font, l, size) <= maxWidth)) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 0;
  const lines = wrapText(font, text, size, maxWidth);
  if (lines.length <= maxLines) return { size, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}\u2026`;
  return { size, lines: kept };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * SVG path data of one line of text whose baseline starts at (x, y), in image pixels
 * (font units are y-up; the image is y-down).
 */
export function textToPath(font: fontkit.Font, text: string, size: number, x: number, y: number): string {
  const run = shape(font, text);
  const scale = size / font.unitsPerEm;
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const ox = x + (pen + position.xOffset) * scale;
    const oy = y - position.yOffset * scale;
    const point = (px: number, py: number) => `${round(ox + px * scale)} ${round(oy - py * scale)}`;
    for (const { command, args } of glyph.path.commands) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
      if (command === 'moveTo') parts.push(`M${point(a, b)}`);
      else if (command === 'lineTo') parts.push(`L${point(a, b)}`);
      else if (command === 'quadraticCurveTo') parts.push(`Q${point(a, b)} ${point(c, d)}`);
      else if (command === 'bezierCurveTo') parts.push(`C${point(a, b)} ${point(c, d)} ${point(e, f)}`);
      else if (command === 'closePath') parts.push('Z');
    }
    pen += position.xAdvance;
  });
  return parts.join('');
}
