import { expect, test } from '@playwright/test';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';

/**
 * Values the site must show: written here, not read from the site's data. The specification's
 * distances, by road from the depot.
 */
const communes = [
  ['Montigny-le-Tilleul', 5],
  ['Thuin', 8],
  ['Ham-sur-Heure-Nalinnes', 10],
  ['Gerpinnes', 12],
  ['Biesme (Mettet)', 15],
  ['Mettet', 20],
] as const;
const regions = ['Namur', 'Charleroi', 'Thuin', 'Mons', 'Nivelles'];
const projectTypes = [
  ['nouvelle-charpente', 'Nouvelle Charpente'],
  ['charpente', 'Charpente'],
  ['couverture-ardoise', 'Couverture Ardoise'],
  ['couverture-tuile', 'Couverture Tuile'],
  ['couverture-zinc', 'Couverture Zinc'],
  ['isolation', 'Isolation'],
  ['bardage', 'Bardage'],
  ['maison-bois', 'Maison Ossature Bois'],
  ['renovation', 'Rénovation'],
  ['urgence', 'Urgence / Réparation'],
  ['roofing', 'Roofing'],
  ['autre', 'Autre'],
];
const serviceTitles = [
  'Charpente',
  'Couverture Ardoise',
  'Couverture Tuile',
  'Couverture Zinc',
  'Isolation Thermique',
  'Bardage',
  'Maison Ossature Bois',
];
const galleryTabs = ['ardoise', 'tuile', 'zinc', 'charpente', 'bardage', 'ossature'];

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero offers the call button and the two scroll buttons', async ({ page }) => {
    const hero = page.locator('#accueil');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.locator('a[href^="tel:+32"]')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Demander un Devis Gratuit' })).toHaveAttribute('href', '#contact');
    await expect(hero.getByRole('link', { name: 'Découvrir nos Services' })).toHaveAttribute('href', '#services');
    // The key figures as the example states them, once their values are filled in.
    const claims = readExampleContent().home.claims;
    expect(claims.length).toBeGreaterThan(0);
    for (const { value } of claims) {
      await expect(hero.getByText(value, { exact: true })).toBeVisible();
    }
  });

  test('seven service cards, each with four features and a link to its page', async ({ page }) => {
    const cards = page.locator('#services [data-service]');
    await expect(cards).toHaveCount(7);
    await expect(cards.locator('h3')).toHaveText(serviceTitles);
    for (const card of await cards.all()) {
      await expect(card.locator('ul > li')).toHaveCount(4);
      await expect(card.locator('img')).toHaveAttribute('alt', /.{20,}/);
      const slug = await card.getAttribute('data-service');
      await expect(card.locator('h3 a')).toHaveAttribute('href', `/services/${slug}`);
    }
  });

  test('gallery: six tabs, ardoise selected first, four captioned pictures each, link to the form', async ({
    page,
  }) => {
    const gallery = page.locator('#galerie');
    const tabs = gallery.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await expect(gallery.getByRole('tablist')).toBeVisible();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveText('Ardoise');
    for (const id of galleryTabs) {
      const figures = gallery.locator(`[data-category="${id}"] figure`);
      await expect(figures).toHaveCount(4);
      for (const figure of await figures.all()) {
        await expect(figure.locator('figcaption')).toHaveText(/.{20,}/);
      }
    }
    await expect(gallery.locator(`[data-category="ardoise"]`)).toBeVisible();
    await expect(gallery.locator(`[data-category="tuile"]`)).toBeHidden();
    await expect(gallery.locator('a[href="#contact"]')).toHaveCount(1);

    await waitForHydration(page, gallery);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(gallery.locator(`[data-category="tuile"]`)).toBeVisible();
  });

  test('zone: the fast-intervention communes with their distances and the five regions', async ({ page }) => {
    const list = page.getByTestId('intervention-rapide').locator(':scope > li');
    await expect(list).toHaveCount(6);
    for (const [index, [name, km]] of communes.entries()) {
      await expect(list.nth(index)).toContainText(name);
      await expect(list.nth(index)).toContainText(`${km}\u00a0km par la route`);
    }
    await expect(page.locator('#zone [data-region] h4')).toHaveText(regions);
    for (const region of await page.locator('#zone [data-region]').all()) {
      expect(await region.locator('ul > li').count()).toBeGreaterThanOrEqual(3);
    }
  });

  test('nearby communes: six cards, the four reasons and the call block', async ({ page }) => {
    const section = page.locator('#communes-proches');
    const cards = section.locator('[data-commune]');
    await expect(cards).toHaveCount(6);
    for (const [index, [name, km]] of communes.entries()) {
      await expect(cards.nth(index).locator('h3')).toHaveText(name);
      await expect(cards.nth(index)).toContainText(`${km}\u00a0km par la route`);
      await expect(cards.nth(index).locator('ul > li')).toHaveCount(3);
    }
    const reasons = section.getByTestId('pourquoi-nous-choisir').locator(':scope > li');
    await expect(reasons).toHaveCount(4);
    for (const [index, title] of ['Proximité', 'Réactivité', 'Disponibilité', 'Garantie'].entries()) {
      await expect(reasons.nth(index)).toContainText(title);
    }
    await expect(reasons.nth(1)).toContainText('30\u00a0minutes');
    await expect(reasons.nth(2)).toContainText('7');
    await expect(reasons.nth(3)).toContainText('10\u00a0ans');
    await expect(section.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(section.locator('a[href="#contact"]')).toHaveCount(1);
  });

  test('contact: three cards and the form exactly as specified', async ({ page }) => {
    const contact = page.locator('#contact');
    await expect(contact.getByText('Réponse sous 24\u00a0h')).toBeVisible();
    // Shown: the office and the emergency line, one e-mail address (the form's fallbacks, hidden
    // until needed, hold their own).
    await expect(contact.locator('a[href^="tel:"]:visible')).toHaveCount(2);
    await expect(contact.locator('a[href^="mailto:"]:visible')).toHaveCount(1);
    await expect(contact.getByRole('heading', { name: 'Demandez votre Devis Gratuit' })).toBeVisible();

    const form = contact.locator('form');
    await expect(form.getByLabel('Nom complet *')).toHaveAttribute('required', '');
    await expect(form.locator('[name="email"]')).toHaveAttribute('type', 'email');
    await expect(form.locator('[name="email"]')).toHaveAttribute('required', '');
    await expect(form.locator('[name="telephone"]')).toHaveAttribute('required', '');
    await expect(form.locator('[name="ville"]')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Type de bâtiment/Type de projet *')).toHaveAttribute('required', '');
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '5');
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('required', '');
    const options = await form
      .locator('select[name="sujet"] option:not([value=""])')
      .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual(projectTypes);
    // The note quotes the quote's delay from the figures: « sous 48 h ouvrables » in the example.
    await expect(form).toContainText(readExampleContent().ui.contact.notes);
  });

  test('the browser refuses an empty or badly formed request', async ({ page }) => {
    const form = page.locator('#contact form');
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    await form.locator('[name="nom"]').fill('Marie Dupont');
    await form.locator('[name="email"]').fill('marie.dupont');
    expect(await form.locator('[name="email"]').evaluate((i: HTMLInputElement) => i.validity.typeMismatch)).toBe(true);
    await form.locator('[name="email"]').fill('marie.dupont@example.be');
    await form.locator('[name="telephone"]').fill('0470 12 34 56');
    await form.locator('[name="sujet"]').selectOption('couverture-ardoise');
    await form.locator('[name="message"]').fill('Remplacement de quelques ardoises après la tempête.');
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
  });
});
