/**
 * The likely next page, loaded while the visitor is still deciding: when the pointer rests on a
 * link of this site (about 200 ms) or presses it, the browser loads its page ahead, and the page
 * appears at once when the link is followed.
 *
 * The page carries Speculation Rules ({@link speculationRules}): the pages a visitor most often
 * goes on to (the quote page, the service pages) are *prerendered* (loaded, laid out and run,
 * hidden, then shown in an instant), the others *prefetched* (their HTML only). The browser
 * applies its own limits (a couple of pages at a time; nothing with Save-Data, battery saver or
 * low memory). The rules wait in the page as data (JSON, inert) until it has loaded and been
 * painted: nothing is loaded ahead while the page itself is still arriving. Nor for visitors
 * whose connection is reported as slow (2G) or who asked to save data.
 *
 * Browsers without Speculation Rules (Firefox, Safari) load nothing ahead: Firefox drops a
 * `<link rel="prefetch">` of a page that must be checked with the server before use (the site's
 * pages are, so that an update shows at once), and Safari has no prefetch at all. They keep the
 * back/forward cache.
 */

import { afterFrame } from '../loading/frames';

/** Which links of a page load their page ahead, as URL patterns: `/contact`, `/services/*`. */
export interface NextPagePlan {
  /** Prerendered on intent: the pages a visitor most often opens next. */
  prerender: readonly string[];
  /** Never loaded ahead: on the home page, its own sections. */
  exclude: readonly string[];
}

/** The id of the element that holds a page's rules until they are put to work. */
export const SPECULATION_RULES_ID = 'regles-speculation';

/**
 * The plan of a page at `pathname`: the quote page (`quotePath`) and the service pages are
 * prerendered, the other pages prefetched; on the home page (any of `homePaths`, which all show
 * the same page) not its own sections, which its links scroll to. The page's own address needs
 * no rule: Chromium never loads the current page ahead.
 */
export function nextPagePlan(
  pathname: string,
  { homePaths, quotePath }: { homePaths: readonly string[]; quotePath: string },
): NextPagePlan {
  return { prerender: [quotePath, '/services/*'], exclude: homePaths.includes(pathname) ? homePaths : [] };
}

/**
 * The page's Speculation Rules, as the JSON text the page holds (and its policy allows by its
 * hash). Paths are URL patterns, which match a link whatever its fragment (`/galerie#galerie`).
 * "moderate": on a pointer resting on the link, or pressed on it.
 */
export function speculationRules({ prerender, exclude }: NextPagePlan): string {
  const rule = (paths: string | readonly string[], not: readonly string[]) => ({
    where:
      not.length > 0 ? { and: [{ href_matches: paths }, { not: { href_matches: not } }] } : { href_matches: paths },
    eagerness: 'moderate',
  });
  return JSON.stringify({ prerender: [rule(prerender, exclude)], prefetch: [rule('/*', [...prerender, ...exclude])] });
}

/** False when the visitor asked to save data or the connection is reported as slow (2G). */
export function connectionAllows(connection?: { saveData?: boolean; effectiveType?: string }): boolean {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

/**
 * The inline script's work (entry: src/inline-scripts/next-page.ts): the rules held in the
 * element `rulesId` are put to work once the page has loaded and a frame has been painted since.
 * A prerendered page produces no frame until it is shown, so it loads nothing ahead while hidden.
 * Unbounded on purpose: on a page whose pictures never finish, nothing is loaded ahead, and
 * nothing is lost.
 */
export function loadNextPagesAhead(rulesId: string): void {
  const connection = (navigator as Navigator & { connection?: object }).connection;
  if (!connectionAllows(connection) || !HTMLScriptElement.supports?.('speculationrules')) return;
  const start = () => {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.text = document.getElementById(rulesId)?.textContent ?? '';
    document.head.append(rules);
  };
  const afterPaint = () => afterFrame(start);
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
