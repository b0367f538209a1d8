import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { waitForFullLayout } from '../support/hydration';
import { afterMilliseconds, nothingHappensFor } from '../support/timing';
import { HOVER_CLICK_GRACE_MS, HOVER_CLOSE_DELAY_MS } from '../../src/components/islands/header/use-submenus';
import { readExampleContent } from '../support/example-content';
import { islandStates } from '../support/page-probes.mjs';
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
  waitForHeader,
  waitForScrollToSettle,
  type HeaderItem,
} from '../support/navigation';

/**
 * Header navigation, at 1280×800 (desktop bar) and 390×844 (mobile toggle menu).
 */

const { ui, home, services } = readExampleContent();
/** The header's texts, as the example words them. */
const { mainNavLabel, mobileNavLabel, menu: MENU, servicesSubmenu: SUBMENU } = ui.header;
/** The services item (on a service page, the button that toggles the sub-menu). */
const SERVICES = ui.nav.services;
/** The sub-menu's first two entries: the first two service pages. */
const [FIRST_SERVICE, SECOND_SERVICE] = [services[0]!.title, services[1]!.title];
const titleOf = (slug: string) => services.find((service) => service.slug === slug)!.title;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: mainNavLabel });
}
function mobileNav(page: Page) {
  return page.getByRole('navigation', { name: mobileNavLabel });
}
function menuButton(page: Page) {
  return page.locator('header').getByRole('button', { name: MENU, exact: true });
}

/** Clicks a header item the way a visitor would: in the bar on desktop, through the menu on phones. */
async function clickItem(page: Page, isMobile: boolean, item: HeaderItem): Promise<void> {
  if (isMobile) {
    if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') await menuButton(page).click();
    await mobileNav(page).getByRole('link', { name: item.label, exact: true }).click();
  } else {
    await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
  }
}

const bySection = (section: HeaderItem['section']) => headerItems.find((item) => item.section === section)!;

test.describe('header navigation on the home page', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHeader(page);
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
    await waitForHeader(page);
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
    if (isMobile) {
      // Phones have no hover: the sub-menu opens by tapping the item.
      await page.goto('/');
      await waitForHeader(page);
      await menuButton(page).tap();
      const toggle = mobileNav(page).getByRole('button', { name: SUBMENU });
      const submenu = page.locator('#sous-menu-services-mobile');
      await expect(submenu).toBeHidden();
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(submenu.getByRole('link')).toHaveCount(services.length);
      await expect(submenu).toBeVisible();
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(submenu).toBeHidden();
      return;
    }
    await page.goto('/');
    await waitForHeader(page);
    const toggle = mainNav(page).getByRole('button', { name: SUBMENU });
    const submenu = page.locator('#sous-menu-services');
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await mainNav(page).getByRole('link', { name: SERVICES, exact: true }).hover();
    await expect(submenu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = submenu.getByRole('link');
    await expect(links).toHaveCount(services.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(serviceSubPages);

    // A click once the hover's grace period is over closes it (a click right after the hover is the same gesture: see below).
    await afterMilliseconds(page, HOVER_CLICK_GRACE_MS);
    await toggle.click();
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.mouse.move(640, 600);
    await toggle.hover();
    await expect(submenu).toBeVisible();
    // Leaving with the mouse closes what the hover opened.
    await page.mouse.move(640, 600);
    await expect(submenu).toBeHidden();

    // Moving onto the toggle and clicking it opens the sub-menu, which then stays open…
    await toggle.click();
    await expect(submenu).toBeVisible();
    await page.mouse.move(640, 600);
    // Past the delay after which leaving closes a sub-menu the hover opened.
    await afterMilliseconds(page, HOVER_CLOSE_DELAY_MS);
    await expect(submenu).toBeVisible();
    // …until a click outside.
    await page.mouse.click(640, 600);
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a service page, the services item toggles the sub-menu instead of navigating', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/services/charpente');
    await waitForHeader(page);
    const lengthBefore = await historyLength(page);
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    if (isMobile) await menuButton(page).tap();
    const item = nav.getByRole('button', { name: SERVICES, exact: true });
    const submenu = page.locator(isMobile ? '#sous-menu-services-mobile' : '#sous-menu-services');
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();

    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    await expect(submenu.getByRole('link')).toHaveCount(services.length);
    expect(await pathname(page)).toBe('/services/charpente');
    expect(await historyLength(page)).toBe(lengthBefore);

    await item.click();
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
    expect(await pathname(page)).toBe('/services/charpente');

    // The sub-menu's entries lead to the service pages.
    await item.click();
    await submenu.getByRole('link', { name: titleOf('bardage') }).click();
    await expect(page).toHaveURL(/\/services\/bardage$/);
  });

  test('a click outside the header closes every menu', async ({ page, isMobile }) => {
    await page.goto('/services/isolation');
    await waitForHeader(page);
    if (isMobile) {
      // The menu alone leaves the bottom of the screen free: a tap there closes it.
      await menuButton(page).tap();
      await expect(mobileNav(page)).toBeVisible();
      const panel = (await mobileNav(page).boundingBox())!;
      expect(panel.y + panel.height).toBeLessThan(800);
      await page.touchscreen.tap(195, 820);
      await expect(mobileNav(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      // With the sub-menu open the panel fills the screen; a click reaching the page still closes both.
      await menuButton(page).tap();
      await mobileNav(page).getByRole('button', { name: SERVICES }).tap();
      await expect(page.locator('#sous-menu-services-mobile')).toBeVisible();
      await page.locator('main h1').dispatchEvent('click');
      await expect(mobileNav(page)).toBeHidden();
      await menuButton(page).tap();
      await expect(page.locator('#sous-menu-services-mobile')).toBeHidden();
    } else {
      await mainNav(page).getByRole('button', { name: SERVICES }).click();
      await page.mouse.move(640, 700);
      await expect(page.locator('#sous-menu-services')).toBeVisible();
      await page.mouse.click(640, 700);
      await expect(page.locator('#sous-menu-services')).toBeHidden();
    }
  });
});

test.describe('keyboard and assistive technology', { tag: '@phone' }, () => {
  test('sub-menu: a disclosure operated with Enter, Space and Escape, unreachable while closed', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await waitForHeader(page);
    if (isMobile) {
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    }
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    const toggle = nav.getByRole('button', { name: SUBMENU });
    const submenu = page.locator(isMobile ? '#sous-menu-services-mobile' : '#sous-menu-services');
    await expect(toggle).toHaveAttribute(
      'aria-controls',
      isMobile ? 'sous-menu-services-mobile' : 'sous-menu-services',
    );

    // Closed: Tab goes from the toggle straight to the next item.
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: ui.nav.apropos })).toBeFocused();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link', { name: FIRST_SERVICE })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Escape closes the innermost menu only: on phones the menu itself is still open.
    if (isMobile) await expect(mobileNav(page)).toBeVisible();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toBeHidden();
  });

  test('mobile menu: a disclosure operated with Enter, Space and Escape, unreachable while closed', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await waitForHeader(page);
    const button = menuButton(page);
    if (!isMobile) {
      // The desktop bar shows every item: the menu button is not there.
      await expect(button).toBeHidden();
      await expect(mainNav(page).getByRole('link')).toHaveCount(headerItems.length);
      return;
    }
    await expect(button).toHaveAttribute('aria-controls', 'menu-mobile');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed: nothing of the menu is reachable; Tab leaves the header.
    await button.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav(page).getByRole('link', { name: ui.nav.accueil })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileNav(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

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
    await waitForHeader(page);
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

  test('every item is a link to its alias page, which opens at the section', async ({ page, isMobile }) => {
    await page.goto('/services/couverture-zinc');
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    if (isMobile) {
      await page.locator('header summary').click();
      await expect(nav).toBeVisible();
    }
    for (const item of headerItems) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`^${item.path}(#${item.section})?$`),
      );
    }
    await nav.getByRole('link', { name: ui.nav.galerie, exact: true }).click();
    await expect(page).toHaveURL(/\/galerie(#galerie)?$/);
    // No script on the page: measure from outside.
    const box = (await page.locator('#galerie').boundingBox())!;
    expect(Math.abs(box.y - HEADER_OFFSET)).toBeLessThanOrEqual(2);
    // The sub-menu's service pages are there too (shown on hover or focus, or listed in the menu).
    if (!isMobile) await nav.getByRole('link', { name: SERVICES, exact: true }).hover();
    else await page.locator('header summary').click();
    for (const href of serviceSubPages) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
  });
});

test.describe('accessibility with menus open', { tag: '@phone' }, () => {
  /** The sub-menu's button: beside the services item, or the item itself on a service page. */
  const servicesToggle = (path: string) => (path.startsWith('/services/') ? SERVICES : SUBMENU);
  for (const path of ['/', '/services/charpente']) {
    test(`${path}: axe finds no violation with the menu and the sub-menu open`, async ({ page, isMobile }) => {
      await page.goto(path);
      await waitForHeader(page);
      if (isMobile) {
        await menuButton(page).click();
        const toggle = mobileNav(page).getByRole('button', { name: servicesToggle(path), exact: true });
        await toggle.click();
        await expect(page.locator('#sous-menu-services-mobile')).toBeVisible();
      } else {
        const toggle = mainNav(page).getByRole('button', { name: servicesToggle(path), exact: true });
        await toggle.click();
        await expect(page.locator('#sous-menu-services')).toBeVisible();
        // Faded in: axe judges the colours as the visitor sees them.
        await expect(page.locator('#sous-menu-services')).toHaveCSS('opacity', '1');
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('before the header hydrates', { tag: '@phone' }, () => {
  /** Holds the header's code until the returned function is called. */
  async function holdHeaderCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/SiteHeader\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('the menus already work, and hydration keeps what the visitor opened', async ({ page, isMobile }) => {
    const release = await holdHeaderCode(page);
    await page.goto('/');
    if (isMobile) {
      await page.locator('header summary').tap();
      await expect(mobileNav(page)).toBeVisible();
      await expect(mobileNav(page).locator('a[href="/services/charpente"]')).toBeVisible();
      release();
      await waitForHeader(page);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(mobileNav(page)).toBeVisible();
    } else {
      await mainNav(page).getByRole('link', { name: SERVICES, exact: true }).hover();
      await expect(mainNav(page).locator('a[href="/services/charpente"]')).toBeVisible();
      release();
      await waitForHeader(page);
      await page.mouse.move(640, 600);
      await expect(page.locator('#sous-menu-services')).toBeHidden();
      await mainNav(page).getByRole('button', { name: SUBMENU }).hover();
      await expect(page.locator('#sous-menu-services')).toBeVisible();
    }
  });

  test('a keyboard visitor in a menu keeps their place, the menu open, when the header hydrates', async ({
    page,
    isMobile,
  }) => {
    const release = await holdHeaderCode(page);
    await page.goto('/');
    const nav = isMobile ? mobileNav(page) : mainNav(page);
    if (isMobile) {
      await page.locator('header summary').focus();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      // Summary, then the menu's items: the home item, then the services item.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: SERVICES, exact: true })).toBeFocused();
    } else {
      // The item, then the sub-menu that its focus opened (CSS): its first service, then its second.
      await nav.getByRole('link', { name: SERVICES, exact: true }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: SECOND_SERVICE })).toBeFocused();
    }
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    const before = await focused();
    release();
    await waitForHeader(page);
    expect(await focused()).toBe(before);
    if (isMobile) {
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
    } else {
      await expect(nav.getByRole('button', { name: SUBMENU })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#sous-menu-services')).toBeVisible();
      // Still a disclosure: Escape closes it and gives the focus to its button.
      await page.keyboard.press('Escape');
      await expect(page.locator('#sous-menu-services')).toBeHidden();
      await expect(nav.getByRole('button', { name: SUBMENU })).toBeFocused();
    }
  });
});

test.describe('outside the home page, the header hydrates when reached for', { tag: '@phone' }, () => {
  /** Records each request for the header's code. */
  function headerCodeRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/SiteHeader\.[^/]*\.js$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  }

  test('nothing of it loads with the page; the first gesture works, and hydration keeps it', async ({
    page,
    isMobile,
  }) => {
    const requests = headerCodeRequests(page);
    await pointerAwayFromHeader(page);
    await page.goto(serviceSubPages[0]!, { waitUntil: 'load' });
    // Past the page's load and its fonts, well before the fallback (src/lib/loading/on-intent.ts).
    await nothingHappensFor(page, 1500);
    expect(requests).toEqual([]);
    if (isMobile) {
      // The tap opens the <details>; the code is asked for once its click is over.
      await page.locator('header summary').tap();
      await expect(mobileNav(page)).toBeVisible();
      await waitForHeader(page);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(mobileNav(page)).toBeVisible();
    } else {
      // The mouse on the services item: the sub-menu opens (CSS) and stays open once hydrated.
      await mainNav(page).getByRole('link', { name: SERVICES, exact: true }).hover();
      await expect(page.locator('#sous-menu-services')).toBeVisible();
      await page.waitForFunction(islandStates, ['SiteHeader'], { timeout: 10_000 });
      const toggle = mainNav(page).getByRole('button', { name: SERVICES, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#sous-menu-services')).toBeVisible();
      await page.mouse.move(640, 600);
      await expect(page.locator('#sous-menu-services')).toBeHidden();
    }
    expect(requests).toHaveLength(1);
  });

  test('a keyboard visitor tabbing into it hydrates it', async ({ page }) => {
    await page.goto(serviceSubPages[0]!, { waitUntil: 'load' });
    await page.keyboard.press('Tab'); // the skip link
    await page.keyboard.press('Tab'); // the link home, in the header
    await page.waitForFunction(islandStates, ['SiteHeader'], { timeout: 10_000 });
  });
});
