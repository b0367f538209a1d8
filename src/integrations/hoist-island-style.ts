/**
 * Astro writes the rule that lets islands take no box of their own
 * (`astro-island,astro-slot,astro-static-slot{display:contents}`) in a `<style>` element just before
 * the first island, in the middle of `<body>`. HTML only allows a `<style>` in the body as the first
 * child of its parent, so the W3C checker reports every page with an island. The rule moves into
 * `<head>` once the pages are written (integrations/document-order.ts); it then also applies before
 * the first paint.
 */

const islandStyle = /<style>(astro-island,astro-slot(?:,astro-static-slot)?\{display:contents\})<\/style>/g;

/** The page with Astro's island rule moved to the end of `<head>`; unchanged when it has none. */
export function hoistIslandStyle(html: string): string {
  const rules = new Set<string>();
  const without = html.replace(islandStyle, (_match, rule: string) => {
    rules.add(rule);
    return '';
  });
  if (rules.size === 0) return html;
  const headEnd = without.indexOf('</head>');
  if (headEnd === -1) return html;
  return `${without.slice(0, headEnd)}<style>${[...rules].join('')}</style>${without.slice(headEnd)}`;
}
