/**
 * The site's colours, read from the one place they are written: the `--color-*` tokens of
 * `src/styles/global.css` (Tailwind's theme). What is drawn at build time outside CSS — favicons,
 * social images, the web manifest, the browser's theme colour — takes its colours from here.
 */
import postcss from 'postcss';
import { brandColorTokens, type BrandColors } from '../lib/media/brand-icon';
// The stylesheet's text, through the bundler: the built pages no longer sit next to src/.
import stylesheet from '../styles/global.css?raw';

/** Token name without its prefix (`copper-400`) → hex value (`#dd8a5b`). */
export type Palette = Readonly<Record<string, string>>;

/** The `--color-*` declarations of the stylesheet's `@theme` block. */
export function paletteOf(css: string): Palette {
  const colours: Record<string, string> = {};
  postcss.parse(css).walkAtRules('theme', (theme) => {
    theme.walkDecls(/^--color-/, (declaration) => {
      colours[declaration.prop.slice('--color-'.length)] = declaration.value.trim();
    });
  });
  return colours;
}

let cached: Palette | undefined;

/** The value of one colour token; a token that does not exist stops the build. */
export function colour(token: string): string {
  cached ??= paletteOf(stylesheet);
  const value = cached[token];
  if (!value)
    throw new Error(`Couleur inconnue « ${token} » : elle doit exister dans src/styles/global.css (--color-${token}).`);
  return value;
}

/** The mark's colours, from their tokens. */
export function brandColors(): BrandColors {
  return {
    roof: colour(brandColorTokens.roof),
    truss: colour(brandColorTokens.truss),
    background: colour(brandColorTokens.background),
  };
}

/** The browser's colour around the page (address bar on phones, the manifest's theme): the header's ink. */
export const themeColour = (): string => colour('ink-900');

/** The page background, shown by a home-screen app while it starts. */
export const pageBackground = (): string => colour('paper-50');
