import { expect, test } from '@playwright/test';
import { satisfactionFigure } from '../../src/lib/content/reviews';
import { axeViolations } from '../support/axe';
import { readExampleContent, readExampleRaw } from '../support/example-content';
import { NBSP } from '../../src/schemas/characters';

const content = readExampleContent();
const { text } = content.reviewSettings;
const withReviews = content.services.find((service) =>
  content.reviews.some((review) => review.service.slug === service.slug),
);
if (!withReviews) throw new Error('The example has a service with reviews');

test.describe('client reviews', () => {
  test('/avis lists every review with its rating in words, readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/avis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.reviewSettings.heading);
    const cards = page.locator('main article article');
    await expect(cards).toHaveCount(content.reviews.length);
    await expect(cards.locator('h3')).toHaveText(content.reviews.map((review) => review.name));
    const rated = content.reviews.find((review) => review.rating !== undefined)!;
    await expect(cards.filter({ hasText: rated.name })).toContainText(
      `${text.rating}${NBSP}: ${rated.rating}${NBSP}/${NBSP}5`,
    );
    // Named by its heading: on a phone the call bar is another complementary region.
    await expect(page.getByRole('complementary', { name: text.verificationHeading })).toBeVisible();
    await context.close();
  });

  test('/avis leads to the reviews on the platform and to its review form, on a click only (axe: site-wide.spec.ts)', async ({
    page,
  }) => {
    const { reviewProfile, reviewForm } = content.identity.links;
    expect(reviewProfile && reviewForm).toBeTruthy();
    const elsewhere: string[] = [];
    // The site under test is on 127.0.0.1: any other host is another site.
    page.on('request', (request) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') elsewhere.push(request.url());
    });
    await page.goto('/avis');
    const { reviewLinks } = content.ui;
    const links = page.getByRole('main').getByRole('list', { name: reviewLinks.label });
    await expect(links.getByRole('link', { name: reviewLinks.see })).toHaveAttribute('href', reviewProfile!);
    await expect(links.getByRole('link', { name: reviewLinks.give })).toHaveAttribute('href', reviewForm!);
    await expect(links.getByRole('link', { name: reviewLinks.see })).toBeVisible();
    expect(elsewhere).toEqual([]);
  });

  test('a service page shows its reviews and leads to all of them', async ({ page }) => {
    await page.goto(withReviews.path);
    const block = page.getByRole('region', { name: text.serviceHeading });
    const own = content.reviews.filter((review) => review.service.slug === withReviews.slug).slice(0, 3);
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('h3')).toHaveText(own.map((review) => review.name));
    expect(await axeViolations(page, ['section[aria-labelledby="avis-titre"]'])).toEqual([]);
    await block.getByRole('link', { name: text.allReviews }).click();
    await expect(page).toHaveURL(/\/avis$/);
  });

  test('the home page shows the average of the rated reviews and the newest reviews in its about section', async ({
    page,
  }) => {
    const figure = satisfactionFigure(content.reviews, readExampleRaw().reviewSettings.text.satisfaction);
    await page.goto('/');
    if (figure) await expect(page.locator('main')).toContainText(figure.value);
    const block = page.locator('#apropos').getByRole('region', { name: text.homeHeading });
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('h4')).toHaveText(content.reviews.slice(0, 3).map((review) => review.name));
  });
});
