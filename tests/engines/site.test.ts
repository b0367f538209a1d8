import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readExampleContent } from '../support/example-content';
import { queueReplies, receivedRequests } from '../support/emailjs-stand-in-client';
import { islandStates, scrollSettled } from '../support/page-probes.mjs';
import { e2ePort } from '../../tools/test-sites.mjs';
import { INTENT_FALLBACK_MS } from '../../src/lib/loading/on-intent';
import { MENU_KINDS } from '../../src/lib/navigation/header-menus';
import { STILL_FRAMES } from '../../src/lib/navigation/home-sections';
import { openEngine, selectedEngines, waitFor, type Engine, type EnginePage } from './drivers';

/**
 * The key paths of the site in the three engines a visitor may use: Chromium, Firefox (Gecko)
 * and WebKit (Safari's engine), arriving on `/` and on the alias paths, against the site built
 * for the end-to-end tests (its form sends to the local stand-in of the e-mail API through the
 * real `@emailjs/browser`). ENGINES=chromium,firefox,webkit names the engines of a run.
 */
const { sections, services, projectTypes, budgetText, ui } = readExampleContent();
const origin = `http://127.0.0.1:${e2ePort}`;
const HEADER_OFFSET = 80;
/** Scroll-driven metadata follows a programmatic scroll within this many frames once it has ended (a still page's frames, and two). */
const METADATA_DELAY_FRAMES = STILL_FRAMES + 2;
// Chromium walks these paths in the Playwright suite (tests/e2e/): here it runs only when named in
// ENGINES, as the reference beside an engine where a path fails.
const selected = process.env.ENGINES ? selectedEngines() : selectedEngines().filter((engine) => engine !== 'chromium');

const headOf = (id: string) => {
  const section = sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return { title: section.title, description: section.description };
};
const addressOf = (id: string) => (id === 'accueil' ? '/' : `/${id}`);

const homeIslands = ['GalleryTabs', 'ContactForm'];
/** The header's disclosures' buttons (static HTML, components/frame/header/). */
const summaryOf = (kind: string) => `header details[data-menu="${kind}"] summary`;
const isOpen = (kind: string) => (page: EnginePage) =>
  page.evaluate(
    (sel) => document.querySelector<HTMLDetailsElement>(sel)?.open ?? null,
    `header details[data-menu="${kind}"]`,
  );

async function expectAllHydrated(page: EnginePage, names: string[]): Promise<void> {
  try {
    await waitFor(page, `islands ${names.join(', ')} hydrated`, islandStates, names);
  } catch (error) {
    // Say which ones stayed dead.
    throw new Error(`${(error as Error).message}; islands: ${JSON.stringify(await page.evaluate(islandStates))}`, {
      cause: error,
    });
  }
}

/** Brings a section into view at once (islands that hydrate when visible then do). */
function reveal(page: EnginePage, id: string): Promise<void> {
  return page.evaluate((sectionId) => {
    document.getElementById(sectionId)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, id);
}

async function expectAtSection(page: EnginePage, id: string): Promise<void> {
  await page.evaluate(scrollSettled);
  const top = await page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
  expect(
    Math.abs(top - HEADER_OFFSET),
    `#${id} is ${top} px below the top, expected ${HEADER_OFFSET} ± 2`,
  ).toBeLessThanOrEqual(2);
}

function head(page: EnginePage) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    pathname: window.location.pathname,
  }));
}

async function expectHead(page: EnginePage, id: string): Promise<void> {
  const expected = { ...headOf(id), pathname: addressOf(id) };
  try {
    await waitFor(
      page,
      `the head of #${id}`,
      (want) =>
        document.title === want.title &&
        document.querySelector('meta[name="description"]')?.getAttribute('content') === want.description &&
        window.location.pathname === want.pathname,
      expected,
      5_000,
    );
  } catch {
    expect(await head(page)).toEqual(expected);
  }
}

/** From now on, in the page's frames: the frame the page last moved in, and the one its title last changed in. */
function recordScrollAndTitle(page: EnginePage): Promise<void> {
  return page.evaluate(() => {
    const log = { frame: 0, lastMove: 0, titleAt: -1 };
    (window as unknown as { scrollLog: typeof log }).scrollLog = log;
    let y = window.scrollY;
    const tick = () => {
      log.frame += 1;
      if (window.scrollY !== y) {
        y = window.scrollY;
        log.lastMove = log.frame;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      log.titleAt = log.frame;
    }).observe(document.querySelector('title')!, { childList: true, characterData: true, subtree: true });
  });
}

/**
 * The title followed the scroll within a few frames of its end: counted in the page's own frames,
 * so that a busy machine, whose frames come late, measures the same behaviour.
 */
async function expectTitleFollowedScroll(page: EnginePage): Promise<void> {
  const log = await page.evaluate(
    () => (window as unknown as { scrollLog: { lastMove: number; titleAt: number } }).scrollLog,
  );
  expect(log.titleAt, 'the title changed').toBeGreaterThanOrEqual(0);
  expect(log.titleAt - log.lastMove, 'frames between the end of the scroll and the new title').toBeLessThanOrEqual(
    METADATA_DELAY_FRAMES,
  );
}

/** Clicks an in-page link of the header and checks where it leads: 80 px offset, address, head, on time. */
async function navigate(page: EnginePage, selector: string, id: string): Promise<void> {
  await recordScrollAndTitle(page);
  await page.click(selector);
  await expectAtSection(page, id);
  await expectHead(page, id);
  await expectTitleFollowedScroll(page);
}

/** A click on the hero's plain background, away from the header, its menus and any link. */
async function clickOutside(page: EnginePage): Promise<void> {
  const [x, y] = [640, 700];
  const target = await page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px, py);
      return element?.closest('header, a, button') ? element.outerHTML.slice(0, 120) : 'plain';
    },
    [x, y] as const,
  );
  expect(target, 'what a click outside the header would land on').toBe('plain');
  await page.clickAt(x, y);
}

function isShown(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector<HTMLElement>(sel);
    if (!element || element.closest('[hidden]')) return false;
    const style = getComputedStyle(element);
    return style.visibility === 'visible' && style.display !== 'none' && element.getClientRects().length > 0;
  }, selector);
}

async function waitShown(page: EnginePage, selector: string, shown: boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await isShown(page, selector)) !== shown) {
    if (Date.now() > deadline) throw new Error(`${page.engine}: ${selector} still ${shown ? 'hidden' : 'shown'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---- The form --------------------------------------------------------------------------------

type Fields = Record<'nom' | 'email' | 'telephone' | 'ville' | 'sujet' | 'message', string>;

function sampleFields(engine: Engine, test: string): Fields {
  return {
    nom: 'Élise Van den Bossche',
    email: `moteurs-${engine}-${test}-${Date.now()}@example.be`,
    telephone: '+32 470 12 34 56',
    ville: 'Thuin',
    sujet: 'couverture-zinc',
    message: 'Bonjour,\nune gouttière fuit depuis la tempête — pouvez-vous passer ?',
  };
}

async function fillForm(page: EnginePage, fields: Fields): Promise<void> {
  for (const name of ['nom', 'email', 'telephone', 'ville', 'message'] as const) {
    await page.type(`#formulaire-devis [name="${name}"]`, fields[name]);
  }
  // WebKitGTK's driver cannot operate a <select>: choose as the browser would (its own setter, then the events).
  await page.evaluate((value) => {
    const select = document.querySelector<HTMLSelectElement>('#formulaire-devis [name="sujet"]')!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, fields.sujet);
}

function fieldValues(page: EnginePage): Promise<Fields> {
  return page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('#formulaire-devis')!;
    const values: Record<string, string> = {};
    for (const name of ['nom', 'email', 'telephone', 'ville', 'sujet', 'message']) {
      values[name] = (form.elements.namedItem(name) as HTMLInputElement).value;
    }
    return values as Fields;
  });
}

function draft(page: EnginePage): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('demande-de-devis:brouillon'));
}

/** The form on /contact, hydrated and ready; `fresh`: no draft, and no earlier send holding the rate limit. */
async function openForm(page: EnginePage, { fresh }: { fresh: boolean }): Promise<void> {
  if (fresh) {
    await page.goto(`${origin}/mentions-legales`);
    // The draft is kept on the device, the last send's time in the tab's session.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await page.goto(`${origin}/contact`);
  await expectAllHydrated(page, ['ContactForm']);
}

async function toast(page: EnginePage): Promise<{ title: string; description: string }> {
  return waitFor(page, 'a toast', () => {
    const element = document.querySelector('[data-sonner-toast]');
    const title = element?.querySelector('[data-title]')?.textContent;
    return title ? { title, description: element?.querySelector('[data-description]')?.textContent ?? '' } : null;
  });
}

// ---- The suite -------------------------------------------------------------------------------

describe.each(selected)('%s', (engine) => {
  let page: EnginePage;

  beforeAll(async () => {
    page = await openEngine(engine);
    await page.setViewport(1280, 800);
  });

  afterAll(async () => {
    await page?.close();
  });

  for (const alias of ['galerie', 'contact'] as const) {
    test(`/${alias}: opens at its section, with its head, and every island hydrates`, async () => {
      await page.setViewport(1280, 800);
      await page.goto(`${origin}/${alias}`);
      await expectAllHydrated(page, alias === 'galerie' ? ['GalleryTabs'] : ['ContactForm']);
      await expectAtSection(page, alias);
      await expectHead(page, alias);
      await reveal(page, alias === 'galerie' ? 'contact' : 'galerie');
      await expectAllHydrated(page, homeIslands);
      // The sections below the hero are laid out in full (progressive layout), not left waiting.
      await waitFor(page, 'every section laid out', () => !document.querySelector('[data-render-later]'));
    });
  }

  test('a service page’s « Demander un Devis Gratuit »: the form opens with the service’s project type chosen', async () => {
    const [service] = services;
    const value = service!.projectType?.value ?? service!.slug;
    expect(projectTypes.map((type) => type.value)).toContain(value);
    await page.setViewport(1280, 800);
    await page.goto(`${origin}${service!.path}`);
    await page.evaluate(() => localStorage.clear());
    // Followed as the button's address, not clicked: Chromium may show the page it prerendered for
    // that link (tests/engines/next-page.test.ts), in a frame the driver no longer follows.
    const href = await page.evaluate(
      () => document.querySelector<HTMLAnchorElement>('main a[href^="/contact?"]')?.href,
    );
    expect(href).toBeDefined();
    await page.goto(href!);
    await waitFor(page, 'the form page', () => location.pathname === '/contact');
    await expectAllHydrated(page, ['ContactForm']);
    await waitFor(page, 'the form ready', () => document.querySelector('#formulaire-devis[data-ready]') !== null);
    expect(
      await page.evaluate(() => [
        location.search,
        document.querySelector<HTMLSelectElement>('#formulaire-devis select[name="sujet"]')?.value,
      ]),
    ).toEqual([`?projet=${value}`, value]);
  });

  test('a service page’s calculator: hydrated by a tap, it computes, and its estimate reaches the e-mail service in the message', async () => {
    const service = services.find((entry) => entry.budget?.lines[0]?.unit === 'm2')!;
    const line = service.budget!.lines[0]!;
    await page.setViewport(1280, 800);
    await page.goto(`${origin}${service.path}`);
    await page.evaluate(() => localStorage.clear());
    // Not hydrated until reached for: past an island's fallback on intent, still served HTML.
    await new Promise((resolve) => setTimeout(resolve, INTENT_FALLBACK_MS + 1000));
    expect(await page.evaluate(islandStates, ['PriceCalculator'])).toBeNull();
    await page.click('input[name="quantite"]');
    await expectAllHydrated(page, ['PriceCalculator']);
    await page.type('input[name="quantite"]', '80');
    await page.click('input[name="logement"][value="reduced"]');
    const low = (80 * line.from).toLocaleString('fr-BE');
    const shown = await waitFor(page, 'the estimate', () => {
      const text = document.getElementById('calculateur-resultat')?.textContent ?? '';
      return /HTVA/.test(text) ? text : null;
    });
    expect(shown).toContain(`${low}\u00a0à`);
    expect(shown).not.toMatch(/NaN/);
    // The button's handler keeps the estimate; the address is then followed (Chromium may show a
    // prerendered page for a real click, in a frame the driver no longer follows).
    const href = await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('#budget a[href^="/contact?"]')].pop()!;
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      link.click();
      return link.href;
    });
    await page.goto(href);
    await expectAllHydrated(page, ['ContactForm']);
    await waitFor(page, 'the form ready', () => document.querySelector('#formulaire-devis[data-ready]') !== null);
    const message = await page.evaluate(
      () => document.querySelector<HTMLTextAreaElement>('#formulaire-devis [name="message"]')!.value,
    );
    expect(message.split('\n').slice(0, 2)).toEqual([
      `${budgetText.message.intro}\u00a0: ${service.title}`,
      `${line.label}\u00a0: 80\u00a0${budgetText.units.m2.symbol}`,
    ]);
    const fields = {
      ...sampleFields(engine, 'estimation'),
      sujet: service.projectType?.value ?? service.slug,
      message,
    };
    for (const name of ['nom', 'email', 'telephone', 'ville'] as const) {
      await page.type(`#formulaire-devis [name="${name}"]`, fields[name]);
    }
    await page.click('#formulaire-devis button[data-submit]');
    expect((await toast(page)).title).toBe('Succès\u00a0!');
    const [request] = await receivedRequests(fields.email);
    expect((request!.body as { template_params: Fields }).template_params).toEqual(fields);
  });

  test('/: every island hydrates', async () => {
    await page.goto(`${origin}/`);
    // Once laid out in full: a jump over sections still being laid out may land elsewhere (WebKit has no scroll anchoring).
    await waitFor(page, 'every section laid out', () => !document.querySelector('[data-render-later]'));
    await reveal(page, 'galerie');
    await expectAllHydrated(page, ['GalleryTabs']);
    await reveal(page, 'contact');
    await expectAllHydrated(page, homeIslands);
  });

  test('header: each item scrolls to its section (80 px), sets address, title and description on time; back and forward', async () => {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    const nav = 'nav[aria-label="Navigation principale"]';
    await navigate(page, `${nav} a[href="/galerie#galerie"]`, 'galerie');
    await navigate(page, `${nav} a[href="/contact#contact"]`, 'contact');
    await navigate(page, `${nav} a[href="/apropos#apropos"]`, 'apropos');

    await recordScrollAndTitle(page);
    await page.back();
    await expectAtSection(page, 'contact');
    await expectHead(page, 'contact');
    await expectTitleFollowedScroll(page);
    await page.back();
    await expectAtSection(page, 'galerie');
    await expectHead(page, 'galerie');
    await recordScrollAndTitle(page);
    await page.forward();
    await expectAtSection(page, 'contact');
    await expectHead(page, 'contact');
    await expectTitleFollowedScroll(page);
  });

  test('desktop: the services sub-menu opens on hover and on its button, closes on an outside click', async () => {
    await page.setViewport(1280, 800);
    await page.goto(`${origin}/`);
    const nav = 'nav[aria-label="Navigation principale"]';
    const toggle = summaryOf(MENU_KINDS.bar);
    const submenu = '#sous-menu-services';
    await waitShown(page, submenu, false);
    await page.hover(`${nav} a[href="/services#services"]`);
    await waitShown(page, submenu, true);
    expect(await page.evaluate((sel) => document.querySelectorAll(`${sel} a`).length, submenu)).toBe(7);
    await clickOutside(page);
    await waitShown(page, submenu, false);
    await page.click(toggle);
    await waitShown(page, submenu, true);
    expect(await isOpen(MENU_KINDS.bar)(page)).toBe(true);
    await clickOutside(page);
    await waitShown(page, submenu, false);
    expect(await isOpen(MENU_KINDS.bar)(page)).toBe(false);
  });

  test('phone-sized window: the menu, its services sub-menu, and an item that scrolls to its section', async () => {
    const viewport = await page.setViewport(390, 844);
    try {
      // A phone's layout (below Tailwind's `sm`, 640 px), whatever the narrowest window the engine allows.
      expect(viewport.width).toBeLessThan(640);
      await page.goto(`${origin}/`);
      const menu = '#menu-mobile';
      await waitShown(page, menu, false);
      await page.click(summaryOf(MENU_KINDS.phone));
      await waitShown(page, menu, true);
      await page.click(summaryOf(MENU_KINDS.panel));
      await waitShown(page, '#sous-menu-services-mobile a', true);
      expect(await page.evaluate(() => document.querySelectorAll('#sous-menu-services-mobile a').length)).toBe(7);
      await navigate(page, `${menu} a[href="/zone#zone"]`, 'zone');
      await waitShown(page, menu, false);
    } finally {
      await page.setViewport(1280, 800);
    }
  });

  test('gallery: a tab shows its pictures; a picture opens the lightbox, Escape closes it and focus returns', async () => {
    await page.goto(`${origin}/galerie`);
    await expectAllHydrated(page, ['GalleryTabs']);
    const tab = '#galerie [role="tab"][aria-controls$="-content-zinc"]';
    await page.click(tab);
    await waitFor(
      page,
      'the zinc tab selected',
      (sel) => document.querySelector(sel)?.getAttribute('aria-selected') === 'true',
      tab,
    );
    await waitShown(page, '#galerie [data-category="zinc"] figure a', true);
    const caption = await page.evaluate(
      () => document.querySelector('#galerie [data-category="zinc"] figcaption')?.textContent ?? '',
    );
    await page.click('#galerie [data-category="zinc"] figure a');
    const alt = await waitFor(page, 'the lightbox', () =>
      document.querySelector('[role="dialog"] .yarl__slide_current img')?.getAttribute('alt'),
    );
    expect(alt).toBe(caption);
    await page.press('Escape');
    await waitFor(page, 'the lightbox closed', () => !document.querySelector('[role="dialog"]'));
    expect(
      await page.evaluate(
        () => document.activeElement === document.querySelector('#galerie [data-category="zinc"] figure a'),
      ),
    ).toBe(true);
  });

  test('form: sent through the e-mail service, « Succès ! », fields and draft emptied', async () => {
    const fields = sampleFields(engine, 'succes');
    await openForm(page, { fresh: true });
    await fillForm(page, fields);
    expect(await fieldValues(page)).toEqual(fields);
    await page.click('#formulaire-devis button[data-submit]');
    const shown = await toast(page);
    expect(shown.title).toBe('Succès\u00a0!');
    // The success, then the way to send the roof's photos with this request.
    expect(shown.description.startsWith('Votre e-mail a été envoyé avec succès.')).toBe(true);
    // Its code comes with the successful send: the toast shows it once it has arrived.
    const photos = await waitFor(
      page,
      'the photos’ way in the toast',
      (sent) =>
        document.querySelector('[data-sonner-toast] [data-description]')?.textContent?.includes(sent) ? sent : null,
      ui.photos.sent,
    );
    expect(photos).toBe(ui.photos.sent);
    await waitFor(
      page,
      'the fields emptied',
      () => (document.querySelector('#formulaire-devis [name="nom"]') as HTMLInputElement).value === '',
    );
    expect(await fieldValues(page)).toEqual({ nom: '', email: '', telephone: '', ville: '', sujet: '', message: '' });
    expect(await draft(page)).toBeNull();
    const requests = await receivedRequests(fields.email);
    expect(requests).toHaveLength(1);
    expect((requests[0]!.body as { template_params: Fields }).template_params).toEqual(fields);
  });

  test('form: a failure says « Erreur ! », keeps every field and the draft, which a reload puts back', async () => {
    const fields = sampleFields(engine, 'echec');
    await queueReplies(fields.email, [{ kind: 'status', status: 500 }]);
    await openForm(page, { fresh: true });
    await fillForm(page, fields);
    await page.click('#formulaire-devis button[data-submit]');
    const shown = await toast(page);
    expect(shown.title).toBe('Erreur\u00a0!');
    expect(shown.description).toContain('Votre e-mail n’a pas pu être envoyé.');
    expect(await fieldValues(page)).toEqual(fields);
    expect(await draft(page)).not.toBeNull();
    expect(await receivedRequests(fields.email)).toHaveLength(1);

    await openForm(page, { fresh: false });
    expect(await fieldValues(page)).toEqual(fields);
    expect(await page.evaluate(() => document.querySelector('#formulaire-devis')?.textContent ?? '')).toContain(
      'Nous avons retrouvé la demande que vous aviez commencée sur cet appareil.',
    );
    await page.evaluate(() => localStorage.clear());
  });

  test('an unknown path: the 404 page', async () => {
    await page.goto(`${origin}/page-qui-n-existe-pas`);
    const page404 = await page.evaluate(() => ({
      heading: document.querySelector('h1')?.textContent,
      back: document.querySelector('main a[href="/"]')?.textContent?.trim(),
    }));
    expect(page404).toEqual({ heading: 'Oups\u00a0! Page introuvable', back: 'Retour à l’accueil' });
    // Its header is static HTML, its menus native: no island, no script file.
    expect(await page.evaluate(() => document.querySelectorAll('astro-island, script[src]').length)).toBe(0);
  });
});
