/** In every page's <head>, before the stylesheet: the web fonts, never before the first paint, never swapped in after it. */
import { loadWebFonts, type WebFontFace } from '../lib/loading/web-fonts';

declare const __INLINE_SCRIPT_DATA__: readonly WebFontFace[];

loadWebFonts(__INLINE_SCRIPT_DATA__);
