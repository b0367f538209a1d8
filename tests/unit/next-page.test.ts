// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectionAllows,
  loadNextPagesAhead,
  nextPagePlan,
  SPECULATION_RULES_ID,
  speculationRules,
} from '../../src/lib/navigation/next-page';
import { homePagePaths } from '../../src/lib/navigation/sections';

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

  it('puts nothing to work for a visitor who asked to save data, on 2G, or without the API', () => {
    readyState = 'complete';
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
