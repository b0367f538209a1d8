import { expect, test, type Page } from '@playwright/test';
import { formatHour } from '../../src/lib/content/format';
import { telHref } from '../../src/lib/contact/phone';
import { PROJECT_TYPE_PARAM } from '../../src/lib/contact/quote-request';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { siteRoutes, testedDist } from '../support/site-routes';

/**
 * The call one tap away on every page at phone width, the emergency line while the office is
 * closed (Belgian time, fake clock), and the quote request that already knows the service.
 */

const { identity, ui, services, projectTypes } = readExampleContent();
const { onePerKind, servicePages } = siteRoutes(testedDist);
const mainLine = telHref(identity.phone);
const emergencyLine = telHref(identity.emergencyPhone);
const weekdays = identity.openingHours.find((range) => range.days.includes('Wednesday'))!;
const thursday = identity.openingHours.find((range) => range.days.includes('Thursday'))!;
const monday = identity.openingHours.find((range) => range.days.includes('Monday'))!;
const sunday = identity.openingHours.some((range) => range.days.includes('Sunday'));

/** A Wednesday and a Sunday of winter (UTC+1) in Brussels, at the office's hours. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
const wednesday = '2026-11-25';
const aSunday = '2026-11-29';

/**
 * The `tel:` links a visitor can tap where the page is scrolled: on screen, displayed, and the
 * topmost element at their centre (no bar or menu over them).
 */
function tappableCalls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !link.checkVisibility({ visibilityProperty: true })) return false;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
        return link.contains(document.elementFromPoint(x, y));
      })
      .map((link) => link.getAttribute('href') ?? ''),
  );
}

async function scrollTo(page: Page, where: 'top' | 'middle' | 'bottom') {
  await page.evaluate((spot) => {
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: spot === 'top' ? 0 : spot === 'middle' ? end / 2 : end, behavior: 'instant' });
  }, where);
}

test.describe('the call one tap away at phone width', () => {
  // At phone width in every project (the desktop one too): that is what these tests are about.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The call links are the frame's (header, call bar) and the template's: one page of each kind.
  for (const path of onePerKind) {
    test(`${path}: a visible call link at the top, the middle and the bottom, menu closed`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      for (const where of ['top', 'middle', 'bottom'] as const) {
        await scrollTo(page, where);
        expect(await page.locator('details[open]').count(), 'menu closed').toBe(0);
        // The home page's bar slides in once the hero's buttons are gone: the links are awaited.
        await expect.poll(() => tappableCalls(page), `${path} at the ${where}`).not.toHaveLength(0);
        expect([mainLine, emergencyLine]).toEqual(expect.arrayContaining(await tappableCalls(page)));
      }
    });
  }

  test('without JavaScript too, and the service page offers both lines', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(servicePages[0]!.path);
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollTo(page, where);
      await expect.poll(() => tappableCalls(page), where).toContain(mainLine);
    }
    const hrefs = await page
      .locator('a[data-call="cta"]:visible')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([mainLine, emergencyLine]);
    await context.close();
  });
});

test.describe('the emergency line while the office is closed (fake clock, Belgian time)', () => {
  // A visitor abroad: the office's clock decides, not the phone's.
  test.use({ timezoneId: 'America/New_York' });

  const cases = [
    { name: 'weekday 10:00', time: at(wednesday, '10:00'), open: true },
    { name: 'weekday 20:00', time: at(wednesday, '20:00'), open: false },
    { name: 'Sunday 10:00', time: at(aSunday, '10:00'), open: sunday },
  ];
  for (const { name, time, open } of cases) {
    test(
      `${name}: the call buttons dial the ${open ? 'main' : 'emergency'} line`,
      { tag: '@phone' },
      async ({ page, isMobile }) => {
        await page.clock.setFixedTime(time);
        await page.goto(servicePages[0]!.path);
        const line = open ? mainLine : emergencyLine;
        // One call button per place, dialling the line of the hour (the beside link is for pages without JavaScript).
        const shown = (place: string) => page.locator(`a[data-call="${place}"]:visible`);
        await page.locator('#cta-titre').scrollIntoViewIfNeeded();
        for (const place of isMobile ? ['cta', 'header', 'bar'] : ['cta', 'header']) {
          await expect(shown(place), place).toHaveCount(1);
          await expect(shown(place), place).toHaveAttribute('href', line);
        }
        await expect(shown('cta')).toContainText(open ? identity.phone : identity.emergencyPhone);
        if (isMobile) {
          const bar = page.getByRole('complementary', { name: ui.callBar.label });
          await expect(bar.getByRole('link', { name: open ? ui.callBar.call : ui.callBar.emergency })).toHaveAttribute(
            'href',
            line,
          );
        }
        // The home page's first screen: its big call button too.
        await page.goto('/');
        await expect(shown('hero')).toHaveCount(1);
        await expect(shown('hero')).toHaveAttribute('href', line);
        await expect(shown('hero')).toContainText(open ? identity.phone : identity.emergencyPhone);
      },
    );
  }

  const answers = [
    {
      name: 'weekday 10:00',
      time: at(wednesday, '10:00'),
      line: ui.officeHours.answerOpen.replace('{heure}', formatHour(weekdays.closes)),
    },
    {
      name: 'weekday 20:00',
      time: at(wednesday, '20:00'),
      line: ui.officeHours.answerClosed
        .replace('{jour}', ui.officeHours.tomorrow)
        .replace('{heure}', formatHour(thursday.opens)),
    },
    {
      name: 'Sunday 10:00',
      time: at(aSunday, '10:00'),
      line: ui.officeHours.answerClosed
        .replace('{jour}', ui.officeHours.tomorrow)
        .replace('{heure}', formatHour(monday.opens)),
    },
  ];
  for (const { name, time, line } of answers) {
    test(`${name}: the form says when a request sent now is read`, async ({ page }) => {
      await page.clock.setFixedTime(time);
      await page.goto('/contact');
      await expect(page.locator('[data-office-answer]')).toHaveText(line);
    });
  }

  test('a page left open follows the opening', async ({ page }) => {
    await page.clock.install({ time: at(wednesday, '07:58') });
    await page.goto(servicePages[0]!.path);
    const call = page.locator('a[data-call="header"]:visible');
    await expect(call).toHaveAttribute('href', emergencyLine);
    await page.clock.runFor('03:00');
    await expect(call).toHaveAttribute('href', mainLine);
  });
});

test.describe('the quote request from a service page', () => {
  const service = services.find((entry) => servicePages.some((page) => page.path === entry.path))!;
  const value = service.projectType?.value ?? service.slug;
  const label = projectTypes.find((type) => type.value === value)!.label;

  async function askForQuote(page: Page) {
    await page.goto(service.path);
    const cta = page.locator('#cta-titre').locator('..');
    // Followed as the button's address: the click's own path, through the page Chromium may have
    // prerendered for the link, is tests/engines/next-page.test.ts's.
    const href = await cta.getByRole('link', { name: ui.servicePage.ctaButton }).getAttribute('href');
    expect(href).toBe(`/contact?${PROJECT_TYPE_PARAM}=${value}`);
    await page.goto(href!);
    // The island's parent: the form's block, small enough to be brought into view on a phone.
    await waitForHydration(page, page.locator('#contact form').locator('xpath=ancestor::astro-island/..'));
    await page.locator('#formulaire-devis[data-ready]').waitFor();
    return page.locator('#contact select[name="sujet"]');
  }

  test('opens the form with the service’s project type chosen', async ({ page }) => {
    const select = await askForQuote(page);
    await expect(select).toHaveValue(value);
    await expect(select.locator('option:checked')).toHaveText(label);
    // The address names the type and nothing of the visitor's.
    expect(new URL(page.url()).search).toBe(`?${PROJECT_TYPE_PARAM}=${value}`);
    // Nothing typed: no draft kept for a type the visitor did not choose.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('keeps a draft the visitor had typed, and their own choice of type', async ({ page }) => {
    const other = projectTypes.find((type) => type.value !== value)!.value;
    await page.goto('/contact');
    // The island's parent: the form's block, small enough to be brought into view on a phone.
    await waitForHydration(page, page.locator('#contact form').locator('xpath=ancestor::astro-island/..'));
    await page.locator('#formulaire-devis[data-ready]').waitFor();
    const form = page.locator('#contact form');
    await form.locator('textarea[name="message"]').fill('Tuiles déplacées après la tempête, côté rue.');
    await page.waitForFunction(() => localStorage.length > 0);

    let select = await askForQuote(page);
    await expect(select).toHaveValue(value);
    await expect(page.locator('#contact textarea[name="message"]')).toHaveValue(
      'Tuiles déplacées après la tempête, côté rue.',
    );

    await select.selectOption(other);
    await page.waitForFunction((chosen) => localStorage.getItem('demande-de-devis:brouillon')?.includes(chosen), other);
    select = await askForQuote(page);
    await expect(select).toHaveValue(other);
  });
});
