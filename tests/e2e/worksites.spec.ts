import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { readExampleContent } from '../support/example-content';

/**
 * The worksites (« Réalisations »): the listing and its filter by service as plain links, a
 * worksite's photos in the lightbox (a « before » and « after » pair as two slides, each saying
 * which it is), every worksite reachable from its service's page, all readable without JavaScript.
 * Expectations come from the shipped example (example/content/).
 */
const content = readExampleContent();
const { worksites, services, ui } = content;
const text = ui.worksites;
const paired = worksites.find((worksite) => worksite.photos.some((photo) => photo.before));

test('the listing shows every worksite, newest first, and filters by service through links', async ({ page }) => {
  await page.goto('/realisations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
  const titles = page.locator('main article h3');
  await expect(titles).toHaveText(worksites.map((worksite) => worksite.title));
  const filter = page.getByRole('navigation', { name: text.filterLabel });
  await expect(filter.getByRole('link', { name: text.allServices })).toHaveAttribute('aria-current', 'page');
  const service = services.find((entry) => worksites.some((worksite) => worksite.services.includes(entry.slug)))!;
  await filter.getByRole('link', { name: service.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/realisations/service/${service.slug}$`));
  await expect(titles).toHaveText(
    worksites.filter((worksite) => worksite.services.includes(service.slug)).map((worksite) => worksite.title),
  );
  await titles.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    worksites.find((worksite) => worksite.services.includes(service.slug))!.title,
  );
});

test('a worksite’s « before » and « after » open in the lightbox as two slides that say which they are', async ({
  page,
}) => {
  expect(paired, 'the example pairs a photo with its « before » view').toBeDefined();
  await page.goto(paired!.path);
  // The lightbox hydrates once its photos are on screen (below the fold on a phone).
  await waitForHydration(page, page.locator('section[aria-labelledby="photos-titre"]'));
  const pair = page.locator('main figure').filter({ has: page.locator(`[data-lightbox-label="${text.beforeLabel}"]`) });
  await expect(pair.getByText(text.beforeLabel, { exact: true })).toBeVisible();
  await expect(pair.getByText(text.afterLabel, { exact: true })).toBeVisible();
  await pair.locator(`[data-lightbox-label="${text.beforeLabel}"]`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const caption = paired!.photos.find((photo) => photo.before)!.caption;
  await expect(dialog.locator('.yarl__slide_current')).toContainText(`${text.beforeLabel} — ${caption}`);
  await dialog.getByRole('button', { name: ui.gallery.lightbox.Next }).click();
  await expect(dialog.locator('.yarl__slide_current')).toContainText(`${text.afterLabel} — ${caption}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a service page shows its latest worksites and leads to all of them', async ({ page }) => {
  const service = services.find((entry) => worksites.some((worksite) => worksite.services.includes(entry.slug)))!;
  await page.goto(service.path);
  const block = page.getByRole('region', { name: text.latestHeading });
  const own = worksites.filter((worksite) => worksite.services.includes(service.slug)).slice(0, 3);
  await expect(block.locator('article h3')).toHaveText(own.map((worksite) => worksite.title));
  await expect(block.getByRole('link', { name: text.allLink })).toHaveAttribute(
    'href',
    `/realisations/service/${service.slug}`,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the listing, the filter and a worksite read in full, a photo a link to its file', async ({ page }) => {
    await page.goto('/realisations');
    await expect(page.locator('main article h3')).toHaveCount(worksites.length);
    const [first] = worksites;
    await page.getByRole('link', { name: first!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    await expect(page.getByText(first!.summary)).toBeVisible();
    if (first!.example) await expect(page.getByText(text.exampleNote)).toBeVisible();
    const link = page.locator('main a[data-lightbox-trigger]').first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
  });
});
