import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { quoteHref } from '../../src/lib/contact/quote-request';
import { sectionIds } from '../../src/schemas/section-ids';
import { readExampleContent } from '../support/example-content';
import { homeAliases, siteRoutes, testedDist } from '../support/site-routes';

const { servicePages, legalPages } = siteRoutes(testedDist);
const { services, ui, legal } = readExampleContent();
const legalNotice = legal['mentions-legales'];

test.describe('routes', () => {
  // What the server sends is what is checked: each alias is the same document as `/` (navigation.spec.ts
  // checks where each one opens).
  test(
    '/ and each alias path return the home page with its sections in order, canonical /',
    { tag: '@server' },
    async ({ request }) => {
      for (const path of ['/', ...homeAliases]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const { document } = new JSDOM(await response.text()).window;
        const ids = [...document.querySelectorAll('main > section[id]')].map((section) => section.id);
        expect(ids, path).toEqual([...sectionIds]);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), path).toMatch(
          /^https?:\/\/[^/]+\/$/,
        );
        expect(document.documentElement.lang, path).toBe('fr-BE');
      }
    },
  );

  for (const { path, title, slug } of servicePages) {
    test(`${path} shows the whole service page with header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('header').first()).toBeVisible();
      const service = services.find((entry) => entry.slug === slug)!;
      await expect(page.getByTestId('avantages').locator(':scope > li')).toHaveCount(service.benefits.length);
      const offerings = page.getByTestId('prestations').locator(':scope > li');
      await expect(offerings).toHaveCount(service.offerings.length);
      for (const [index, offering] of (await offerings.all()).entries()) {
        await expect(offering.locator('ul > li')).toHaveCount(service.offerings[index]!.bullets.length);
      }
      // The quote request opens the form with the service's project type chosen.
      const cta = page.getByRole('link', { name: ui.servicePage.ctaButton });
      await expect(cta).toHaveAttribute('href', quoteHref('/contact', service.projectType?.value ?? service.slug));
      // Every service page has the footer, bardage included.
      await expect(page.locator('footer').last()).toBeVisible();
      await expect(page.locator('footer').last().getByRole('link', { name: legalNotice.title })).toHaveAttribute(
        'href',
        legalNotice.path,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    });
  }

  for (const path of legalPages) {
    test(`${path} is a real page reached from the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/');
      await expect(page.locator(`footer a[href="${path}"]`)).toHaveCount(1);
    });
  }

  test(
    'an unknown path gets the French 404 page with status 404 and logs the path',
    { tag: '@server' },
    async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto('/toiture-inexistante');
      expect(response?.status()).toBe(404);
      await expect(page.getByText(ui.notFound.code, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.notFound.title);
      await expect(page.getByRole('link', { name: ui.notFound.backHome })).toHaveAttribute('href', '/');
      expect(errors.some((text) => text.includes('/toiture-inexistante'))).toBe(true);
    },
  );

  test('a mistyped service slug is a 404, not a service page', { tag: '@server' }, async ({ request }) => {
    const response = await request.get('/services/couverture-chaume');
    expect(response.status()).toBe(404);
  });
});
