// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectionAllows,
  fetchOnIntent,
  IN_VIEW_LIMIT,
  loadNextPagesAhead,
  matchesPattern,
  nextPagePlan,
  planOfRules,
  REST_MS,
  SPECULATION_RULES_ID,
  speculationRules,
} from '../../../src/lib/navigation/next-page';
import { homePagePaths } from '../../../src/lib/navigation/sections';

/**
 * The likely next page, loaded ahead on the visitor's intent (lib/navigation/next-page.ts). Chromium itself
 * is driven in tests/engines (prerender on hover, the activated page); here, the rules and the
 * waits.
 */
const paths = { homePaths: homePagePaths, quotePath: '/contact' };
const servicePlan = nextPagePlan('/services/charpente', paths);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('which pages are loaded ahead', () => {
  it('prerenders the quote page and the service pages, prefetches the other pages', () => {
    const rules = JSON.parse(speculationRules(servicePlan));
    expect(rules).toEqual({
      prerender: [{ where: { href_matches: ['/contact', '/services/*'] }, eagerness: 'moderate' }],
      prefetch: [
        {
          where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/contact', '/services/*'] } }] },
          eagerness: 'moderate',
        },
      ],
    });
  });

  it('on the home page, at any of its addresses, leaves out its own sections (its links scroll to them)', () => {
    for (const path of homePagePaths) {
      const rules = JSON.parse(speculationRules(nextPagePlan(path, paths)));
      expect(rules.prerender[0].where.and[1]).toEqual({ not: { href_matches: homePagePaths } });
      expect(rules.prefetch[0].where.and[1].not.href_matches).toEqual(['/contact', '/services/*', ...homePagePaths]);
    }
    expect(homePagePaths).toEqual(expect.arrayContaining(['/', '/accueil', '/galerie', '/contact']));
    for (const path of ['/services/charpente', '/404', '/mentions-legales'])
      expect(nextPagePlan(path, paths).exclude).toEqual([]);
  });

  it('respects Save-Data and slow connections', () => {
    expect(connectionAllows(undefined)).toBe(true);
    expect(connectionAllows({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllows({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllows({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllows({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllows({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('where Speculation Rules are missing (Firefox, Safari): the pages fetched into the cache on intent', () => {
  let fetched: string[];
  let observers: { callback: IntersectionObserverCallback; targets: Element[] }[];
  let hoverless: boolean;
  let stop = () => {};
  afterEach(() => stop());
  const start = (plan: ReturnType<typeof nextPagePlan>) => (stop = fetchOnIntent(plan));
  beforeEach(() => {
    vi.useFakeTimers();
    fetched = [];
    observers = [];
    hoverless = false;
    vi.stubGlobal('fetch', (path: string) => {
      fetched.push(path);
      return Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) });
    });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)' && hoverless }));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, targets: [] };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `
      <a id="legal" href="/mentions-legales">Mentions</a>
      <a id="quote" href="/contact?projet=charpente">Devis</a>
      <a id="zinc" href="/services/couverture-zinc">Zinc</a>
      <a id="tuile" href="/services/couverture-tuile">Tuile</a>
      <a id="bardage" href="/services/bardage">Bardage</a>
      <a id="isolation" href="/services/isolation">Isolation</a>
      <a id="section" href="/galerie#galerie">Galerie</a>
      <a id="away" href="https://www.example.org/">Ailleurs</a>`;
  });
  const event = (type: string, id: string, pointerType = 'mouse') =>
    document.getElementById(id)!.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerType }));

  it('reads the plan back from the page’s rules, and matches paths as the rules do', () => {
    for (const path of ['/services/charpente', '/', '/zone']) {
      const plan = nextPagePlan(path, paths);
      expect(planOfRules(speculationRules(plan))).toEqual(plan);
    }
    expect(matchesPattern('/services/zinc', ['/contact', '/services/*'])).toBe(true);
    expect(matchesPattern('/services', ['/services/*'])).toBe(false);
    expect(matchesPattern('/contact', '/contact')).toBe(true);
  });

  it('a mouse resting on a link fetches its page once; passing over it fetches nothing', () => {
    start(nextPagePlan('/', paths));
    event('pointerover', 'zinc');
    vi.advanceTimersByTime(REST_MS - 50);
    event('pointerout', 'zinc');
    vi.advanceTimersByTime(REST_MS);
    expect(fetched).toEqual([]);
    event('pointerover', 'legal');
    vi.advanceTimersByTime(REST_MS);
    event('pointerover', 'legal');
    vi.advanceTimersByTime(REST_MS);
    expect(fetched).toEqual(['/mentions-legales']);
  });

  it('a press fetches at once; never the home page’s own sections, the page itself or another site', () => {
    history.replaceState(null, '', '/services/couverture-zinc');
    document.body.insertAdjacentHTML('beforeend', '<a id="self" href="/services/couverture-zinc#x">Ici</a>');
    start(nextPagePlan('/', paths));
    for (const id of ['section', 'away', 'self', 'quote']) event('pointerdown', id, 'touch');
    expect(fetched).toEqual([]);
    stop();
    start(servicePlan);
    for (const id of ['away', 'self']) event('pointerdown', id, 'touch');
    expect(fetched).toEqual([]);
    event('pointerdown', 'quote', 'touch');
    expect(fetched).toEqual(['/contact?projet=charpente']);
    history.replaceState(null, '', '/');
  });

  it('on a phone, the likely next pages whose links come into view, a few at the most', () => {
    hoverless = true;
    start(servicePlan);
    const [observer] = observers;
    const all = observer!.targets;
    observer!.callback(
      all.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as never,
    );
    expect(fetched).toEqual(['/contact?projet=charpente', '/services/couverture-zinc', '/services/couverture-tuile']);
    expect(fetched).toHaveLength(IN_VIEW_LIMIT);
  });

  it('with a mouse, nothing is fetched because a link comes into view', () => {
    start(servicePlan);
    expect(observers).toEqual([]);
  });
});

describe('nothing is loaded ahead before the page has loaded and painted', () => {
  let readyState: DocumentReadyState;
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'interactive';
    frames = [];
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  const paint = () => frames.splice(0).forEach((frame) => frame(0));
  const rules = () => document.head.querySelector('script[type="speculationrules"]')?.textContent;
  // The page holds its rules as inert data (BaseLayout).
  beforeEach(() => {
    document.body.innerHTML = `<script type="application/json" id="${SPECULATION_RULES_ID}">${speculationRules(servicePlan)}</script>`;
  });

  it('puts the rules to work after `load` and a painted frame, where the browser has them', () => {
    vi.stubGlobal(
      'HTMLScriptElement',
      Object.assign(HTMLScriptElement, { supports: (type: string) => type === 'speculationrules' }),
    );
    loadNextPagesAhead(SPECULATION_RULES_ID);
    paint();
    vi.advanceTimersByTime(10_000);
    expect(rules()).toBeUndefined();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    // A prerendered page produces no frame while hidden: nothing until it is shown.
    expect(rules()).toBeUndefined();
    paint();
    vi.advanceTimersByTime(0);
    expect(rules()).toBe(speculationRules(servicePlan));
  });

  // Its 4G run leaves its listeners on the document: the tests after it press nothing.
  it('without the API, a press fetches the next page, but not for a visitor who saves data or is on 2G', () => {
    readyState = 'complete';
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    vi.stubGlobal('HTMLScriptElement', Object.assign(HTMLScriptElement, { supports: () => false }));
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      fetched.push(path);
      return Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) });
    });
    document.body.insertAdjacentHTML('beforeend', '<a id="next" href="/contact?projet=charpente">Devis</a>');
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: '4g' }]) {
      vi.stubGlobal('navigator', { connection });
      loadNextPagesAhead(SPECULATION_RULES_ID);
      paint();
      vi.advanceTimersByTime(1000);
      document.getElementById('next')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(fetched, JSON.stringify(connection)).toEqual(
        connection.effectiveType === '4g' ? ['/contact?projet=charpente'] : [],
      );
    }
  });

  it('puts nothing to work for a visitor who asked to save data, on 2G, and no rules without the API', () => {
    readyState = 'complete';
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    for (const [connection, supports] of [
      [{ saveData: true }, true],
      [{ effectiveType: 'slow-2g' }, true],
      [{ effectiveType: '4g' }, false],
    ] as const) {
      vi.stubGlobal('HTMLScriptElement', Object.assign(HTMLScriptElement, { supports: () => supports }));
      vi.stubGlobal('navigator', { connection });
      loadNextPagesAhead(SPECULATION_RULES_ID);
      paint();
      vi.advanceTimersByTime(1000);
      expect(rules(), JSON.stringify(connection)).toBeUndefined();
    }
  });
});
