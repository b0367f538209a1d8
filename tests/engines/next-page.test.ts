import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readContent } from '../../src/integrations/content-files';
import { DRAFT_STORAGE_KEY, serializeDraft } from '../../src/lib/contact/contact-form';
import { chromiumLaunchArgs, findChromium } from '../../tools/chromium.mjs';
import { e2ePort } from '../../tools/test-sites.mjs';
import { openEngine, selectedEngines, waitFor, type EnginePage } from './drivers';
import { STORM_PATH } from '../../src/lib/content/site-content';

/**
 * The next page, loaded ahead, and the previous one, kept: in Chromium, a pointer resting on
 * « Demander un Devis Gratuit » or on a service card prerenders its page, which opens at once and
 * right (its section, head, islands after it is shown, the draft of the form as it is then); in
 * every engine, back and forward show the page from the browser's back/forward cache, where it
 * was left, typed fields included.
 *
 * Chromium refuses to prerender a page under DevTools emulation (viewport, throttling) or with a
 * session attached to the page itself: its browser here has a window of the size wanted and only
 * puppeteer's own connection, taken anew once the prerendered page has replaced the first one.
 */
const origin = `http://127.0.0.1:${e2ePort}`;
const { sections, services } = readContent();
const charpente = services.find((service) => service.slug === 'charpente')!;
const contactHead = sections.find((section) => section.id === 'contact')!;
const selected = selectedEngines();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Navigates as a link or the back button would, from the page's own script, a moment after the
 * WebDriver call has returned: a script call still running when its page unloads is left
 * unanswered by WebKitWebDriver ("Callback was not called before the unload event") and holds the
 * session until its script timeout.
 */
function navigateFromPage(page: EnginePage, to: string | 'back'): Promise<void> {
  return page.evaluate((target) => {
    setTimeout(() => (target === 'back' ? history.back() : location.assign(target)), 50);
  }, to);
}

/** Like drivers' `waitFor`, through navigations: an evaluation in a page being replaced counts as not yet. */
async function acrossNavigations<Result, Arg>(
  page: EnginePage,
  what: string,
  fn: (arg: Arg) => Result,
  arg: Arg,
): Promise<NonNullable<Result>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const result = await page.evaluate(fn, arg).catch(() => null);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out waiting for ${what}`);
    await pause(100);
  }
}

describe.each(selected.filter((engine) => engine === 'chromium'))(
  '%s: the next page, prerendered on the visitor’s intent',
  () => {
    let browser: Browser;

    beforeAll(async () => {
      const executablePath = findChromium();
      if (!executablePath) throw new Error('Chromium not found: run `npm exec -- node tools/ensure-browser.mjs`');
      browser = await puppeteer.launch({
        executablePath,
        args: [...chromiumLaunchArgs, '--window-size=1280,800'],
        headless: true,
        defaultViewport: null,
      });
    });
    afterAll(async () => {
      await browser?.close();
    });

    /** The tab as it is now: after an activation, the prerendered page has replaced the first one. */
    async function shownPage(): Promise<Page> {
      const endpoint = browser.wsEndpoint();
      await browser.disconnect();
      browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
      const [page] = await browser.pages();
      page!.setDefaultTimeout(15_000);
      return page!;
    }

    /** Opens `from`, lets it load and settle, rests the pointer on `link` until its page is ready, clicks. */
    async function followAfterRest(
      from: string,
      link: string,
      beforeClick?: (page: Page) => Promise<void>,
    ): Promise<Page> {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      // When the page puts its rules to work, noted from its very start.
      const watch = await page.evaluateOnNewDocument(() => {
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('script[type="speculationrules"]')) return;
          (window as unknown as { rulesAt: number }).rulesAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${origin}${from}`, { waitUntil: 'load' });
      await page.removeScriptToEvaluateOnNewDocument(watch.identifier);
      await page.waitForFunction(() => 'rulesAt' in window);
      // Nothing is loaded ahead before the page has loaded (its largest picture included).
      const { rulesAt, loadedAt } = await page.evaluate(() => ({
        rulesAt: (window as unknown as { rulesAt: number }).rulesAt,
        loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      }));
      expect(rulesAt).toBeGreaterThanOrEqual(loadedAt);
      await page.hover(link);
      await pause(2500);
      await beforeClick?.(page);
      await page.click(link);
      await pause(300);
      return shownPage();
    }

    /**
     * In the shown page: whether it was prerendered, and what it did before it was shown (resources
     * asked for before its activation) and since (policy reports, the rules it put to work).
     */
    function arrival(page: Page) {
      return page.evaluate(
        () =>
          new Promise<{
            activationStart: number;
            scriptsWhileHidden: string[];
            violations: string[];
            rules: number;
            webFonts: number;
          }>((resolve) => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
              activationStart: number;
            };
            const violations: string[] = [];
            new ReportingObserver((reports) => violations.push(...reports.map((r) => JSON.stringify(r.body))), {
              types: ['csp-violation'],
              buffered: true,
            }).observe();
            setTimeout(() => {
              const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
              resolve({
                activationStart: navigation.activationStart,
                scriptsWhileHidden: resources
                  .filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name))
                  .filter((r) => r.startTime < navigation.activationStart)
                  .map((r) => r.name),
                violations,
                rules: document.querySelectorAll('script[type="speculationrules"]').length,
                webFonts: [...document.fonts].filter((face) =>
                  ['Inter Variable', 'Fraunces Variable'].includes(face.family.replaceAll('"', '')),
                ).length,
              });
            }, 500);
          }),
      );
    }

    test('« Demander un Devis Gratuit » on a service page: /contact opens at its form, right, its islands hydrated only once shown, the draft as it is at the click, the service’s project type chosen', async () => {
      const draft = {
        nom: 'Élise Van den Bossche',
        email: 'prerendu@example.be',
        telephone: '+32 470 12 34 56',
        ville: 'Thuin',
        sujet: '',
        message: 'Tapé après que la page a été préparée.',
      };
      const page = await followAfterRest('/services/charpente', 'main a[href^="/contact?"]', (first) =>
        // Written once the page is prerendered: the form must read the draft when it is shown.
        first.evaluate(
          ([key, value]) => {
            localStorage.clear();
            localStorage.setItem(key, value);
          },
          [DRAFT_STORAGE_KEY, serializeDraft(draft, Date.now()) ?? ''] as const,
        ),
      );
      const shown = await arrival(page);
      expect(shown.activationStart, 'the page was prerendered').toBeGreaterThan(0);
      expect(shown.scriptsWhileHidden, 'no island code fetched while the page was hidden').toEqual([]);
      expect(shown.violations).toEqual([]);
      // Nothing twice: one set of rules, each web font declared once.
      await page.waitForFunction(() => document.querySelectorAll('script[type="speculationrules"]').length === 1);
      expect(shown.webFonts).toBeLessThanOrEqual(2);
      // At its section, 80 px below the top.
      const top = await page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top);
      expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
      // Its head and address once the header has hydrated, and the form with the draft of the click's time.
      await page.waitForFunction(
        (want) =>
          document.title === want.title &&
          document.querySelector('meta[name="description"]')?.getAttribute('content') === want.description &&
          location.pathname === '/contact',
        {},
        { title: contactHead.title, description: contactHead.description },
      );
      await page.waitForSelector('#formulaire-devis[data-ready]');
      const fields = await page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('#formulaire-devis')!;
        return Object.fromEntries(
          ['nom', 'email', 'telephone', 'ville', 'sujet', 'message'].map((name) => [
            name,
            (form.elements.namedItem(name) as HTMLInputElement).value,
          ]),
        );
      });
      // The draft kept, the type the visitor had not chosen yet taken from the button (the charpente page's).
      expect(fields).toEqual({ ...draft, sujet: charpente.projectType?.value ?? charpente.slug });
      await page.evaluate(() => localStorage.clear());
    });

    test('a service card on the home page: its service page opens at once, with its title', async () => {
      const [service] = services;
      const page = await followAfterRest('/', `#services a[href="/services/${service!.slug}"]`);
      const shown = await arrival(page);
      expect(shown.activationStart, 'the page was prerendered').toBeGreaterThan(0);
      expect(shown.violations).toEqual([]);
      expect(await page.evaluate(() => [location.pathname, document.querySelector('h1')?.textContent])).toEqual([
        `/services/${service!.slug}`,
        service!.title,
      ]);
    });
  },
);

/** The back/forward cache: a page shown again as it was left, not loaded again. */
describe.each(selected.filter((engine) => engine !== 'chromium'))('%s: back and forward', (engine) => {
  let page: EnginePage;

  beforeAll(async () => {
    page = await openEngine(engine);
    await page.setViewport(1280, 800);
  });
  afterAll(async () => {
    await page?.close();
  });

  /** Marks the page's own script context and notes how it is shown again. */
  function mark(): Promise<void> {
    return page.evaluate(() => {
      const state = window as unknown as { kept?: boolean; restored?: boolean };
      state.kept = true;
      state.restored = false;
      window.addEventListener('pageshow', (event) => (state.restored = event.persisted));
    });
  }

  for (const path of ['/', '/contact', '/services/charpente', '/mentions-legales', STORM_PATH]) {
    test(`${path}: back from the next page shows it from the cache, where it was left`, async () => {
      // As a link would (the drivers' own navigation can lose track after a page shown from the cache).
      await navigateFromPage(page, `${origin}${path}`);
      await acrossNavigations(
        page,
        'the page loaded',
        (href) => location.pathname === href && document.readyState === 'complete',
        path,
      );
      if (path === '/contact') {
        // The visitor types at the form (WebKit brings a focused field back into view on return).
        await waitFor(page, 'the form ready', () => Boolean(document.querySelector('#formulaire-devis[data-ready]')));
        await page.type('#formulaire-devis [name="ville"]', 'Beaumont');
      } else {
        await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      }
      // A visitor reading: what the page loads as it is scrolled (pictures) and after its load
      // (the web fonts, 1.5 s later) has arrived; a request still on its way keeps a page out of
      // Firefox's cache.
      await pause(2500);
      await waitFor(page, 'the pictures in view loaded', () =>
        [...document.images].every((image) => image.complete || image.loading === 'lazy'),
      );
      const left = await page.evaluate(() => window.scrollY);
      await mark();
      const next = '/politique-de-confidentialite';
      await navigateFromPage(page, next);
      await acrossNavigations(
        page,
        'the next page loaded',
        (href) => location.pathname === href && document.readyState === 'complete',
        next,
      );
      await navigateFromPage(page, 'back');
      // The home page's address follows the section read (its header island): any address but the next page's.
      const back = await acrossNavigations(
        page,
        'the page shown again',
        (href) =>
          location.pathname !== href && document.readyState === 'complete'
            ? {
                kept: (window as unknown as { kept?: boolean }).kept === true,
                restored: (window as unknown as { restored?: boolean }).restored === true,
                y: window.scrollY,
                ville: (document.querySelector('#formulaire-devis [name="ville"]') as HTMLInputElement | null)?.value,
              }
            : null,
        next,
      );
      expect(back.kept && back.restored, `${engine} showed ${path} from its back/forward cache`).toBe(true);
      expect(back.y).toBe(left);
      if (path === '/contact') expect(back.ville).toBe('Beaumont');
      await page.evaluate(() => localStorage.clear());
    });
  }
});
