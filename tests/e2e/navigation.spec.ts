import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { waitForFullLayout } from '../support/hydration';
import { afterMilliseconds, nothingHappensFor } from '../support/timing';
import { MENU_KINDS } from '../../src/lib/navigation/header-menus';
import { readExampleContent } from '../support/example-content';
import {
  expectSectionBelowHeader,
  HEADER_OFFSET,
  headerItems,
  historyLength,
  offsetOnFrame,
  pathname,
  pointerAwayFromHeader,
  sectionTop,
  serviceSubPages,
  waitForScrollToSettle,
  type HeaderItem,
} from '../support/navigation';

/**
 * Header navigation, at 1280×800 (desktop bar) and 390×844 (mobile toggle menu). The header is
 * static HTML: its menus are native disclosures (<details>), the page's inline scripts close them
 * and scroll to the home page's sections; no island's code is involved (see « before the islands
 * hydrate » below).
 */

const { ui, home, services } = readExampleContent();
/** The header's texts, as the example words them. */
const { mainNavLabel, mobileNavLabel } = ui.header;
/** The services item (on a service page, the button that toggles the sub-menu). */
const SERVICES = ui.nav.services;
/** The sub-menu's first two entries: the first two service pages. */
const [FIRST_SERVICE] = [services[0]!.title];
const titleOf = (slug: string) => services.find((service) => service.slug === slug)!.title;
/** Past the moment the bar's sub-menu hides once the mouse has left its item (global.css: 120 ms, then a 150 ms fade). */
const SUBMENU_HIDE_MS = 400;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: mainNavLabel });
}
function mobileNav(page: Page) {
  return page.getByRole('navigation', { name: mobileNavLabel });
}
/** The phone menu's disclosure, and its button. */
function phoneMenu(page: Page) {
  return page.locator(`header details[data-menu="${MENU_KINDS.phone}"]`);
}
function menuButton(page: Page) {
  return phoneMenu(page).locator('summary');
}
/** The services sub-menu's disclosure: in the phone menu on phones, in the bar on desktop. */
function servicesMenu(page: Page, isMobile: boolean) {
  return page.locator(`header details[data-menu="${isMobile ? MENU_KINDS.panel : MENU_KINDS.bar}"]`);
}
function servicesToggle(page: Page, isMobile: boolean) {
  return servicesMenu(page, isMobile).locator('summary');
}
function submenu(page: Page, isMobile: boolean) {
  return page.locator(isMobile ? '#sous-menu-services-mobile' : '#sous-menu-services');
}
async function expectOpen(disclosure: ReturnType<typeof phoneMenu>, open: boolean): Promise<void> {
  if (open) await expect(disclosure).toHaveAttribute('open', '');
  else await expect(disclosure).not.toHaveAttribute('open');
}

/** Clicks a header item the way a visitor would: in the bar on desktop, through the menu on phones. */
async function clickItem(page: Page, isMobile: boolean, item: HeaderItem): Promise<void> {
  if (isMobile) {
    if ((await phoneMenu(page).getAttribute('open')) === null) await menuButton(page).click();
    await mobileNav(page).getByRole('link', { name: item.label, exact: true }).click();
  } else {
    await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
  }
}

const bySection = (section: HeaderItem['section']) => headerItems.find((item) => item.section === section)!;

test.describe('header navigation on the home page', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('each item scrolls to its section, 80 px below the top, and pushes its path', async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    // Down, up and across the page, so that every item is clicked from somewhere else.
    const order = ['contact', 'galerie', 'services', 'communes-proches', 'apropos', 'zone', 'accueil'] as const;
    let expectedLength = await historyLength(page);
    for (const section of order) {
      const item = bySection(section);
      await clickItem(page, isMobile, item);
      await expectSectionBelowHeader(page, item.section);
      expectedLength += 1;
      expect(await historyLength(page), `history.length after ${item.label}`).toBe(expectedLength);
      expect(await pathname(page), `pathname after ${item.label}`).toBe(item.address);
      if (isMobile) await expect(mobileNav(page)).toBeHidden();
    }
  });

  test('back and forward move between the sections reached from the menu', async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    const visited = (['galerie', 'contact', 'apropos'] as const).map(bySection);
    for (const item of visited) {
      await clickItem(page, isMobile, item);
      await expectSectionBelowHeader(page, item.section);
    }
    await page.goBack();
    await expectSectionBelowHeader(page, 'contact');
    expect(await pathname(page)).toBe('/contact');
    await page.goBack();
    await expectSectionBelowHeader(page, 'galerie');
    expect(await pathname(page)).toBe('/galerie');
    await page.goBack();
    await expectSectionBelowHeader(page, 'accueil');
    expect(await pathname(page)).toBe('/');
    await page.goForward();
    await expectSectionBelowHeader(page, 'galerie');
    expect(await pathname(page)).toBe('/galerie');
    await page.goForward();
    await expectSectionBelowHeader(page, 'contact');
    expect(await pathname(page)).toBe('/contact');
  });

  test('the scroll is smooth, and instant when the visitor asks for reduced motion', async ({ page, isMobile }) => {
    const record = () =>
      page.evaluate(() => {
        const seen: number[] = [];
        window.addEventListener('scroll', () => seen.push(window.scrollY));
        (window as unknown as { seen: number[] }).seen = seen;
      });
    /** Scroll positions recorded strictly between the start (0) and the end: the frames of an animation. */
    const intermediate = () =>
      page.evaluate(() => {
        const end = window.scrollY;
        return (window as unknown as { seen: number[] }).seen.filter((y) => y > 5 && Math.abs(y - end) > 5).length;
      });

    await record();
    await clickItem(page, isMobile, bySection('zone'));
    await expectSectionBelowHeader(page, 'zone');
    expect(await intermediate(), 'a smooth scroll goes through positions on the way').toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await record();
    await clickItem(page, isMobile, bySection('zone'));
    // Already there, without waiting for any animation.
    expect(Math.abs((await sectionTop(page, 'zone')) - HEADER_OFFSET)).toBeLessThanOrEqual(2);
    await waitForScrollToSettle(page);
    expect(await intermediate(), 'an instant scroll jumps straight there').toBe(0);
  });

  test('in-page buttons to a section behave like the menu (hero → contact, services)', async ({ page }) => {
    const before = await historyLength(page);
    await page.locator('#accueil').getByRole('link', { name: home.hero.quoteButton }).click();
    await expectSectionBelowHeader(page, 'contact');
    expect(await pathname(page)).toBe('/contact');
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await expectSectionBelowHeader(page, 'accueil');
    await page.locator('#accueil').getByRole('link', { name: home.hero.servicesButton }).click();
    await expectSectionBelowHeader(page, 'services');
    expect(await pathname(page)).toBe('/services');
  });
});

test.describe('services sub-menu', { tag: '@phone' }, () => {
  test('desktop: opens on hover, closes on a click and on an outside click', async ({ page, isMobile }) => {
    await page.goto('/');
    const toggle = servicesToggle(page, isMobile);
    const list = submenu(page, isMobile);
    if (isMobile) {
      // Phones have no hover: the sub-menu opens by tapping its button.
      await menuButton(page).tap();
      await expect(list).toBeHidden();
      await toggle.tap();
      await expectOpen(servicesMenu(page, isMobile), true);
      await expect(list.getByRole('link')).toHaveCount(services.length);
      await expect(list).toBeVisible();
      await toggle.tap();
      await expectOpen(servicesMenu(page, isMobile), false);
      await expect(list).toBeHidden();
      return;
    }
    await expect(list).toBeHidden();
    await mainNav(page).getByRole('link', { name: SERVICES, exact: true }).hover();
    await expect(list).toBeVisible();
    const links = list.getByRole('link');
    await expect(links).toHaveCount(services.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(serviceSubPages);
    // Leaving with the mouse closes what the hover opened.
    await page.mouse.move(640, 600);
    await expect(list).toBeHidden();

    // A click on its button opens it: it then stays open once the mouse has left…
    await toggle.click();
    await expectOpen(servicesMenu(page, isMobile), true);
    await expect(list).toBeVisible();
    await page.mouse.move(640, 600);
    await afterMilliseconds(page, SUBMENU_HIDE_MS);
    await expect(list).toBeVisible();
    // …until a click outside.
    await page.mouse.click(640, 600);
    await expectOpen(servicesMenu(page, isMobile), false);
    await expect(list).toBeHidden();

    // A click on its button closes it too, the mouse still on the item.
    await mainNav(page).getByRole('link', { name: SERVICES, exact: true }).hover();
    await toggle.click();
    await expect(list).toBeVisible();
    await toggle.click();
    await expectOpen(servicesMenu(page, isMobile), false);
    await expect(list).toBeHidden();
  });

  test('on a service page, the services item toggles the sub-menu instead of navigating', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/services/charpente');
    const lengthBefore = await historyLength(page);
    if (isMobile) await menuButton(page).tap();
    const item = servicesToggle(page, isMobile);
    const list = submenu(page, isMobile);
    await expect(item).toHaveText(SERVICES);
    await expect((isMobile ? mobileNav(page) : mainNav(page)).getByRole('link', { name: SERVICES })).toHaveCount(0);
    await expectOpen(servicesMenu(page, isMobile), false);
    await expect(list).toBeHidden();

    await item.click();
    await expectOpen(servicesMenu(page, isMobile), true);
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(services.length);
    expect(await pathname(page)).toBe('/services/charpente');
    expect(await historyLength(page)).toBe(lengthBefore);

    await item.click();
    await expectOpen(servicesMenu(page, isMobile), false);
    await expect(list).toBeHidden();
    expect(await pathname(page)).toBe('/services/charpente');

    // The sub-menu's entries lead to the service pages.
    await item.click();
    await list.getByRole('link', { name: titleOf('bardage') }).click();
    await expect(page).toHaveURL(/\/services\/bardage$/);
  });

  test('a click outside the header closes every menu', async ({ page, isMobile }) => {
    await page.goto('/services/isolation');
    if (isMobile) {
      // The menu alone leaves the bottom of the screen free: a tap there closes it.
      await menuButton(page).tap();
      await expect(mobileNav(page)).toBeVisible();
      const panel = (await mobileNav(page).boundingBox())!;
      expect(panel.y + panel.height).toBeLessThan(800);
      await page.touchscreen.tap(195, 820);
      await expect(mobileNav(page)).toBeHidden();
      await expectOpen(phoneMenu(page), false);
      // With the sub-menu open the panel fills the screen; a click reaching the page still closes both.
      await menuButton(page).tap();
      await servicesToggle(page, isMobile).tap();
      await expect(submenu(page, isMobile)).toBeVisible();
      await page.locator('main h1').dispatchEvent('click');
      await expect(mobileNav(page)).toBeHidden();
      await menuButton(page).tap();
      await expect(submenu(page, isMobile)).toBeHidden();
    } else {
      await servicesToggle(page, isMobile).click();
      await page.mouse.move(640, 700);
      await expect(submenu(page, isMobile)).toBeVisible();
      await page.mouse.click(640, 700);
      await expect(submenu(page, isMobile)).toBeHidden();
    }
  });
});

test.describe('keyboard and assistive technology', { tag: '@phone' }, () => {
  test('sub-menu: a disclosure operated with Enter, Space and Escape, unreachable while closed', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) {
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expectOpen(phoneMenu(page), true);
    }
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    const toggle = servicesToggle(page, isMobile);
    const list = submenu(page, isMobile);
    await expect(toggle).toHaveAttribute(
      'aria-controls',
      isMobile ? 'sous-menu-services-mobile' : 'sous-menu-services',
    );
    await expect(toggle).toHaveAccessibleName(ui.header.servicesSubmenu);

    // Closed: Tab goes from the toggle straight to the next item.
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: ui.nav.apropos })).toBeFocused();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expectOpen(servicesMenu(page, isMobile), true);
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: FIRST_SERVICE })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expectOpen(servicesMenu(page, isMobile), false);
    await expect(toggle).toBeFocused();
    // Escape closes the innermost menu only: on phones the menu itself is still open.
    if (isMobile) await expect(mobileNav(page)).toBeVisible();

    await page.keyboard.press('Space');
    await expectOpen(servicesMenu(page, isMobile), true);
    await page.keyboard.press('Space');
    await expectOpen(servicesMenu(page, isMobile), false);
    await expect(list).toBeHidden();
  });

  test('mobile menu: a disclosure operated with Enter, Space and Escape, unreachable while closed', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const button = menuButton(page);
    if (!isMobile) {
      // The desktop bar shows every item: the menu button is not there.
      await expect(button).toBeHidden();
      await expect(mainNav(page).getByRole('link')).toHaveCount(headerItems.length);
      return;
    }
    await expect(button).toHaveAttribute('aria-controls', 'menu-mobile');
    await expect(button).toHaveAccessibleName(ui.header.menu);
    await expectOpen(phoneMenu(page), false);
    // Closed: nothing of the menu is reachable; Tab leaves the header.
    await button.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    await expectOpen(phoneMenu(page), true);
    await expect(mobileNav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav(page).getByRole('link', { name: ui.nav.accueil })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileNav(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expectOpen(phoneMenu(page), false);

    await page.keyboard.press('Space');
    await expect(mobileNav(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(mobileNav(page)).toBeHidden();

    // Enter on an item scrolls to its section and leaves focus on it, the menu closed.
    await page.keyboard.press('Enter');
    await mobileNav(page).getByRole('link', { name: ui.nav.galerie }).focus();
    await page.keyboard.press('Enter');
    await expect(mobileNav(page)).toBeHidden();
    await expectSectionBelowHeader(page, 'galerie');
    await expect(page.locator('#galerie h2')).toBeFocused();
  });

  test('desktop bar: Enter on an item scrolls to the section and moves focus to it', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    if (isMobile) await menuButton(page).click();
    await nav.getByRole('link', { name: ui.nav.zone }).focus();
    await page.keyboard.press('Enter');
    await expectSectionBelowHeader(page, 'zone');
    await expect(page.locator('#zone h2')).toBeFocused();
    expect(await pathname(page)).toBe('/zone');
  });
});

test.describe('arriving on an alias path', () => {
  for (const item of headerItems) {
    test(`${item.path} opens at its section, 80 px below the top, without animation`, async ({ page }) => {
      await page.addInitScript((sectionId) => {
        const record = window as unknown as { behaviours: string[]; firstFrame?: number | null };
        // Every programmatic scroll of the page is recorded with the behaviour it asked for.
        const behaviours: string[] = (record.behaviours = []);
        const scrollTo = window.scrollTo.bind(window);
        window.scrollTo = ((...args: [ScrollToOptions]) => {
          behaviours.push(typeof args[0] === 'object' ? (args[0].behavior ?? 'auto') : 'auto');
          return scrollTo(...args);
        }) as typeof window.scrollTo;
        // Where the section stands in the first frame the browser renders (null: not parsed yet).
        requestAnimationFrame(() => {
          const top = document.getElementById(sectionId)?.getBoundingClientRect().top;
          record.firstFrame = top === undefined ? null : top;
        });
      }, item.section);
      await page.goto(item.path, { waitUntil: 'domcontentloaded' });
      // The first frame already shows the section in place: never the hero first, then a jump
      // (a slow phone paints a page before it has parsed it all). The hero's own alias opens at
      // the top, as `/` does, painted as it comes.
      const firstTop = await (
        await page.waitForFunction(() => (window as unknown as { firstFrame?: number | null }).firstFrame !== undefined)
      ).evaluate(() => (window as unknown as { firstFrame: number | null }).firstFrame);
      if (item.section !== 'accueil') {
        expect(firstTop, 'the section in the first frame').not.toBeNull();
        expect(Math.abs(firstTop! - HEADER_OFFSET), 'offset in the first frame').toBeLessThanOrEqual(2);
      }
      // And once fonts, pictures and islands have arrived, it is still there.
      await page.waitForLoadState('load');
      await waitForScrollToSettle(page);
      await expect.poll(() => offsetOnFrame(page, item.section), { timeout: 1000 }).toBeLessThanOrEqual(2);
      // No animation: no smooth scroll was asked for, and the page does not make scrolling smooth.
      const behaviours = await page.evaluate(() => (window as unknown as { behaviours: string[] }).behaviours);
      expect(behaviours.filter((b) => b !== 'instant')).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    });
  }

  test('/#contact opens at the contact section too', async ({ page }) => {
    await page.goto('/#contact');
    await page.waitForLoadState('load');
    await expectSectionBelowHeader(page, 'contact');
  });

  test.describe('with late fonts and pictures', { tag: '@phone' }, () => {
    // The test's own style element (below) is not in the page's Content-Security-Policy.
    test.use({ bypassCSP: true });

    test('the section is in place from the first frame and nothing moves it afterwards', async ({ page }) => {
      // Arriving from another page of the site, the web fonts are declared for the first layout
      // (src/lib/loading/web-fonts.ts); here they and every picture arrive long after it.
      await page.goto('/services/charpente', { waitUntil: 'load' });
      await page.route(/\.(woff2|svg|avif|webp|jpe?g|png)(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      // Browsers without scroll anchoring (or where it picks the wrong anchor) rely on the page itself.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '* { overflow-anchor: none !important; }';
          document.head.append(style);
        }),
      );
      await page.goto('/zone', { waitUntil: 'domcontentloaded', referer: page.url() });
      expect(await page.evaluate(() => document.referrer)).toMatch(/\/services\/charpente$/);
      await expect.poll(() => offsetOnFrame(page, 'zone'), { timeout: 1000 }).toBeLessThanOrEqual(2);
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      await waitForFullLayout(page);
      await waitForScrollToSettle(page);
      // The sections above are laid out after the first paint (lib/loading/progressive-render.ts), late
      // fonts are not swapped in (`display: optional`), pictures have their size: the section is
      // still where it was painted.
      await expect.poll(() => offsetOnFrame(page, 'zone'), { timeout: 1000 }).toBeLessThanOrEqual(2);
    });
  });
});

test.describe('without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('every item is a link to its alias page, which opens at the section; the menus open and close', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/services/couverture-zinc');
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    if (isMobile) {
      await menuButton(page).click();
      await expect(nav).toBeVisible();
    }
    for (const item of headerItems.filter((one) => one.section !== 'services')) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^${item.path}(#${item.section})?$`),
      );
    }
    // On a service page the services item opens its sub-menu, the service pages.
    await servicesToggle(page, isMobile).click();
    for (const href of serviceSubPages) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
    await servicesToggle(page, isMobile).click();
    await expect(submenu(page, isMobile)).toBeHidden();
    if (isMobile) {
      await menuButton(page).click();
      await expect(nav).toBeHidden();
      await menuButton(page).click();
    }
    await nav.getByRole('link', { name: ui.nav.galerie, exact: true }).click();
    await expect(page).toHaveURL(/\/galerie(#galerie)?$/);
    // No script on the page: measure from outside.
    const box = (await page.locator('#galerie').boundingBox())!;
    expect(Math.abs(box.y - HEADER_OFFSET)).toBeLessThanOrEqual(2);
    // Elsewhere the services item is a link, its sub-menu shown on hover (desktop) or by its button.
    if (isMobile) {
      await menuButton(page).click();
      await servicesToggle(page, isMobile).click();
    } else {
      await nav.getByRole('link', { name: SERVICES, exact: true }).hover();
    }
    for (const href of serviceSubPages) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
  });
});

test.describe('accessibility with menus open', { tag: '@phone' }, () => {
  for (const path of ['/', '/services/charpente']) {
    test(`${path}: axe finds no violation with the menu and the sub-menu open`, async ({ page, isMobile }) => {
      await page.goto(path);
      if (isMobile) await menuButton(page).click();
      await servicesToggle(page, isMobile).click();
      await expect(submenu(page, isMobile)).toBeVisible();
      // Faded in: axe judges the colours as the visitor sees them.
      if (!isMobile) await expect(submenu(page, isMobile)).toHaveCSS('opacity', '1');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('before the islands hydrate', { tag: '@phone' }, () => {
  /**
   * Holds back every script file of the site (the islands' code: React, the gallery, the form)
   * until the returned function is called: what a visitor on a slow link can do meanwhile.
   */
  async function holdIslandCode(page: Page): Promise<{ release: () => void; held: string[] }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    return { release, held };
  }

  test('the home page: the menus and the in-page links work, and the same once the islands have hydrated', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const { release, held } = await holdIslandCode(page);
    await page.goto('/');
    for (const state of ['before', 'after'] as const) {
      if (state === 'after') {
        release();
        await page.locator('#galerie').scrollIntoViewIfNeeded();
        await page.locator('#contact').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 15_000 });
      } else {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await nothingHappensFor(page, 500);
        expect(await page.locator('astro-island[ssr]').count(), 'islands waiting for their code').toBeGreaterThan(0);
      }
      await clickItem(page, isMobile, bySection('zone'));
      await expectSectionBelowHeader(page, 'zone');
      expect(await pathname(page), state).toBe('/zone');
      if (isMobile) {
        await expectOpen(phoneMenu(page), false);
        await menuButton(page).click();
        await servicesToggle(page, isMobile).click();
        await expect(submenu(page, isMobile), state).toBeVisible();
        await page.locator('main h2').first().dispatchEvent('click');
        await expect(mobileNav(page), state).toBeHidden();
      } else {
        await mainNav(page).getByRole('link', { name: SERVICES, exact: true }).hover();
        await expect(submenu(page, isMobile), state).toBeVisible();
        await page.mouse.move(640, 600);
        await expect(submenu(page, isMobile), state).toBeHidden();
      }
      await clickItem(page, isMobile, bySection('accueil'));
      await expectSectionBelowHeader(page, 'accueil');
      expect(await pathname(page), state).toBe('/');
    }
    expect(held.length).toBeGreaterThan(0);
  });

  test('a service page loads no script file: its header works from its own HTML and the page’s inline script', async ({
    page,
    isMobile,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await pointerAwayFromHeader(page);
    await page.goto(serviceSubPages[0]!, { waitUntil: 'load' });
    if (isMobile) await menuButton(page).tap();
    await servicesToggle(page, isMobile).click();
    await expect(submenu(page, isMobile)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(submenu(page, isMobile)).toBeHidden();
    // Past the page's load and its fonts, and the time an idle page used to hydrate its header after.
    await nothingHappensFor(page, 1500);
    expect(scripts).toEqual([]);
  });
});
