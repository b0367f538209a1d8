import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildProject } from '../../tools/project-copy.mjs';
import { publish, signIn, startAdminSession, type AdminSession } from '../support/admin-session';
import { readExampleContent, readExampleRaw } from '../support/example-content';

/**
 * From a phone on the worksite: at 390 px, the owner creates a worksite in the admin with six
 * photos from the camera roll (4032 × 3024, as a phone takes them), chooses its services, writes
 * its texts, looks at the page in the preview and publishes it; each step is timed (reported in
 * the test's annotations). Every photo lands in photos/ already reduced; the copy rebuilt has the
 * worksite's page, on its service's page and in the sitemap.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let session: AdminSession;
test.beforeAll(async () => {
  session = await startAdminSession('admin-realisation-');
});
test.afterAll(() => session?.stop());

const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });
const file = 'src/content/realisations/toiture-en-ardoise-a-walcourt.md';
const PHOTOS = 6;
/** The worksite's service: offered in the admin by its title as written, shown in the preview as the pages show it. */
const SERVICE = 'couverture-ardoise';
const serviceTitle = readExampleRaw().services.find((service) => service.id === SERVICE)!.data.title;
const shownServiceTitle = readExampleContent().services.find((service) => service.slug === SERVICE)!.title;

/** Adds a photo at the end of the worksite's list, with its alternative text and caption. */
async function addPhoto(page: Page, upload: string, number: number) {
  await page.getByRole('button', { name: 'Ajouter une photo' }).filter({ visible: true }).click();
  await page.getByRole('button', { name: 'Choisir une photo' }).filter({ visible: true }).last().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Utiliser la photo choisie' }).click();
  await visible(page, 'Texte alternatif').last().fill(`Toiture en ardoise à Walcourt, vue ${number} du chantier`);
  await visible(page, 'Légende').last().fill(`Le chantier de Walcourt, étape ${number}`);
}

test('the owner creates a worksite with six photos from a phone, previews and publishes it, in under three minutes', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const uploads = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, index) => {
      const path = testInfo.outputPath(`IMG_20260314_${index + 1}.jpg`);
      // Grain, as a camera's photo has: six different pictures stay different once the admin has
      // resized and re-encoded them (flat colours a shade apart came out as the same bytes, and
      // Decap CMS keeps one file per content).
      await sharp({
        create: {
          width: 4032,
          height: 3024,
          channels: 3,
          // sharp's type asks for a background; the grain covers it.
          background: '#000000',
          noise: { type: 'gaussian', mean: 60 + index * 25, sigma: 30 },
        },
      })
        .jpeg()
        .toFile(path);
      return path;
    }),
  );
  const steps: { step: string; ms: number }[] = [];
  const timed = async (step: string, action: () => Promise<void>) => {
    const start = Date.now();
    await action();
    steps.push({ step, ms: Date.now() - start });
  };

  await timed('connexion', () => signIn(page));
  await timed('nouvelle réalisation', async () => {
    await page.goto('/admin#/collections/worksites');
    await page.getByRole('link', { name: 'Créer une entrée de type Réalisation' }).click();
  });
  await timed('textes', async () => {
    await visible(page, 'Titre').fill('Toiture en ardoise à Walcourt');
    await visible(page, 'Commune ou village').fill('Walc');
    await page.getByRole('option', { name: 'Walcourt', exact: true }).click();
    await visible(page, 'Mois des travaux').fill('2026-03');
    // Chosen among the services' pages, once the search has offered it.
    await page.getByLabel('Services réalisés', { exact: true }).fill(serviceTitle);
    await page.getByText(serviceTitle, { exact: true }).last().click();
    await visible(page, 'Résumé').fill(
      'Une toiture en ardoise naturelle refaite sur une maison de village, avec ses noues et ses rives en zinc.',
    );
  });
  await timed('photos', async () => {
    for (const [index, upload] of uploads.entries()) {
      await addPhoto(page, upload, index + 1);
    }
  });
  await timed('récit', async () => {
    await page.locator('[contenteditable="true"]').last().click();
    await page.keyboard.type('Les ardoises glissaient après chaque coup de vent. Nous avons tout refait au crochet.');
  });
  await timed('aperçu', async () => {
    // The page as it will be published: its title, and every photo just chosen, in the browser's copy.
    await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
    const preview = page.frameLocator('iframe[class*="-PreviewPaneFrame"]');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Toiture en ardoise à Walcourt');
    await expect(preview.getByText(shownServiceTitle, { exact: true })).toBeVisible();
    await expect(preview.locator('img[src^="blob:"]')).toHaveCount(PHOTOS);
    await page.getByRole('button', { name: 'Revenir aux champs' }).click();
  });
  await timed('publication', async () => {
    await publish(page);
    await expect.poll(() => existsSync(join(session.project, file)), { timeout: 60_000 }).toBe(true);
    await expect(page).toHaveURL(/\/entries\/toiture-en-ardoise-a-walcourt$/);
  });
  const total = steps.reduce((sum, { ms }) => sum + ms, 0);
  for (const { step, ms } of steps) testInfo.annotations.push({ type: 'étape', description: `${step} : ${ms} ms` });
  testInfo.annotations.push({ type: 'total', description: `${total} ms` });
  expect(total).toBeLessThan(180_000);

  const worksite = session.frontMatter(file);
  expect(worksite).toMatchObject({ title: 'Toiture en ardoise à Walcourt', place: 'Walcourt', date: '2026-03' });
  expect(worksite['services']).toEqual([SERVICE]);
  const photos = worksite['photos'] as { file: string }[];
  expect(photos).toHaveLength(PHOTOS);
  // Each photo left the phone reduced to 2560 px on its long side, without camera data.
  for (const photo of photos) {
    // The local server writes the photos after the entry.
    await expect
      .poll(() => existsSync(join(session.project, photo.file)), {
        message: `${photo.file} among ${readdirSync(join(session.project, 'photos')).join(', ')}`,
      })
      .toBe(true);
    const meta = await sharp(join(session.project, photo.file)).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(2560);
    expect(meta.exif).toBeUndefined();
  }
});

test('the same photo chosen twice under two names: both name the one file the admin writes', async ({
  page,
}, testInfo) => {
  // Decap CMS keeps one file per content: without the save's mending, the first name would have no file.
  const first = testInfo.outputPath('IMG_20260315_7.jpg');
  const copy = testInfo.outputPath('IMG_20260315_7-copie.jpg');
  await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .jpeg()
    .toFile(first);
  copyFileSync(first, copy);
  await signIn(page);
  await page.goto('/admin#/collections/worksites/entries/toiture-en-ardoise-a-walcourt');
  await addPhoto(page, first, PHOTOS + 1);
  await addPhoto(page, copy, PHOTOS + 2);
  await publish(page);
  const photos = () => (session.frontMatter(file)['photos'] as { file: string }[]).map((photo) => photo.file);
  await expect.poll(() => photos().length, { timeout: 60_000 }).toBe(PHOTOS + 2);
  const [seventh, eighth] = photos().slice(PHOTOS);
  expect(eighth).toMatch(/copie\.jpg$/);
  expect(seventh).toBe(eighth);
  await expect.poll(() => existsSync(join(session.project, eighth!))).toBe(true);
});

test('rebuilt, the site has the worksite’s page, on its service’s page and in the sitemap', async () => {
  test.setTimeout(900_000);
  const out = join(session.project, 'dist');
  const { status, output } = buildProject(session.project, out);
  expect(status, output.slice(-3000)).toBe(0);
  const read = (path: string) => readFileSync(join(out, path), 'utf8');
  expect(read('realisations/toiture-en-ardoise-a-walcourt/index.html')).toContain('Toiture en ardoise à Walcourt');
  expect(read('services/couverture-ardoise/index.html')).toContain(
    'href="/realisations/toiture-en-ardoise-a-walcourt"',
  );
  const sitemaps = readdirSync(out).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  expect(sitemaps.map(read).join('')).toContain('/realisations/toiture-en-ardoise-a-walcourt</loc>');
});
