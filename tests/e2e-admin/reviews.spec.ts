import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publish, signIn, startAdminSession, type AdminSession } from '../support/admin-session';
import { readExampleRaw } from '../support/example-content';

/**
 * A client review added from a phone (390 px): the admin offers the site's services by title,
 * refuses a consent dated before the review with the build's words, and writes the review's file
 * once the consent follows the review, the consent's date kept in it.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let session: AdminSession;
test.beforeAll(async () => {
  session = await startAdminSession('admin-avis-');
});
test.afterAll(() => session?.stop());

const reviewsDir = () => join(session.project, 'src/content/avis');
/** The review's service, offered in the admin by its title as written. */
const SERVICE = 'charpente';
const serviceTitle = readExampleRaw().services.find((service) => service.id === SERVICE)!.data.title;

/** Fills a new review; `consent` is the day the client agreed to its publication. */
async function fillReview(page: Page, consent: string): Promise<void> {
  await page.goto('/admin#/collections/reviews');
  await page.getByRole('link', { name: 'Créer une entrée de type Avis' }).click();
  await page.getByLabel('Nom du client, tel qu’il accepte de le voir publié').fill('Luc W.');
  // A place is picked from the list of Belgium's localities: typed, then chosen.
  await page.getByLabel('Commune ou village', { exact: true }).fill('Thuin');
  await page.getByRole('option', { name: 'Thuin', exact: true }).click();
  await page.getByLabel('Date de l’avis').fill('2026-11-20');
  await page.getByLabel('Service', { exact: true }).fill(serviceTitle);
  await page.getByText(serviceTitle, { exact: true }).last().click();
  await page.getByLabel('Note sur 5').fill('5');
  await page.getByLabel('Reçu', { exact: true }).fill('e-mail');
  await page.keyboard.press('Enter');
  await page.getByLabel('Date de l’accord du client pour la publication').fill(consent);
  await page
    .getByLabel('Texte de l’avis')
    .fill('Charpente de l’annexe refaite en trois jours, bois traité et chantier propre chaque soir.');
}

test('the owner adds a client review from a phone, refused while its consent precedes it', async ({ page }) => {
  const before = new Set(readdirSync(reviewsDir()));
  const added = () => readdirSync(reviewsDir()).filter((file) => !before.has(file));
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);

  await fillReview(page, '2026-11-19');
  await publish(page);
  await expect(page.getByText(/L’accord ne peut pas précéder l’avis/).first()).toBeVisible();
  expect(added()).toEqual([]);

  await fillReview(page, '2026-11-21');
  await publish(page);
  await expect.poll(added, { timeout: 20_000 }).toHaveLength(1);
  const [file] = added();
  expect(file).toMatch(/^\d{4}-\d{2}-\d{2}-luc-w\.md$/);
  expect(existsSync(join(reviewsDir(), file!))).toBe(true);
  expect(session.frontMatter(`src/content/avis/${file}`)).toMatchObject({
    name: 'Luc W.',
    place: 'Thuin',
    date: '2026-11-20',
    service: SERVICE,
    rating: 5,
    received: 'e-mail',
    consent: '2026-11-21',
  });
});
