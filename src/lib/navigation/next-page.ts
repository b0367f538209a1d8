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
 * Browsers without Speculation Rules (Firefox, Safari) get the same pages' HTML into their cache
 * ({@link fetchOnIntent}), on the same intent, and on a phone as soon as a link to one of the
 * likely next pages comes into view (a finger gives no warning before its tap). The pages are
 * served to be used from the cache for a minute (config/security.ts `cacheControl.page`): the
 * followed link is then shown without asking the server.
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

/** Whether a path matches one of the rules' URL patterns as this site writes them: `/contact`, `/services/*`, `/*`. */
export function matchesPattern(pathname: string, patterns: string | readonly string[]): boolean {
  return [patterns]
    .flat()
    .some((pattern) => (pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern));
}

/** The plan back from the page's rules (the only copy the page holds). */
export function planOfRules(rules: string): NextPagePlan {
  const { prerender } = JSON.parse(rules) as { prerender: { where: { href_matches?: string[]; and?: unknown[] } }[] };
  const where = prerender[0]?.where;
  const and = where?.and as [{ href_matches: string[] }, { not: { href_matches: string[] } }] | undefined;
  return {
    prerender: and ? and[0].href_matches : (where?.href_matches ?? []),
    exclude: and ? and[1].not.href_matches : [],
  };
}

/** A pointer resting this long on a link is an intent (Chromium's « moderate » eagerness). */
export const REST_MS = 200;
/** On a phone, at most this many likely next pages are fetched as their links come into view. */
export const IN_VIEW_LIMIT = 3;

/**
 * Where Speculation Rules are missing: the page of a link of this site is fetched into the
 * browser's cache when the mouse rests on it ({@link REST_MS}), when it is pressed (a finger, a
 * pen, a mouse button), and on a phone (no hover) when a link to a likely next page (`prerender`)
 * comes into view, {@link IN_VIEW_LIMIT} pages at the most. Never the page itself, the home page's
 * own sections (`exclude`), a page twice, nor another site. Returns what stops it.
 */
export function fetchOnIntent({ prerender, exclude }: NextPagePlan): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  const fetched = new Set<string>([location.pathname + location.search]);
  const pathOf = (target: EventTarget | null): string | null => {
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.origin !== location.origin || link.hasAttribute('download') || link.target === '_blank')
      return null;
    return matchesPattern(link.pathname, exclude) ? null : link.pathname + link.search;
  };
  const load = (path: string | null) => {
    if (!path || fetched.has(path)) return;
    fetched.add(path);
    void fetch(path, { credentials: 'same-origin', priority: 'low' } as RequestInit)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  };
  let resting: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener(
    'pointerover',
    (event) => {
      const path = event.pointerType === 'mouse' ? pathOf(event.target) : null;
      if (path) resting = setTimeout(() => load(path), REST_MS);
    },
    { signal },
  );
  document.addEventListener('pointerout', () => clearTimeout(resting), { signal });
  document.addEventListener('pointerdown', (event) => load(pathOf(event.target)), { passive: true, signal });
  const stop = () => {
    listening.abort();
    clearTimeout(resting);
  };
  if (!matchMedia('(hover: none)').matches) return stop;
  let inView = 0;
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const path = entry.isIntersecting ? pathOf(entry.target) : null;
      if (!path || !matchesPattern(path.split('?')[0]!, prerender) || fetched.has(path)) continue;
      seen.unobserve(entry.target);
      if (inView >= IN_VIEW_LIMIT) return seen.disconnect();
      inView += 1;
      load(path);
    }
  });
  for (const link of document.querySelectorAll('a[href]')) seen.observe(link);
  return () => {
    stop();
    seen.disconnect();
  };
}

/**
 * The inline script's work (entry: src/inline-scripts/next-page.ts): the rules held in the
 * element `rulesId` are put to work once the page has loaded and a frame has been painted since
 * (where the browser has none, {@link fetchOnIntent} follows them). A prerendered page produces
 * no frame until it is shown, so it loads nothing ahead while hidden. Unbounded on purpose: on a
 * page whose pictures never finish, nothing is loaded ahead, and nothing is lost.
 */
export function loadNextPagesAhead(rulesId: string): void {
  const connection = (navigator as Navigator & { connection?: object }).connection;
  const text = document.getElementById(rulesId)?.textContent ?? '';
  if (!connectionAllows(connection) || !text) return;
  const start = () => {
    if (!HTMLScriptElement.supports?.('speculationrules')) {
      fetchOnIntent(planOfRules(text));
      return;
    }
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.text = text;
    document.head.append(rules);
  };
  const afterPaint = () => afterFrame(start);
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
