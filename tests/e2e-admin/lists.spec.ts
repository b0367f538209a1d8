import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { projectRoot } from '../../tools/project.mjs';
import {
  expandItem,
  listItem,
  openEntry,
  publish,
  signIn,
  startAdminSession,
  type AdminSession,
} from '../support/admin-session';
import { buildProject } from '../../tools/project-copy.mjs';
import { readExampleContent, readExampleRaw } from '../support/example-content';
import { cameraData } from '../support/test-photos.mjs';
import { NBSP } from '../../src/schemas/characters';

/**
 * The lists the owner grows and shrinks, through the admin (Decap CMS and its local server, on a copy
 * of the project): a service, a commune and a gallery picture added, another of each removed; the
 * copy rebuilt shows them everywhere they belong (page, menu, footer, cards, form, sitemap,
 * structured data), and no link of the site leads nowhere.
 */
test.describe.configure({ mode: 'serial' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The copy's content is the example's: the admin lists it as written, placeholders unfilled. */
const exampleRaw = readExampleRaw();
const { ui, gallery: shownGallery } = readExampleContent();
/** The service the owner removes, and the commune (the last of the list). */
const removedService = exampleRaw.services.find((service) => service.id === 'bardage')!.data.title;
const removedCommune = exampleRaw.communes.at(-1)!.name;
/** The gallery's tab where a picture is added, and the one where its last picture is removed. */
const addedTo = exampleRaw.gallery.find((category) => category.id === 'ardoise')!;
const removedFrom = exampleRaw.gallery.find((category) => category.id === 'zinc')!;
/** The removed picture's caption, as the admin and the pages show it (French typography applied). */
const removedCaption = shownGallery.find((category) => category.id === removedFrom.id)!.images.at(-1)!.caption!;
let session: AdminSession;

test.beforeAll(async () => {
  session = await startAdminSession('admin-listes-');
});
test.afterAll(() => session?.stop());

const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true });

/** Unfolds every item of the lists named `name` (their fold-all button). */
async function unfoldLists(page: Page, name: string): Promise<void> {
  for (const list of await page.locator(`[id^="${name}-field-"]`).filter({ visible: true }).all()) {
    await list.getByTestId('expand-button').first().click();
  }
}

/** Chooses an option of a select field of the admin. */
async function choose(page: Page, field: ReturnType<typeof visible>, option: string): Promise<void> {
  await field.fill(option);
  await page.keyboard.press('Enter');
}

/** Removes the item of a list whose summary is `summary` (the × of its top bar), saying yes when asked. */
async function removeItem(page: Page, summary: string | RegExp): Promise<void> {
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await listItem(page, summary).locator('xpath=./div[1]').getByRole('button').last().click();
  expect(questions).toEqual([expect.stringMatching(/^Retirer «\u00a0.+\u00a0» de la liste\u00a0\?/)]);
}

/** Publishes and waits until `done` holds for the copy's files. */
async function publishAndWait(page: Page, done: () => boolean): Promise<void> {
  await publish(page);
  await expect.poll(done, { timeout: 20_000 }).toBe(true);
}

const sentences = {
  description:
    'Démoussage, nettoyage et traitement hydrofuge de votre toiture : les mousses retirées à la brosse douce, jamais au nettoyeur haute pression.',
  alt: 'Illustration : toiture en tuiles de terre cuite rouge, propre et traitée',
  tagline: 'Une toiture débarrassée de ses mousses, et protégée pour des années',
  intro:
    'Les mousses retiennent l’eau, soulèvent les tuiles et font éclater les ardoises au gel. Nous les retirons à la main et traitons la couverture.',
};

async function addService(page: Page): Promise<void> {
  await page.goto('/admin#/collections/services');
  await page.getByRole('link', { name: 'Créer une entrée de type Service' }).click();
  await page.getByLabel('Position').fill(String(exampleRaw.services.length + 1));
  await page.getByLabel('Titre', { exact: true }).first().fill('Démoussage');
  await page.getByLabel('Description (carte de l’accueil)').fill(sentences.description);
  await choose(page, visible(page, 'Illustration livrée (facultatif)'), 'couverture-tuile');
  await visible(page, 'Texte alternatif de l’illustration (facultatif)').fill(sentences.alt);
  await unfoldLists(page, 'features');
  const features = [
    'Démoussage à la brosse douce',
    'Traitement anti-mousse',
    'Hydrofuge incolore',
    'Gouttières nettoyées',
  ];
  for (const [index, feature] of features.entries()) await visible(page, 'Point fort').nth(index).fill(feature);
  await page.getByLabel('Accroche (sous le titre de la page)').fill(sentences.tagline);
  await unfoldLists(page, 'benefits');
  await unfoldLists(page, 'offerings');
  await unfoldLists(page, 'bullets');
  for (let index = 0; index < 4; index += 1) await choose(page, visible(page, 'Icône').nth(index), 'leaf');
  const titles = ['Sans haute pression', 'Produits adaptés', 'Tuiles vérifiées', 'Garantie {annees-garantie} ans'];
  const texts = visible(page, 'Texte');
  for (const [index, title] of titles.entries()) {
    await visible(page, 'Titre')
      .nth(index + 1)
      .fill(title);
    // A length of guarantee comes with its conditions ({garantie}), as the build and the admin ask.
    await texts
      .nth(index)
      .fill(
        title.includes('{annees-garantie}')
          ? 'Vos travaux de démoussage sont garantis {garantie}.'
          : `${title} : une toiture propre et protégée, sans l’abîmer.`,
      );
  }
  for (const [index, title] of ['Démoussage', 'Traitement de la toiture'].entries()) {
    await visible(page, 'Titre')
      .nth(index + 5)
      .fill(title);
    await texts.nth(index + 4).fill(`${title} de la couverture, tuile par tuile, depuis l’échafaudage.`);
  }
  for (let index = 0; index < 6; index += 1)
    await visible(page, 'Puce')
      .nth(index)
      .fill(`Étape ${index + 1} du chantier`);
  await page.getByLabel('Titre dans les moteurs de recherche').fill('Démoussage de toiture en Hainaut | {nom}');
  await page
    .getByLabel('Description dans les moteurs de recherche')
    .fill('Démoussage et traitement de toiture à Beaumont, Thuin et Charleroi, sans haute pression. Devis gratuit.');
  for (const keyword of ['démoussage', 'traitement toiture', 'nettoyage toiture']) {
    await page.getByRole('button', { name: 'Ajouter un mot-clé' }).click();
    await visible(page, 'Mot-clé').last().fill(keyword);
  }
  await page.locator('[contenteditable="true"]').last().click();
  await page.keyboard.type(sentences.intro);
  const file = 'src/content/services/demoussage.md';
  await publishAndWait(page, () => existsSync(join(session.project, file)));
  // The admin then opens the page it created: wait for it before leaving.
  await expect(page).toHaveURL(/\/entries\/demoussage$/);
  const service = session.frontMatter(file);
  expect(service).toMatchObject({
    position: exampleRaw.services.length + 1,
    title: 'Démoussage',
    image: { artwork: 'couverture-tuile' },
  });
  expect(service.features).toEqual(features);
}

async function removeService(page: Page): Promise<void> {
  await openEntry(page, 'services', 'Services', removedService);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Supprimer l.entrée/ }).click();
  await expect.poll(() => existsSync(join(session.project, 'src/content/services/bardage.md'))).toBe(false);
  // The admin then goes back to the list of services: wait for it before leaving.
  await expect(page).toHaveURL(/\/collections\/services$/);
}

async function addAndRemoveCommunes(page: Page): Promise<void> {
  await openEntry(page, 'zone', 'Zone d’intervention', 'Localités d’intervention rapide');
  await removeItem(page, removedCommune);
  await page.getByRole('button', { name: 'Ajouter une localité' }).click();
  // A place is picked from the list: typed, then chosen among the names that match.
  await visible(page, 'Localité').fill('Fontaine-l');
  await page.getByRole('option', { name: 'Fontaine-l’Évêque', exact: true }).click();
  await visible(page, 'Distance du dépôt par la route (km)').fill('9');
  await visible(page, 'Description').fill(
    `Ancienne cité verrière aux portes de Charleroi${NBSP}: maisons de maître et bel-étages couverts d’ardoise.`,
  );
  await unfoldLists(page, 'specialities');
  const specialities = visible(page, 'Spécificité');
  await specialities.nth(0).fill('Maisons de maître à toiture d’ardoise');
  await specialities.nth(1).fill('Bel-étages et corniches en bois');
  await specialities.nth(2).fill('Toitures plates d’annexes à refaire');
  const before = session.read('src/content/communes.yaml');
  await publishAndWait(page, () => session.read('src/content/communes.yaml') !== before);
  const { communes } = parse(session.read('src/content/communes.yaml')) as { communes: { name: string }[] };
  const example = readExampleRaw().communes.map((commune) => commune.name);
  expect(communes.map((commune) => commune.name)).toEqual([
    ...example.filter((name) => name !== removedCommune),
    'Fontaine-l’Évêque',
  ]);
}

async function addAndRemoveGalleryPictures(page: Page, upload: string): Promise<void> {
  await openEntry(page, 'galerie', 'Galerie', 'Onglets, images et légendes');
  await expandItem(page, removedFrom.label);
  await removeItem(page, new RegExp(`^${escapeRegExp(removedCaption)}`));
  await expandItem(page, removedFrom.label);
  await expandItem(page, addedTo.label);
  await page.getByRole('button', { name: 'Ajouter une image' }).filter({ visible: true }).click();
  await page
    .getByText('Votre photo', { exact: true })
    .filter({ visible: true })
    .last()
    .locator('xpath=ancestor::div[.//button][1]')
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: 'Choisir une photo' }).filter({ visible: true }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Utiliser la photo choisie' }).click();
  await visible(page, 'Légende de la photo').fill('Toiture en ardoise refaite à Thuin, vue depuis le jardin');
  await visible(page, 'Texte alternatif de la photo').fill('Maison de Thuin et sa toiture en ardoise neuve');
  type Gallery = { categories: { id: string; images: { artwork?: string; photo?: { file: string } }[] }[] };
  const before = session.read('src/content/gallery.yaml');
  const tabCount = (parse(before) as Gallery).categories.length;
  // Saved: changed, and whole (a file read while Decap's server writes it may be empty or cut short).
  await publishAndWait(page, () => {
    const text = session.read('src/content/gallery.yaml');
    return text !== before && (parse(text) as Gallery | null)?.categories?.length === tabCount;
  });
  const gallery = parse(session.read('src/content/gallery.yaml')) as Gallery;
  const tab = (id: string) => gallery.categories.find((category) => category.id === id)?.images ?? [];
  const artworks = (images: typeof addedTo.images) => images.map((image) => 'artwork' in image && image.artwork);
  expect(tab(addedTo.id).map((image) => image.artwork ?? image.photo?.file)).toEqual([
    ...artworks(addedTo.images),
    '/photos/chantier-thuin.jpg',
  ]);
  expect(tab(removedFrom.id).map((image) => image.artwork)).toEqual(artworks(removedFrom.images.slice(0, -1)));
  // The admin saved a working copy: reduced, re-encoded, without the camera's data or position.
  const saved = join(session.project, 'photos/chantier-thuin.jpg');
  await expect.poll(() => existsSync(saved)).toBe(true);
  const meta = await sharp(saved).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 2560, 1920, undefined]);
  expect(readFileSync(saved).includes(cameraData.IFD0.Make)).toBe(false);
}

test('the owner adds and removes a service, a commune and a gallery picture in the admin', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // A phone's photo: 4000 × 3000 px, with the camera's data and the GPS position.
  const upload = testInfo.outputPath('chantier-thuin.jpg');
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6b7b88' } })
    .jpeg()
    .withExif(cameraData)
    .toFile(upload);
  await signIn(page);
  await test.step('a service added: its file is named after its title, with its position and illustration', () =>
    addService(page));
  await test.step('a service removed: its file is deleted', () => removeService(page));
  await test.step('a commune added at the end of the list, another removed', () => addAndRemoveCommunes(page));
  await test.step('a picture added with the owner’s photo, saved small and without camera data; another removed', () =>
    addAndRemoveGalleryPictures(page, upload));
});

test('rebuilt, the site follows the lists everywhere, and no link leads nowhere', async () => {
  test.setTimeout(300_000);
  const out = join(session.project, 'dist');
  const { status, output } = buildProject(session.project, out);
  expect(status, output.slice(-3000)).toBe(0);
  const file = (path: string) => join(out, path);
  const home = readFileSync(file('index.html'), 'utf8');

  // The new service has its page, its card, its menu and footer entries, its form option, its social
  // image and its place in the structured data; the removed one has none left.
  expect(readFileSync(file('services/demoussage/index.html'), 'utf8')).toMatch(/<h1[^>]*>Démoussage<\/h1>/);
  expect(existsSync(file('og/demoussage.png'))).toBe(true);
  expect(existsSync(file('services/bardage'))).toBe(false);
  expect(existsSync(file('og/bardage.png'))).toBe(false);
  expect(home.match(/href="\/services\/demoussage"/g)?.length).toBeGreaterThanOrEqual(3);
  expect(home).toContain('<option value="demoussage">Démoussage</option>');
  expect(home).toMatch(/"url":"https:\/\/[^"]+\/services\/demoussage"/);
  const sitemap = readFileSync(file('sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain('/services/demoussage</loc>');
  for (const page of ['index.html', 'services/charpente/index.html', 'mentions-legales/index.html']) {
    const html = readFileSync(file(page), 'utf8');
    expect(html, page).not.toMatch(/services\/bardage|value="bardage"/);
    expect(html, page).not.toContain(`>${removedService}</a>`);
  }
  expect(sitemap).not.toContain('/services/bardage');
  // A worksite that named the removed service stays published, without it.
  const worksites = readExampleRaw().worksites.filter((worksite) => worksite.data.services.includes('bardage'));
  for (const { id } of worksites) {
    expect(readFileSync(file(`realisations/${id}/index.html`), 'utf8')).not.toMatch(/services\/bardage/);
  }
  expect(existsSync(file('realisations/service/bardage'))).toBe(false);

  // The zone: the new commune listed and served, the removed one gone.
  expect(home).toMatch(
    new RegExp(
      `Fontaine-l’Évêque</span><span[^>]*>9\u00a0km(?:<!-- -->)? (?:<!-- -->)?${escapeRegExp(ui.zone.byRoad)}</span>`,
    ),
  );
  // A municipality, as the structured data names one.
  expect(home).toContain('{"@type":"AdministrativeArea","name":"Fontaine-l’Évêque"}');
  expect(home).not.toContain(`${removedCommune}</span>`);
  // Not served any more; still named as the municipality of a village that is (Biesme, in Mettet).
  expect(home).not.toMatch(
    new RegExp(`(?<!"containedInPlace":)\\{"@type":"[A-Za-z]+","name":"${escapeRegExp(removedCommune)}"`),
  );

  // The gallery: a picture more in the first tab, the last one the owner's photo in AVIF and WebP; one less in the other.
  const panel = (id: string) => home.split(`data-category="${id}"`)[1]?.split('data-category=')[0] ?? '';
  expect(panel(addedTo.id).match(/<figure/g)).toHaveLength(addedTo.images.length + 1);
  expect(panel(addedTo.id)).toMatch(/<source type="image\/avif" srcset="[^"]*chantier-thuin[^"]*\.avif/i);
  expect(panel(addedTo.id)).toContain('Toiture en ardoise refaite à Thuin, vue depuis le jardin</figcaption>');
  expect(panel(removedFrom.id).match(/<figure/g)).toHaveLength(removedFrom.images.length - 1);
  expect(home).not.toContain(removedCaption);

  // Every internal link, image and anchor of every page resolves (the crawler of tests/site).
  const crawl = spawnSync(
    process.execPath,
    [join(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--project=site', 'tests/site/links.test.ts'],
    { cwd: projectRoot, env: { ...process.env, DIST_DIR: out }, encoding: 'utf8' },
  );
  expect(crawl.status, `${crawl.stdout}\n${crawl.stderr}`.slice(-3000)).toBe(0);
});
