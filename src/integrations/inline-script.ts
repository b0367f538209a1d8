/**
 * Scripts written into the page itself, built and allowed at build time.
 *
 * Each is a real entry file of `src/inline-scripts/`, bundled with what it imports from `src/lib/`
 * and minified by esbuild: the page carries the compiler's whole output (helpers included), never
 * a function's source text. They travel in the HTML before anything else and count towards the
 * home page's JavaScript ceiling: keep them small.
 *
 * The page's data goes in as one JSON argument, after bundling: the entry reads the global
 * {@link PAGE_DATA} (unless it takes no data), which the output then names exactly once, and which is replaced by the JSON
 * with every `<` escaped (`\u003c`). So nothing in the data can close the <script> element or open
 * an HTML comment in it; the output is checked for both anyway.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { AstroGlobal } from 'astro';
import { buildSync } from 'esbuild';
import type { EarlySubmitOptions } from '../lib/contact/early-submit';
import type { ProjectTypePreset } from '../lib/contact/early-project-type';
import type { OfficeHoursScript } from '../lib/contact/office-hours';
import type { WebFontFace } from '../lib/loading/web-fonts';
import type { HomeScript } from '../lib/navigation/home-sections';

/** Where the entries live, from the project's root (the build's working directory). */
const ENTRIES_DIR = 'src/inline-scripts';

/** The global each entry reads its data from (declared there, replaced here). */
const PAGE_DATA = '__INLINE_SCRIPT_DATA__';

/** Each entry of `src/inline-scripts/` (`{name}.ts`) and the data it is given. */
export interface InlineScriptData {
  'web-fonts': readonly WebFontFace[];
  'early-submit': EarlySubmitOptions & ProjectTypePreset;
  /** The section of the path the home page was built for (`/galerie`: `galerie`), and the file of the sections' heads. */
  home: HomeScript;
  /** The id of the element holding the page's Speculation Rules (allowed by their hash). */
  'next-page': string;
  /**
   * The opening hours, the closed dates and the form's line (lib/contact/office-hours.ts), and the last
   * day of what dates on the page (lib/content/dated.ts).
   */
  'office-hours': OfficeHoursScript;
  /** Nothing: the header's menus are the page's own (lib/navigation/header-menus.ts). */
  'header-menus': undefined;
  /** Nothing: the islands are found in the page (lib/media/early-press.ts). */
  'early-press': undefined;
}

export type InlineScriptName = keyof InlineScriptData;

/** `data` as a JavaScript expression that cannot end the <script> element it is written in. */
export function scriptSafeJson(data: unknown): string {
  return `(${JSON.stringify(data).replaceAll('<', '\\u003c')})`;
}

/**
 * The minified code of the entry `name`, called with `data`: what the page writes in
 * `<script is:inline set:html={…} />` (with `allowInlineScript` for its hash).
 */
export function inlineScript<Name extends InlineScriptName>(
  name: Name,
  data: InlineScriptData[Name],
  root = process.cwd(),
): string {
  const entry = join(root, ENTRIES_DIR, `${name}.ts`);
  const { outputFiles, errors } = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    // Sloppy mode, as a classic <script> runs: no "use strict" prologue to carry.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  });
  const code = outputFiles?.[0]?.text.trim() ?? '';
  if (errors.length > 0 || code === '') throw new Error(`inlineScript(${name}): esbuild failed on ${entry}`);
  const parts = code.split(PAGE_DATA);
  const reads = data === undefined ? 0 : 1;
  if (parts.length !== reads + 1) {
    throw new Error(
      `inlineScript(${name}): ${entry} must read ${PAGE_DATA} ${reads === 0 ? 'never' : 'exactly once'}, not ${parts.length - 1} times`,
    );
  }
  const script = data === undefined ? code : parts.join(scriptSafeJson(data));
  if (/<\/script|<!--/i.test(script)) throw new Error(`inlineScript(${name}): the code would end its <script> element`);
  return script;
}

/**
 * A script written into the page itself (it must run before the first paint, or costs less than a
 * request): the page's Content-Security-Policy lets exactly this script in, by its hash. Called in
 * the frontmatter of a page or layout, which runs before the page's <head> (and its policy) is
 * written; the page then writes `<script is:inline set:html={code} />`.
 */
export function allowInlineScript(astro: Pick<AstroGlobal, 'csp'>, code: string): string {
  if (!astro.csp) throw new Error('security.csp doit être activé (astro.config.mjs).');
  astro.csp.insertScriptHash(`sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`);
  return code;
}
