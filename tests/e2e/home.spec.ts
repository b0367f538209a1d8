import { expect, test } from '@playwright/test';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';

/** What the home page must show: the example's content, as the pages get it. */
const { home, ui, services, gallery, communes, regions, projectTypes } = readExampleContent();
const serviceTitles = services.map((service) => service.title);
const regionNames = regions.map((region) => region.name);
const projectTypeOptions = projectTypes.map((type) => [type.value, type.label]);
const [firstTab, secondTab] = gallery;

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero offers the call button and the two scroll buttons', async ({ page }) => {
    const hero = page.locator('#accueil');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    // One call button shown: the office's line or, while it is closed, the emergency line.
    await expect(hero.locator('a[data-call="hero"]:visible')).toHaveCount(1);
    await expect(hero.locator('a[data-call="hero"]:visible')).toHaveAttribute('href', /^tel:\+32/);
    await expect(hero.getByRole('link', { name: home.hero.quoteButton })).toHaveAttribute('href', '#contact');
    await expect(hero.getByRole('link', { name: home.hero.servicesButton })).toHaveAttribute('href', '#services');
    // The key figures as the example states them, once their values are filled in.
    const claims = home.claims;
    expect(claims.length).toBeGreaterThan(0);
    for (const { value } of claims) {
      await expect(hero.getByText(value, { exact: true })).toBeVisible();
    }
  });

  test('the key figures fill every row of their grid, from a phone to a wide screen', async ({ page }) => {
    const grid = page.locator('#accueil ul').last();
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await grid.boundingBox())!;
      const cells = await grid.locator('> li').evaluateAll((items) =>
        items.map((item) => {
          const { top, right } = item.getBoundingClientRect();
          return { top: Math.round(top), right };
        }),
      );
      expect(cells.length).toBeGreaterThanOrEqual(home.claims.length);
      // The last cell of each row reaches the grid's right edge: no empty cell after it.
      for (const top of new Set(cells.map((cell) => cell.top))) {
        const rowEnd = Math.max(...cells.filter((cell) => cell.top === top).map((cell) => cell.right));
        expect(rowEnd, `${width} px, row at ${top}`).toBeCloseTo(box.x + box.width, 0);
      }
    }
  });

  test('a card per service, each with its features and a link to its page', async ({ page }) => {
    const cards = page.locator('#services [data-service]');
    await expect(cards).toHaveCount(services.length);
    await expect(cards.locator('h3')).toHaveText(serviceTitles);
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.locator('ul > li')).toHaveCount(services[index]!.features.length);
      await expect(card.locator('img')).toHaveAttribute('alt', /.{20,}/);
      const slug = await card.getAttribute('data-service');
      await expect(card.locator('h3 a')).toHaveAttribute('href', `/services/${slug}`);
    }
  });

  test('gallery: a tab per category, the first selected, its captioned pictures each, link to the form', async ({
    page,
  }) => {
    const section = page.locator('#galerie');
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveCount(gallery.length);
    await expect(section.getByRole('tablist')).toBeVisible();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveText(firstTab!.label);
    for (const { id, images } of gallery) {
      const figures = section.locator(`[data-category="${id}"] figure`);
      await expect(figures).toHaveCount(images.length);
      for (const figure of await figures.all()) {
        await expect(figure.locator('figcaption')).toHaveText(/.{20,}/);
      }
    }
    await expect(section.locator(`[data-category="${firstTab!.id}"]`)).toBeVisible();
    await expect(section.locator(`[data-category="${secondTab!.id}"]`)).toBeHidden();
    await expect(section.locator('a[href="#contact"]')).toHaveCount(1);

    await waitForHydration(page, section);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(section.locator(`[data-category="${secondTab!.id}"]`)).toBeVisible();
  });

  test('zone: the fast-intervention communes with their distances and the regions', async ({ page }) => {
    const list = page.getByTestId('intervention-rapide').locator(':scope > li');
    await expect(list).toHaveCount(communes.length);
    for (const [index, { name, distanceKm }] of communes.entries()) {
      await expect(list.nth(index)).toContainText(name);
      await expect(list.nth(index)).toContainText(`${distanceKm}\u00a0km ${ui.zone.byRoad}`);
    }
    await expect(page.locator('#zone [data-region] h4')).toHaveText(regionNames);
    for (const [index, region] of (await page.locator('#zone [data-region]').all()).entries()) {
      await expect(region.locator('ul > li')).toHaveText(regions[index]!.highlights);
    }
  });

  test('nearby communes: a card each, the reasons and the call block', async ({ page }) => {
    const section = page.locator('#communes-proches');
    const cards = section.locator('[data-commune]');
    await expect(cards).toHaveCount(communes.length);
    for (const [index, { name, distanceKm, specialities }] of communes.entries()) {
      await expect(cards.nth(index).locator('h3')).toHaveText(name);
      await expect(cards.nth(index)).toContainText(`${distanceKm}\u00a0km ${ui.communes.byRoad}`);
      await expect(cards.nth(index).locator('ul > li')).toHaveCount(specialities.length);
    }
    const reasons = section.getByTestId('pourquoi-nous-choisir').locator(':scope > li');
    await expect(reasons).toHaveCount(home.whyChoose.length);
    // Each with its text, its values filled in (the figures: minutes, days, years).
    for (const [index, { title, text }] of home.whyChoose.entries()) {
      await expect(reasons.nth(index)).toContainText(title);
      await expect(reasons.nth(index)).toContainText(text);
    }
    // One call link shown, the line that answers now (tel-links.spec.ts checks which, hour by hour).
    await expect(section.locator('a[href^="tel:"]:visible')).toHaveCount(1);
    await expect(section.locator('a[href="#contact"]')).toHaveCount(1);
  });

  test('contact: three cards and the form exactly as specified', async ({ page }) => {
    const contact = page.locator('#contact');
    await expect(contact.getByText(ui.contact.emailPromise)).toBeVisible();
    // Shown: the line that answers now (the office's while it is open, the emergency line while it is
    // closed: tel-links.spec.ts), the e-mail address, and the e-mail for photos under the form (the
    // form's fallbacks, hidden until needed, hold their own).
    await expect(contact.locator('a[href^="tel:"]:visible')).toHaveCount(1);
    const mails = contact.locator('a[href^="mailto:"]:visible');
    await expect(mails).toHaveCount(2);
    await expect(mails.filter({ hasText: ui.photos.email })).toHaveCount(1);
    await expect(contact.getByRole('heading', { name: ui.contact.formTitle })).toBeVisible();

    const form = contact.locator('form');
    await expect(form.getByLabel(ui.form.fields.nom)).toHaveAttribute('required', '');
    await expect(form.locator('[name="email"]')).toHaveAttribute('type', 'email');
    await expect(form.locator('[name="email"]')).toHaveAttribute('required', '');
    await expect(form.locator('[name="telephone"]')).toHaveAttribute('required', '');
    await expect(form.locator('[name="ville"]')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel(ui.form.fields.sujet)).toHaveAttribute('required', '');
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '5');
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('required', '');
    const options = await form
      .locator('select[name="sujet"] option:not([value=""])')
      .evaluateAll((list) => list.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual(projectTypeOptions);
    // The note quotes the quote's delay from the figures: « sous 48 h ouvrables » in the example.
    await expect(form).toContainText(ui.contact.notes);
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
