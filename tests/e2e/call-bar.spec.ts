import { expect, test, type Locator, type Page } from '@playwright/test';
import { readExampleContent } from '../support/example-content';
import { waitForFullLayout } from '../support/hydration';
import { expectSectionBelowHeader, pathname } from '../support/navigation';
import { nothingHappensFor } from '../support/timing';

/** The phone call bar (issue « Calling from a phone »): phones only, never over the form, the footer's end or a toast. */

/** The bar's name and its quote button, as the example words them. */
const { label: BAR_LABEL, quote: QUOTE } = readExampleContent().ui.callBar;

function bar(page: Page) {
  return page.getByRole('complementary', { name: BAR_LABEL });
}

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
}

test.describe('phone call bar', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // The end of the page is where it stays once every section has been laid out (lib/loading/progressive-render.ts).
    await waitForFullLayout(page);
  });

  test('appears on phones once the hero buttons are out of view, with Appeler and Devis gratuit', async ({
    page,
    isMobile,
  }) => {
    await expect(bar(page)).toBeHidden();
    const heroActions = page.locator('[data-hero-actions]');
    const box = (await heroActions.boundingBox())!;
    // Hero buttons still partly visible: no bar yet.
    await scrollToY(page, box.y + box.height - 40);
    await nothingHappensFor(page, 300);
    await expect(bar(page)).toBeHidden();
    await scrollToY(page, box.y + box.height + 10);
    if (!isMobile) {
      // Desktop visitors have the header's phone button: no bar.
      await nothingHappensFor(page, 300);
      await expect(bar(page)).toBeHidden();
      return;
    }
    await expect(bar(page)).toBeVisible();
    // « Appeler », or « Urgence » while the office is closed (tests/e2e/call-everywhere.spec.ts).
    await expect(bar(page).locator('a[data-call="bar"]:visible')).toHaveAttribute('href', /^tel:\+32\d+$/);
    await expect(bar(page).getByRole('link', { name: QUOTE })).toHaveAttribute('href', '#contact');
    // Fixed to the bottom of the screen (once it has slid in), above the safe-area inset.
    await expect
      .poll(async () => {
        const box = (await bar(page).boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(844);
    expect(await bar(page).getAttribute('class')).toContain('safe-area-inset-bottom');

    // Back to the top: the hero's own buttons are there again.
    await scrollToY(page, 0);
    await expect(bar(page)).toBeHidden();
  });

  test('Devis gratuit scrolls to the contact section, where the bar steps aside for the form', async ({
    page,
    isMobile,
  }) => {
    await scrollToY(page, 2000);
    if (isMobile) {
      await expect(bar(page)).toBeVisible();
      await bar(page).getByRole('link', { name: QUOTE }).click();
    } else {
      // No bar on desktop: the same trip through the gallery's link to the form.
      await expect(bar(page)).toBeHidden();
      await page.locator('#galerie a[href="#contact"]').click();
    }
    await expectSectionBelowHeader(page, 'contact');
    expect(await pathname(page)).toBe('/contact');
    await expect(bar(page)).toBeHidden();
    const submit = page.locator('#contact form button[data-submit]');
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await expect(bar(page)).toBeHidden();
  });

  test('never covers the footer’s last line', async ({ page, isMobile }) => {
    await scrollToY(page, 1_000_000);
    const lastLine = page.locator('footer').last().locator('> :last-child');
    await expect(lastLine).toBeInViewport();
    if (!isMobile) {
      await expect(bar(page)).toBeHidden();
      return;
    }
    await expect(bar(page)).toBeVisible();
    // Slid in: no transition running any more.
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await overlaps(bar(page), lastLine)).toBe(false);
    const barBox = (await bar(page).boundingBox())!;
    const lineBox = (await lastLine.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);
  });

  test('steps aside while a toast is shown', async ({ page, isMobile }) => {
    await scrollToY(page, 2000);
    if (isMobile) await expect(bar(page)).toBeVisible();
    // The contact form's toasts (sonner) carry this attribute.
    await page.evaluate(() => {
      const toast = document.createElement('li');
      toast.setAttribute('data-sonner-toast', '');
      toast.textContent = 'Succès !';
      document.body.append(toast);
    });
    await expect(bar(page)).toBeHidden();
    await page.evaluate(() => document.querySelector('[data-sonner-toast]')?.remove());
    if (isMobile) await expect(bar(page)).toBeVisible();
  });
});
