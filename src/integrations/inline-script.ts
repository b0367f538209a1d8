/**
 * A script written into the page itself (it must run before the first paint, or costs less than a
 * request): the page's Content-Security-Policy lets exactly this script in, by its hash. Called in
 * the frontmatter of a page or layout, which runs before the page's <head> (and its policy) is
 * written; the page then writes `<script is:inline set:html={code} />`.
 */
import { createHash } from 'node:crypto';
import type { AstroGlobal } from 'astro';

export function allowInlineScript(astro: Pick<AstroGlobal, 'csp'>, code: string): string {
  if (!astro.csp) throw new Error('security.csp doit être activé (astro.config.mjs).');
  astro.csp.insertScriptHash(`sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`);
  return code;
}
