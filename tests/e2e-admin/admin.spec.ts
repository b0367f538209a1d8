import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { buildProject, copyProject } from '../../tools/project-copy.mjs';
import { expandItem, itemField, openEntry, publish, signIn, withCurrentPrices } from '../support/admin-session';
import { startDecapServer } from '../support/decap-server';
import { readExampleContent, readExampleRaw } from '../support/example-content';
import { exampleSiteDir } from '../../tools/test-sites.mjs';
import { parseContent } from '../../src/lib/content/content-format';

/**
 * The owner's admin (Decap CMS at /admin/) against Decap's local server (`decap-server`, as
 * `npm run admin` runs it), writing into a copy of the project: changes saved in the admin land in
 * the content files exactly where they belong (one field, one line), what the build would refuse is
 * refused in the admin, in French, on the field at fault, and never written; the preview shows the
 * page being edited, on a phone too; and the copy rebuilt shows the new values on the public pages.
 */
test.describe.configure({ mode: 'serial' });

/** The copy's content is the example's: the admin lists it as written, placeholders unfilled. */
const exampleRaw = readExampleRaw();
const serviceTitle = (slug: string) => exampleRaw.services.find((service) => service.id === slug)!.data.title;
/** The commune whose distance the owner changes, and its new distance. */
const movedCommune = exampleRaw.communes[1]!;
const movedDistance = movedCommune.distanceKm + 1;
/** The gallery's first tab, where the owner adds a photo. */
const firstTab = exampleRaw.gallery[0]!.label;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let project: string;
let decapServer: ChildProcess;
const read = (file: string) => readFileSync(join(project, file), 'utf8');
const frontMatter = (file: string) => parseContent(read(file));

test.beforeAll(async () => {
  project = copyProject('admin-', { cacheFrom: exampleSiteDir });
  withCurrentPrices(project);
  decapServer = await startDecapServer(project);
});

test.afterAll(() => {
  decapServer?.kill();
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Console errors and Content-Security-Policy violations of the page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The lines of a file that changed, each as `- before` / `+ after` (every line when lines were added or removed). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length !== b.length) return [`${a.length} lines → ${b.length} lines`, after];
  return a.flatMap((line, index) => (line === b[index] ? [] : [`- ${line}\n+ ${b[index]}`]));
}

/** Decap CMS's colour for a field in error (its label's background, its input's border). */
const ERROR_RED = 'rgb(255, 0, 59)';

/** The field labelled `label` is refused with `message` under its label, in red. */
async function expectRefused(page: Page, label: string, message: string | RegExp): Promise<void> {
  const labelText = new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\(facultatif\\))?$`);
  const field = page
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator('label', { hasText: labelText }) })
    .last();
  await expect(field.locator('[class*="-ControlErrorsList"]').filter({ hasText: message })).toBeVisible();
  await expect(field.locator('label', { hasText: labelText }).first()).toHaveCSS('background-color', ERROR_RED);
  // The box of a text field (a photo has its label only).
  const input = field.locator('input, textarea');
  if ((await input.count()) > 0) await expect(input.first()).toHaveCSS('border-top-color', ERROR_RED);
}

/** Publishes and waits until the local server has written `file` anew. */
async function publishFile(page: Page, file: string): Promise<void> {
  const before = read(file);
  await publish(page);
  await expect.poll(() => read(file), { message: `${file} rewritten` }).not.toBe(before);
  // Written whole: the local server may be caught halfway through writing it.
  await expect
    .poll(async () => {
      const text = read(file);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return text === read(file);
    })
    .toBe(true);
}

test('the owner changes a service’s title, a commune’s distance and the phone number: the files change there', async ({
  page,
}) => {
  const before = {
    identity: read('src/content/identity.yaml'),
    communes: read('src/content/communes.yaml'),
    charpente: read('src/content/services/charpente.md'),
  };
  // The admin runs under its own security policy: nothing it needs is refused.
  const errors = watchErrors(page);
  await signIn(page);

  await openEntry(page, 'services', 'Services', serviceTitle('charpente'));
  await page.getByLabel('Titre', { exact: true }).first().fill('Charpente sur mesure');
  await publishFile(page, 'src/content/services/charpente.md');
  expect(frontMatter('src/content/services/charpente.md').title).toBe('Charpente sur mesure');
  // The first save of a file changes the line of the field changed, nothing else.
  expect(changedLines(before.charpente, read('src/content/services/charpente.md'))).toHaveLength(1);

  await openEntry(page, 'zone', 'Zone d’intervention', 'Localités d’intervention rapide');
  await expandItem(page, movedCommune.name);
  await page.getByLabel('Distance du dépôt par la route (km)').filter({ visible: true }).fill(String(movedDistance));
  await publishFile(page, 'src/content/communes.yaml');
  expect(changedLines(before.communes, read('src/content/communes.yaml'))).toHaveLength(1);
  const communes = parse(read('src/content/communes.yaml')) as { communes: { name: string; distanceKm: number }[] };
  const example = parse(before.communes) as typeof communes;
  expect(communes.communes.map((c) => [c.name, c.distanceKm])).toEqual(
    example.communes.map((c) => [c.name, c.name === movedCommune.name ? movedDistance : c.distanceKm]),
  );

  await openEntry(page, 'entreprise', 'Entreprise', 'Coordonnées, numéros légaux et horaires');
  // The number is written once, as displayed: the call links dial it.
  await page.getByLabel('Téléphone', { exact: true }).fill('071 98 76 54');
  await publishFile(page, 'src/content/identity.yaml');
  expect(changedLines(before.identity, read('src/content/identity.yaml'))).toHaveLength(1);
  const identity = parse(read('src/content/identity.yaml')) as { phone: unknown; name: string };
  expect(identity.phone).toBe('071 98 76 54');
  // Nothing else in those files changed meaning.
  expect({ ...(parse(before.identity) as object), phone: identity.phone }).toEqual(identity);
  expect(parse(before.communes)).not.toEqual(communes);
  expect(errors).toEqual([]);
});

test('what the build would refuse is refused in French on the field at fault, and nothing is written', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const identity = read('src/content/identity.yaml');
  const { enterpriseNumber, name } = parse(identity) as { enterpriseNumber: string; name: string };
  await openEntry(page, 'entreprise', 'Entreprise', 'Coordonnées, numéros légaux et horaires');
  await page.getByLabel('Nom commercial').fill('');
  await page.getByLabel('Téléphone', { exact: true }).fill('appelez-nous');
  await page.getByLabel('E-mail').fill('contact@');
  // Another company's VAT number (its check digits are right), then a mistyped one.
  await page.getByLabel('Numéro de TVA').fill('BE 0456.789.034');
  await publish(page);
  await expect(page.getByText('Rien n’a été enregistré\u00a0: corrigez les champs signalés en rouge.')).toBeVisible();
  await expectRefused(page, 'Nom commercial', '« Nom commercial » est vide\u00a0: remplissez-le.');
  await expectRefused(page, 'Téléphone', /^Écrivez un numéro de téléphone belge complet/);
  await expectRefused(page, 'E-mail', /^Adresse e-mail incomplète ou mal écrite/);
  await expectRefused(page, 'Numéro de TVA', `écrivez BE ${enterpriseNumber}.`);
  // A field in error keeps its caret where it was: empty it first, as the owner would.
  await page.getByLabel('Numéro de TVA').fill('');
  await page.getByLabel('Numéro de TVA').fill('BE 0123.456.748');
  await page.getByLabel('Numéro d’entreprise (BCE)').fill('0123.456.748');
  await publish(page);
  await expectRefused(page, 'Numéro de TVA', /^Numéro de TVA invalide\u00a0: ses deux derniers chiffres/);
  await expectRefused(page, 'Numéro d’entreprise (BCE)', /^Numéro d’entreprise invalide\u00a0: ses deux derniers/);
  // No pattern, no list of placeholders, no « Error: » anywhere.
  await expect(page.locator('body')).not.toContainText(/Error:|\^\(|\{annees-experience\}, \{/);
  expect(read('src/content/identity.yaml')).toBe(identity);

  // A search description within its length as typed, over it once {nom} is filled in; a photo too small.
  const service = read('src/content/services/charpente.md');
  // The refused entry is left by reloading the admin (Decap CMS would carry its unsaved draft to
  // the next entry opened by its address), without taking back a backup of it.
  page.on(
    'dialog',
    (dialog) =>
      void (dialog.type() === 'beforeunload' || dialog.message().includes('quitter')
        ? dialog.accept()
        : dialog.dismiss()),
  );
  await page.goto('about:blank');
  const start = 'Charpente en chêne et en épicéa par {nom} : fermes, pannes, chevrons, lucarnes et traitement du bois';
  const description = `${`${start}${' à Beaumont, Thuin et Charleroi'.repeat(4)}`.slice(0, 157).trimEnd()}.`;
  const filled = description.replace('{nom}', name).length;
  expect(description.length).toBeLessThanOrEqual(160);
  expect(filled).toBeGreaterThan(160);
  await openEntry(page, 'services', 'Services', 'Charpente sur mesure');
  await page.getByLabel('Description dans les moteurs de recherche').fill(description);
  const small = testInfo.outputPath('petite.jpg');
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8a5a35' } })
    .jpeg()
    .toFile(small);
  await expandItem(page, 'Votre photo');
  await page.getByRole('button', { name: 'Choisir une photo' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(small);
  await page.getByRole('button', { name: 'Utiliser la photo choisie' }).click();
  await page.getByLabel('Texte alternatif de la photo').first().fill('Charpente en chêne posée à Thuin, vue de la rue');
  // A price range written upside down.
  const [range] = (frontMatter('src/content/services/charpente.md')['budget'] as { lines: { label: string }[] }).lines;
  await expandItem(page, 'Budget indicatif');
  await (await itemField(page, range!.label, 'De (€ HTVA)')).fill('300');
  await (await itemField(page, range!.label, 'À (€ HTVA)')).fill('200');
  await publish(page);
  await expectRefused(
    page,
    'Description dans les moteurs de recherche',
    `Trop long une fois {nom} remplacé\u00a0: ${filled}\u00a0caractères pour 160 au plus.`,
  );
  await expectRefused(
    page,
    'Photo',
    'Photo trop petite (300\u00a0×\u00a0200\u00a0px)\u00a0: il faut au moins 800\u00a0×\u00a0600\u00a0px',
  );
  // Said by the list of ranges, naming the range and the field (a list has no box of its own to turn red).
  const ranges = page
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator('label', { hasText: /^Fourchettes de prix( \(facultatif\))?$/ }) })
    .last();
  await expect(
    ranges.locator('[class*="-ControlErrorsList"]').filter({
      hasText:
        'n°\u00a01 › À (€ HTVA)\u00a0: Le haut de la fourchette (200\u00a0€) est plus bas que le bas (300\u00a0€)',
    }),
  ).toBeVisible();
  expect(read('src/content/services/charpente.md')).toBe(service);
});

test('a photo uploaded for a gallery picture lands in photos/ and is named by the gallery', async ({
  page,
}, testInfo) => {
  const upload = testInfo.outputPath('toiture-thuin.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b7b88' } })
    .jpeg()
    .toFile(upload);
  await signIn(page);
  await openEntry(page, 'galerie', 'Galerie', 'Onglets, images et légendes');
  await expandItem(page, firstTab);
  await expandItem(page, /^Illustration\u00a0: couverture en ardoise naturelle posée au crochet/);
  await expandItem(page, 'Votre photo');
  await page.getByRole('button', { name: 'Choisir une photo' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Utiliser la photo choisie' }).click();
  await page
    .getByLabel('Légende de la photo')
    .filter({ visible: true })
    .fill('Toiture en ardoise refaite à Thuin, vue depuis la rue');
  await page
    .getByLabel('Texte alternatif de la photo')
    .filter({ visible: true })
    .fill('Maison en pierre bleue à Thuin, toiture en ardoise neuve');
  await publishFile(page, 'src/content/gallery.yaml');
  // The photo travels in a request of its own, beside the gallery's file.
  await expect.poll(() => existsSync(join(project, 'photos/toiture-thuin.jpg'))).toBe(true);
  const gallery = parse(read('src/content/gallery.yaml')) as {
    categories: { id: string; images: { photo?: { file: string; caption: string } }[] }[];
  };
  expect(gallery.categories[0]?.images[0]?.photo).toEqual({
    file: '/photos/toiture-thuin.jpg',
    caption: 'Toiture en ardoise refaite à Thuin, vue depuis la rue',
    alt: 'Maison en pierre bleue à Thuin, toiture en ardoise neuve',
  });
});

test('a service given the title of another, or of a section of its page, is refused under its title, and nothing is written', async ({
  page,
}) => {
  const file = 'src/content/services/couverture-zinc.md';
  const before = read(file);
  const other = frontMatter('src/content/services/couverture-tuile.md')['title'] as string;
  await signIn(page);
  await openEntry(page, 'services', 'Services', serviceTitle('couverture-zinc'));
  await page.getByLabel('Titre', { exact: true }).first().fill(other.toUpperCase());
  await publish(page);
  // The service's own title (the first « Titre »; its cards have titles of their own).
  const title = page
    .locator('[class*="-ControlContainer"]')
    .filter({ has: page.locator('label', { hasText: /^Titre$/ }) })
    .first();
  await expect(title.locator('[class*="-ControlErrorsList"]')).toHaveText(
    `Le service «\u00a0${other}\u00a0» (services/couverture-tuile) porte déjà ce titre\u00a0: donnez à celui-ci un titre qui le distingue, ou supprimez l’un des deux.`,
  );
  // Nor the heading of a section of every service's page: two regions of the same name.
  const { servicePage } = parse(read('src/content/ui.yaml')) as { servicePage: { offeringsHeading: string } };
  const titleBox = page.getByLabel('Titre', { exact: true }).first();
  await titleBox.clear();
  await titleBox.fill(servicePage.offeringsHeading);
  await expect(titleBox).toHaveValue(servicePage.offeringsHeading);
  await publish(page);
  await expect(title.locator('[class*="-ControlErrorsList"]')).toContainText(
    'Une section de chaque page de service porte déjà ce titre',
  );
  expect(read(file)).toBe(before);
});

test('a photo just chosen for a service shows in the preview before the save', async ({ page }, testInfo) => {
  const upload = testInfo.outputPath('charpente-chene.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a6a4b' } })
    .jpeg()
    .toFile(upload);
  await signIn(page);
  await openEntry(page, 'services', 'Services', serviceTitle('couverture-zinc'));
  await expandItem(page, 'Votre photo');
  await page.getByRole('button', { name: 'Choisir une photo' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Utiliser la photo choisie' }).click();
  // The service's picture in the preview is the chosen photo, loaded: its address is the browser's copy of the file.
  const preview = page.frameLocator('iframe[class*="-PreviewPaneFrame"]');
  const photo = preview.locator('img[src^="blob:"]').first();
  await expect(photo).toBeAttached();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the admin fits the screen, « Publier » in reach, and the preview shows the page being edited', async ({
    page,
  }) => {
    await signIn(page);
    await openEntry(page, 'services', 'Services', 'Charpente sur mesure');
    const title = 'Charpente traditionnelle en chêne';
    await page.getByLabel('Titre', { exact: true }).first().fill(title);
    const publishButton = page.getByRole('button', { name: 'Publier', exact: true });
    await expect(publishButton).toBeInViewport({ ratio: 1 });
    // Down at the last field of the entry, « Publier » is still whole on screen: the top bar follows.
    await page.locator('[class*="-EditorContainer"]').evaluate((editor) => editor.scrollTo(0, editor.scrollHeight));
    await expect(page.getByRole('button', { name: 'Revenir aux champs' })).toBeVisible();
    await expect(publishButton).toBeInViewport({ ratio: 1 });
    await page.locator('[class*="-EditorContainer"]').evaluate((editor) => editor.scrollTo(0, 0));
    // The preview is the site's own service page, with the site's stylesheet, under the fields.
    const preview = page.frameLocator('iframe[class*="-PreviewPaneFrame"]');
    const heading = preview.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    await expect(heading).toHaveCSS('font-family', /Fraunces/);
    await expect(preview.getByRole('navigation').getByText(title)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a new service: its preview shows at once, one tap away and back, and every button of the top bar is on screen', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/admin#/collections/services');
    await page.getByRole('link', { name: 'Créer une entrée de type Service' }).click();
    // Its lists start with items not filled in yet (no icon chosen): the preview shows them empty.
    const preview = page.frameLocator('iframe[class*="-PreviewPaneFrame"]');
    await page.getByLabel('Titre', { exact: true }).first().fill('Démoussage');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Démoussage');
    await expect(page.getByText(/Une erreur est survenue/)).toHaveCount(0);

    const frame = page.locator('iframe[class*="-PreviewPaneFrame"]');
    await expect(frame).not.toBeInViewport();
    await page.getByRole('button', { name: 'Voir l’aperçu' }).tap();
    await expect(frame).toBeInViewport();
    // The preview starts right under the top bar, not behind it.
    const bar = (await page.locator('[class*="-EditorContainer"] > [class*="-ToolbarContainer"]').boundingBox())!;
    expect(Math.abs((await frame.boundingBox())!.y - (bar.y + bar.height))).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: 'Revenir aux champs' }).tap();
    await expect(page.getByLabel('Position')).toBeInViewport();

    // An entry already saved has its « Supprimer l’entrée » too: every button within the screen's width.
    page.once('dialog', (dialog) => void dialog.accept());
    await openEntry(page, 'services', 'Services', serviceTitle('couverture-tuile'));
    await expect(page.getByRole('button', { name: /^Supprimer l.entrée/ })).toBeVisible();
    const buttons = page.locator('[class*="-ToolbarContainer"]').getByRole('button').filter({ visible: true });
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const name = (await button.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    expect(errors).toEqual([]);
  });
});

test('rebuilt, the public pages show what the owner saved', async () => {
  test.setTimeout(240_000);
  const out = join(project, 'dist');
  const { status, output } = buildProject(project, out);
  expect(status, output.slice(-3000)).toBe(0);
  const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');

  const service = page('services/charpente');
  expect(service).toMatch(/<h1[^>]*>Charpente sur mesure<\/h1>/);
  const home = page('');
  expect(home).toContain('>Charpente sur mesure</a>');
  // The header's call button and the structured data carry the new number.
  expect(home).toContain('href="tel:+3271987654"');
  expect(home).toContain('071 98 76 54');
  expect(home).toContain('"telephone":"+3271987654"');
  // The fast-intervention list says the commune is at its new distance, by road.
  const byRoad = readExampleContent().ui.zone.byRoad;
  expect(home).toMatch(
    new RegExp(
      `${escapeRegExp(movedCommune.name)}</span><span[^>]*>${movedDistance}\u00a0km(?:<!-- -->)? (?:<!-- -->)?${escapeRegExp(byRoad)}</span>`,
    ),
  );
  // The gallery's first picture is the owner's photo, in AVIF and WebP, with its own texts.
  expect(home).toMatch(/<source type="image\/avif" srcset="[^"]*toiture-thuin[^"]*\.avif/i);
  expect(home).toMatch(/<source type="image\/webp" srcset="[^"]*toiture-thuin[^"]*\.webp/i);
  expect(home).toContain('alt="Maison en pierre bleue à Thuin, toiture en ardoise neuve"');
  expect(home).toContain('Toiture en ardoise refaite à Thuin, vue depuis la rue</figcaption>');
});
