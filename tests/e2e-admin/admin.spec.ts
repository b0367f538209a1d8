import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { buildProject, copyProject } from '../support/project-copy.mjs';
import { startDecapServer } from '../support/decap-server';

/**
 * The owner's admin (Decap CMS at /admin/) against Decap's local server (`decap-server`, as
 * `npm run admin` runs it), writing into a copy of the project: changes saved in the admin land in
 * the content files exactly where they belong, what the schemas refuse is refused in the admin and
 * never written, and the copy rebuilt shows the new values on the public pages.
 */
test.describe.configure({ mode: 'serial' });

let project: string;
let decapServer: ChildProcess;
const read = (file: string) => readFileSync(join(project, file), 'utf8');
const frontMatter = (file: string) =>
  parse(/^---\n([\s\S]*?)---\n/.exec(read(file))?.[1] ?? '') as Record<string, unknown>;

test.beforeAll(async () => {
  project = copyProject('admin-');
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

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
}

/** Opens an entry from its collection's list, as the owner does (`collection`: its name in the admin's address). */
async function openEntry(page: Page, collection: string, label: string, entry: string): Promise<void> {
  await page.goto(`/admin#/collections/${collection}`);
  await expect(page.getByRole('heading', { name: label })).toBeVisible();
  // The entry's card (the menu on the left may have a link of the same name).
  await page.getByRole('link', { name: entry, exact: true }).last().click();
  await expect(page.getByText(`Écriture dans la collection ${label}`)).toBeVisible();
}

/** Unfolds the item of a list whose summary is `summary` (its first button is the fold toggle). */
async function expandItem(page: Page, summary: string | RegExp): Promise<void> {
  const item = page.getByText(summary, { exact: true }).first().locator('xpath=ancestor::div[.//button][1]');
  await item.getByRole('button').first().click();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
}

/** Publishes and waits until the local server has written `file` anew. */
async function publishFile(page: Page, file: string): Promise<void> {
  const before = read(file);
  await publish(page);
  await expect.poll(() => read(file), { message: `${file} rewritten` }).not.toBe(before);
}

test('the owner changes a service’s title, a commune’s distance and the phone number: the files change there', async ({
  page,
}) => {
  const before = { identity: read('src/content/identity.yaml'), communes: read('src/content/communes.yaml') };
  // The admin runs under its own security policy: nothing it needs is refused.
  const errors = watchErrors(page);
  await signIn(page);

  await openEntry(page, 'services', 'Services', 'Charpente');
  await page.getByLabel('Titre', { exact: true }).first().fill('Charpente sur mesure');
  await publishFile(page, 'src/content/services/charpente.md');
  expect(frontMatter('src/content/services/charpente.md').title).toBe('Charpente sur mesure');

  await openEntry(page, 'zone', 'Zone d’intervention', 'Communes d’intervention rapide');
  await expandItem(page, 'Thuin');
  await page.getByLabel('Distance du dépôt (km)').filter({ visible: true }).fill('9');
  await publishFile(page, 'src/content/communes.yaml');
  const communes = parse(read('src/content/communes.yaml')) as { communes: { name: string; distanceKm: number }[] };
  expect(communes.communes.map((c) => [c.name, c.distanceKm])).toEqual([
    ['Montigny-le-Tilleul', 5],
    ['Thuin', 9],
    ['Ham-sur-Heure-Nalinnes', 10],
    ['Gerpinnes', 12],
    ['Biesme', 15],
    ['Mettet', 20],
  ]);

  await openEntry(page, 'entreprise', 'Entreprise', 'Coordonnées, numéros légaux et horaires');
  await page.getByLabel('Téléphone (tel qu’affiché)').fill('071 98 76 54');
  await page.getByLabel('Téléphone (format international)').fill('+3271987654');
  await publishFile(page, 'src/content/identity.yaml');
  const identity = parse(read('src/content/identity.yaml')) as { phone: unknown; name: string };
  expect(identity.phone).toEqual({ display: '071 98 76 54', e164: '+3271987654' });
  // Nothing else in those files changed meaning.
  expect({ ...(parse(before.identity) as object), phone: identity.phone }).toEqual(identity);
  expect(parse(before.communes)).not.toEqual(communes);
  expect(errors).toEqual([]);
});

test('an empty required field and a malformed phone are refused in French, and nothing is written', async ({
  page,
}) => {
  await signIn(page);
  const identity = read('src/content/identity.yaml');
  await openEntry(page, 'entreprise', 'Entreprise', 'Coordonnées, numéros légaux et horaires');
  await page.getByLabel('Nom commercial').fill('');
  await page.getByLabel('Téléphone (format international)').fill('071 98 76 54');
  await publish(page);
  await expect(page.getByText('Le champ « Nom commercial » est obligatoire.')).toBeVisible();
  await expect(page.getByText(/un numéro belge au format \+32…, sans espace/)).toBeVisible();
  expect(read('src/content/identity.yaml')).toBe(identity);
});

test('an enterprise number whose check digits are wrong is refused with the build’s own message', async ({ page }) => {
  await signIn(page);
  const identity = read('src/content/identity.yaml');
  await openEntry(page, 'entreprise', 'Entreprise', 'Coordonnées, numéros légaux et horaires');
  await page.getByLabel('Numéro d’entreprise (BCE)').fill('0123.456.748');
  await publish(page);
  await expect(page.getByText(/numéro BCE invalide \(contrôle modulo 97\)/)).toBeVisible();
  expect(read('src/content/identity.yaml')).toBe(identity);
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
  await expandItem(page, 'Ardoise');
  await expandItem(page, /^Illustration\u00a0: couverture en ardoise naturelle posée au crochet/);
  await expandItem(page, 'Votre photo');
  await page.getByRole('button', { name: 'Choisir une image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
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
  // The fast-intervention list says Thuin is 9 km away.
  expect(home).toMatch(/Thuin<\/span><span[^>]*>9\u00a0km<\/span>/);
  // The gallery's first picture is the owner's photo, in AVIF and WebP, with its own texts.
  expect(home).toMatch(/<source type="image\/avif" srcset="[^"]*toiture-thuin[^"]*\.avif/i);
  expect(home).toMatch(/<source type="image\/webp" srcset="[^"]*toiture-thuin[^"]*\.webp/i);
  expect(home).toContain('alt="Maison en pierre bleue à Thuin, toiture en ardoise neuve"');
  expect(home).toContain('Toiture en ardoise refaite à Thuin, vue depuis la rue</figcaption>');
});
