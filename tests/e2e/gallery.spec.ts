import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { nothingHappensFor } from '../support/timing';

const { gallery: example, ui } = readExampleContent();
/** A tab per category of the example, in its order, the first selected. */
const categories = example.map((category) => category.id);
const [first, second, third] = example;
const last = categories.length - 1;

async function openGallery(page: Page) {
  await page.goto('/galerie');
  const gallery = page.locator('#galerie');
  await waitForHydration(page, gallery);
  return gallery;
}

function selectedCategory(page: Page) {
  return page.locator('#galerie [role="tabpanel"]:visible').getAttribute('data-category');
}

test.describe('gallery tabs (WAI-ARIA tabs pattern)', () => {
  test('roles and states tie each tab to its panel', async ({ page }) => {
    const gallery = await openGallery(page);
    await expect(gallery.getByRole('tablist')).toHaveAttribute('aria-label', /.+/);
    const tabs = gallery.getByRole('tab');
    await expect(tabs).toHaveCount(categories.length);
    for (const [index, id] of categories.entries()) {
      const tab = tabs.nth(index);
      const panelId = await tab.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('data-category', id);
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
      await expect(tab).toHaveAttribute('aria-selected', index === 0 ? 'true' : 'false');
    }
    expect(await selectedCategory(page)).toBe(first!.id);
    // Roving focus: the tab list is one Tab stop, which lands on the selected tab.
    await tabs.nth(3).click();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.nth(3)).toBeFocused();
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys, Home and End move between tabs and select them', async ({ page }) => {
    const gallery = await openGallery(page);
    const tabs = gallery.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await selectedCategory(page)).toBe(second!.id);
    await page.keyboard.press('End');
    await expect(tabs.nth(last)).toBeFocused();
    expect(await selectedCategory(page)).toBe(categories[last]);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    expect(await selectedCategory(page)).toBe(first!.id);
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(last)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(last)).toHaveAttribute('aria-selected', 'false');
    // Tab leaves the tab list for the panel's content.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.getAttribute('data-category')),
    ).toBe(first!.id);
  });
});

test.describe('gallery grid', { tag: '@phone' }, () => {
  test('pictures stand two a row on phones and four on wide screens, inside the page, their size fixed before loading', async ({
    page,
    isMobile,
  }) => {
    const gallery = await openGallery(page);
    const figures = gallery.locator(`[data-category="${first!.id}"] figure`);
    await expect(figures).toHaveCount(first!.images.length);
    const boxes = await figures.evaluateAll((els) =>
      els.map((el) => {
        const { left, right, top } = el.getBoundingClientRect();
        return { left, right, top };
      }),
    );
    const perRow = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 1).length;
    expect(perRow).toBe(isMobile ? 2 : 4);
    const viewport = page.viewportSize()!;
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewport.width);
    }
    const img = figures.first().locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  });
});

test.describe('gallery lightbox', () => {
  test('a picture opens large with its caption, arrows stay within the category, Escape closes and focus returns', async ({
    page,
  }) => {
    const gallery = await openGallery(page);
    await gallery.getByRole('tab').nth(2).click();
    const panel = gallery.locator(`[data-category="${third!.id}"]`);
    const captions = await panel.locator('figcaption').allTextContents();
    expect(captions).toHaveLength(third!.images.length);
    const trigger = panel.locator('figure a').nth(1);
    await expect(trigger).toHaveAccessibleName(captions[1]!);

    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Its stylesheet applied (allowed by the page's CSP): a full-screen layer over the page.
    await expect(dialog).toHaveCSS('position', 'fixed');
    const current = dialog.locator('.yarl__slide_current');
    await expect(current.getByRole('img')).toHaveAttribute('alt', captions[1]!);
    await expect(current).toContainText(captions[1]!);
    // The page behind the dialog is out of reach.
    await expect(page.locator('main')).toHaveAttribute('inert', '');

    // Arrows move within the category: four steps go round its four pictures.
    const seen = new Set<string>();
    let previous = captions[1]!;
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('ArrowRight');
      await expect(current.getByRole('img')).not.toHaveAttribute('alt', previous);
      previous = (await current.getByRole('img').getAttribute('alt'))!;
      seen.add(previous);
    }
    expect([...seen].sort()).toEqual([...captions].sort());
    expect(previous).toBe(captions[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(current.getByRole('img')).toHaveAttribute('alt', captions[0]!);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('Enter on a focused picture opens it; the close button closes it', async ({ page }) => {
    const gallery = await openGallery(page);
    const trigger = gallery.locator(`[data-category="${first!.id}"] figure a`).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: ui.gallery.lightbox.Close }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => window.location.pathname)).toBe('/galerie');
  });

  test('a picture that cannot be loaded says so, in French', async ({ page }) => {
    // Every copy of the first picture fails: the thumbnail and the lightbox's large view.
    await page.route(new RegExp(`${first!.images[0]!.artwork}\\.`), (route) => route.abort());
    const gallery = await openGallery(page);
    await gallery.locator(`[data-category="${first!.id}"] figure a`).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: ui.gallery.imageError })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^(Loading|Error)$/ })).toHaveCount(0);
  });

  test('axe finds no violation with the lightbox open', { tag: '@phone' }, async ({ page }) => {
    const gallery = await openGallery(page);
    await gallery.locator(`[data-category="${first!.id}"] figure a`).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Faded in: axe judges the colours as the visitor sees them.
    await expect(page.locator('.yarl__portal')).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the lightbox library is downloaded only when a picture is opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const gallery = await openGallery(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('GalleryLightbox'))).toBe(false);
    await gallery.locator(`[data-category="${first!.id}"] figure a`).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((s) => s.includes('GalleryLightbox'))).toBe(true);
  });
});

test.describe('before the gallery hydrates', { tag: '@phone' }, () => {
  /** Holds back every script file of the site (React, the gallery's code) until the returned function is called. */
  async function holdIslandCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a tab pressed meanwhile is chosen, and a picture opens in the viewer, once the code arrives: never the bare file', async ({
    page,
  }) => {
    const release = await holdIslandCode(page);
    await page.goto('/galerie');
    const gallery = page.locator('#galerie');
    await expect(gallery.locator('astro-island[ssr]')).toHaveCount(1);
    const tabs = gallery.getByRole('tab');
    await tabs.nth(2).click();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    expect(await selectedCategory(page)).toBe(third!.id);

    // Once more, with a picture: the page stays, and the viewer opens on it.
    const holdAgain = await holdIslandCode(page);
    await page.goto('/galerie');
    const picture = gallery.locator(`[data-category="${first!.id}"] figure a`).first();
    await picture.click();
    await nothingHappensFor(page, 500);
    expect(new URL(page.url()).pathname).toBe('/galerie');
    await expect(page.getByRole('dialog')).toBeHidden();
    holdAgain();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/galerie');
  });
});
