import { expect, test } from '@playwright/test';
import { homeAliases, homeSectionIds, legalPages, servicePages } from '../support/routes';

test.describe('routes', () => {
  for (const path of homeAliases) {
    test(`${path} returns the home page with its seven sections in order`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const ids = await page.locator('main > section[id]').evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual([...homeSectionIds]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    });
  }

  for (const { slug, title } of servicePages) {
    test(`/services/${slug} shows the whole service page with header and footer`, async ({ page }) => {
      const response = await page.goto(`/services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.getByTestId('avantages').locator(':scope > li')).toHaveCount(4);
      const offerings = page.getByTestId('prestations').locator(':scope > li');
      await expect(offerings).toHaveCount(2);
      for (const offering of await offerings.all()) {
        await expect(offering.locator('ul > li')).toHaveCount(3);
      }
      const cta = page.getByRole('link', { name: 'Demander un Devis Gratuit' });
      await expect(cta).toHaveAttribute('href', '/contact');
      // Every service page has the footer, bardage included.
      await expect(page.locator('footer').last()).toBeVisible();
      await expect(page.locator('footer').last().getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
        'href',
        '/mentions-legales',
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/services/${slug}$`));
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

  test('an unknown path gets the French 404 page with status 404 and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/toiture-inexistante');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups\u00a0! Page introuvable');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(errors.some((text) => text.includes('/toiture-inexistante'))).toBe(true);
  });

  test('a mistyped service slug is a 404, not a service page', async ({ request }) => {
    const response = await request.get('/services/couverture-chaume');
    expect(response.status()).toBe(404);
  });
});
