import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../../tools/free-ports.mjs';
import { e2ePort } from '../../tools/test-sites.mjs';
import { MENU_KINDS } from '../../src/lib/navigation/header-menus';
import { readExampleContent } from '../support/example-content';
import { islandStates, scrollSettled } from '../support/page-probes.mjs';
import { openEngine, selectedEngines, waitFor, type EnginePage } from './drivers';

/**
 * The same site before hydration as after it, in the three engines: every behaviour of the header
 * and its menus the specification asks for, and what a visitor can do with the gallery and the
 * form before their code arrives, run twice: once with every script file of the site held back by
 * the test (the islands' code: React, the gallery, the form), once every island has hydrated.
 * The site is served through a proxy of the test's own, which holds those files and lets nothing
 * be cached (each page's islands wait for their code, each time).
 */
const { services, ui } = readExampleContent();
const [firstService] = services;
const HEADER_OFFSET = 80;
const states = ['before', 'after'] as const;
type State = (typeof states)[number];

/** The site on e2ePort, with every `/_astro/*.js` held while `holding`, and nothing cacheable. */
async function startHoldingProxy(): Promise<{
  origin: string;
  hold: (on: boolean) => void;
  close: () => Promise<void>;
}> {
  let holding = false;
  const held: (() => void)[] = [];
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    if (holding && /^\/_astro\/.*\.js(\?|$)/.test(request.url ?? '')) await new Promise<void>((go) => held.push(go));
    const upstream = await fetch(`http://127.0.0.1:${e2ePort}${request.url ?? '/'}`, {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'etag', 'last-modified'].includes(name),
      ),
    );
    response.writeHead(upstream.status, { ...headers, 'cache-control': 'no-store' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  };
  const server: Server = createServer((request, response) => {
    forward(request, response).catch(() => response.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    hold(on) {
      holding = on;
      if (!on) for (const go of held.splice(0)) go();
    },
    close: async () => {
      for (const go of held.splice(0)) go();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
beforeAll(async () => {
  proxy = await startHoldingProxy();
});
afterAll(async () => {
  await proxy?.close();
});

/** Opens `path` in the given state: islands waiting for their code, or every one hydrated (each brought into view, one that waits for a gesture reached for). */
async function visit(page: EnginePage, path: string, state: State): Promise<void> {
  proxy.hold(state === 'before');
  await page.goto(`${proxy.origin}${path}`);
  const islands = await page.evaluate(() => document.querySelectorAll('astro-island').length);
  if (state === 'before') {
    // Past the page's load: its islands would have hydrated by now, had their code come.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await page.evaluate(() => document.querySelectorAll('astro-island[ssr]').length);
    expect(waiting, 'islands waiting for their code').toBe(islands);
    return;
  }
  await waitFor(
    page,
    'every island hydrated',
    async () => {
      const waiting = [...document.querySelectorAll('astro-island[ssr]')];
      waiting[0]?.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      // An island that waits for the visitor's gesture (the price calculator): reached for, as a visitor would.
      if (waiting[0]?.getAttribute('client') === 'intent') {
        waiting[0].dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      return waiting.length === 0 && !document.querySelector('form#formulaire-devis:not([data-ready])');
    },
    undefined,
    15_000,
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }) ?? null);
  await page.evaluate(scrollSettled);
}

const summaryOf = (kind: string) => `header details[data-menu="${kind}"] summary`;
const isOpen = (page: EnginePage, kind: string) =>
  page.evaluate(
    (sel) => document.querySelector<HTMLDetailsElement>(sel)?.open ?? null,
    `header details[data-menu="${kind}"]`,
  );

async function waitShown(page: EnginePage, selector: string, shown: boolean): Promise<void> {
  await waitFor(
    page,
    `${selector} ${shown ? 'shown' : 'hidden'}`,
    async (arg) => {
      const element = document.querySelector<HTMLElement>(arg.selector);
      const style = element && getComputedStyle(element);
      const visible =
        !!element &&
        !element.closest('[hidden]') &&
        style?.visibility === 'visible' &&
        style.display !== 'none' &&
        element.getClientRects().length > 0;
      return visible === arg.shown;
    },
    { selector, shown },
    5_000,
  );
}

/** A point of the page away from the header, its menus and anything clickable. */
async function clickOutside(page: EnginePage): Promise<void> {
  const point = await page.evaluate(() => {
    // Towards the left: WebKitGTK's driver drops a click near the right edge of its narrowest window.
    for (const y of [window.innerHeight - 120, window.innerHeight - 200, 600, 400]) {
      for (const x of [20, 60, Math.round(document.documentElement.clientWidth / 2)]) {
        const element = document.elementFromPoint(x, y);
        if (element && !element.closest('header, a, button, summary, input, select, textarea, label, [role="tab"]')) {
          return [x, y];
        }
      }
    }
    return null;
  });
  expect(point, 'a plain point of the page').not.toBeNull();
  await page.clickAt(point![0]!, point![1]!);
}

async function expectAtSection(page: EnginePage, id: string, path: string): Promise<void> {
  await page.evaluate(scrollSettled);
  await waitFor(
    page,
    `#${id} below the header, the address ${path}`,
    (want) =>
      Math.abs(document.getElementById(want.id)!.getBoundingClientRect().top - want.offset) <= 2 &&
      location.pathname === want.path,
    { id, path, offset: HEADER_OFFSET },
    5_000,
  );
}

// Chromium's half runs in the Playwright suite (tests/e2e/navigation.spec.ts, gallery.spec.ts,
// form-before-ready.spec.ts « before … hydrate »): here it runs when named in ENGINES.
const selected = process.env.ENGINES ? selectedEngines() : selectedEngines().filter((engine) => engine !== 'chromium');

describe.each(selected)('%s', (engine) => {
  let page: EnginePage;

  beforeAll(async () => {
    page = await openEngine(engine);
  });
  afterAll(async () => {
    await page?.close();
  });

  describe.each(states)('%s hydration', (state) => {
    describe('home page, desktop bar', () => {
      beforeAll(async () => {
        await page.setViewport(1280, 800);
        await visit(page, '/', state);
      });
      const bar = 'nav[aria-label="Navigation principale"]';

      test('an item scrolls to its section, 80 px below the header, and puts its path in the address', async () => {
        await page.click(`${bar} a[href="/zone#zone"]`);
        await expectAtSection(page, 'zone', '/zone');
      });

      test('« Accueil » comes back to the top, at /', async () => {
        await page.click(`${bar} a[href="/accueil"]`);
        await expectAtSection(page, 'accueil', '/');
      });

      test('the services sub-menu opens on hover and closes once the mouse has left', async () => {
        await waitShown(page, '#sous-menu-services', false);
        await page.hover(`${bar} a[href="/services#services"]`);
        await waitShown(page, '#sous-menu-services', true);
        expect(await page.evaluate(() => document.querySelectorAll('#sous-menu-services a').length)).toBe(
          services.length,
        );
        await clickOutside(page);
        await waitShown(page, '#sous-menu-services', false);
      });

      test('its button opens it and a click outside the header closes it', async () => {
        await page.click(summaryOf(MENU_KINDS.bar));
        await waitShown(page, '#sous-menu-services', true);
        expect(await isOpen(page, MENU_KINDS.bar)).toBe(true);
        await clickOutside(page);
        await waitShown(page, '#sous-menu-services', false);
        expect(await isOpen(page, MENU_KINDS.bar)).toBe(false);
      });

      test('the call button dials the business', async () => {
        const href = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="tel:"]')]
            .filter((link) => link.getClientRects().length > 0)
            .map((link) => link.getAttribute('href')),
        );
        expect(href).toHaveLength(1);
        expect(href[0]).toMatch(/^tel:\+32\d+$/);
      });
    });

    describe('service page, desktop bar', () => {
      beforeAll(async () => {
        await page.setViewport(1280, 800);
        await visit(page, firstService!.path, state);
      });

      test('the services item toggles its sub-menu and the page stays', async () => {
        const item = summaryOf(MENU_KINDS.bar);
        expect(await page.evaluate((sel) => document.querySelector(sel)?.textContent, item)).toBe(ui.nav.services);
        await page.click(item);
        await waitShown(page, '#sous-menu-services', true);
        await page.click(item);
        await waitShown(page, '#sous-menu-services', false);
        expect(await page.evaluate(() => location.pathname)).toBe(firstService!.path);
      });
    });

    describe('phone-sized window', () => {
      beforeAll(async () => {
        // A phone's layout (below Tailwind's `sm`, 640 px), whatever the narrowest window the engine allows.
        expect((await page.setViewport(390, 844)).width).toBeLessThan(640);
        await visit(page, '/', state);
      });
      afterAll(async () => {
        await page.setViewport(1280, 800);
      });

      test('the menu button opens and closes the menu', async () => {
        await page.click(summaryOf(MENU_KINDS.phone));
        await waitShown(page, '#menu-mobile', true);
        await page.click(summaryOf(MENU_KINDS.phone));
        await waitShown(page, '#menu-mobile', false);
      });

      test('its services sub-menu opens by tapping its button', async () => {
        await page.click(summaryOf(MENU_KINDS.phone));
        await page.click(summaryOf(MENU_KINDS.panel));
        await waitShown(page, '#sous-menu-services-mobile a', true);
      });

      test('a click outside the header closes the menu', async () => {
        // The sub-menu closed again: the menu leaves the bottom of the screen free.
        await page.click(summaryOf(MENU_KINDS.panel));
        await waitShown(page, '#sous-menu-services-mobile a', false);
        await clickOutside(page);
        await waitShown(page, '#menu-mobile', false);
        expect(await isOpen(page, MENU_KINDS.phone)).toBe(false);
      });

      test('an item of the menu scrolls to its section and closes the menu', async () => {
        await page.click(summaryOf(MENU_KINDS.phone));
        await page.click('#menu-mobile a[href="/galerie#galerie"]');
        await expectAtSection(page, 'galerie', '/galerie');
        await waitShown(page, '#menu-mobile', false);
      });

      test('on a service page, the services item toggles its sub-menu', async () => {
        await visit(page, firstService!.path, state);
        await page.click(summaryOf(MENU_KINDS.phone));
        await page.click(summaryOf(MENU_KINDS.panel));
        await waitShown(page, '#sous-menu-services-mobile a', true);
        await page.click(summaryOf(MENU_KINDS.panel));
        await waitShown(page, '#sous-menu-services-mobile a', false);
        expect(await page.evaluate(() => location.pathname)).toBe(firstService!.path);
      });
    });

    describe('the gallery and the form', () => {
      beforeAll(async () => {
        await page.setViewport(1280, 800);
      });

      test('a gallery tab pressed is chosen (once its code has come)', async () => {
        await visit(page, '/galerie', state);
        const tab = '#galerie [role="tab"][aria-controls$="-content-zinc"]';
        await page.click(tab);
        proxy.hold(false);
        await waitFor(
          page,
          'the zinc tab selected',
          (sel) => document.querySelector(sel)?.getAttribute('aria-selected') === 'true',
          tab,
          15_000,
        );
      });

      test('the project type the address names is chosen in the form', async () => {
        await visit(page, `/contact?projet=${firstService!.projectType?.value ?? firstService!.slug}`, state);
        const value = await page.evaluate(
          () => document.querySelector<HTMLSelectElement>('#formulaire-devis select[name="sujet"]')?.value,
        );
        expect(value).toBe(firstService!.projectType?.value ?? firstService!.slug);
        if (state === 'before') expect(await page.evaluate(islandStates)).toMatchObject({ ContactForm: 'ssr' });
      });
    });
  });
});
