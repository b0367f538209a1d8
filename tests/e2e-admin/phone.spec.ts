import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readContentFiles } from '../../src/integrations/content-files';
import { adminCollections } from '../../src/lib/admin/admin-config';
import type { AdminField } from '../../src/lib/admin/admin-fields';
import { adminGroups, CONTENT_DIR, contentSources } from '../../src/schemas/collections';
import { EXAMPLE_CONTENT_DIR } from '../../src/schemas/content-dirs';
import { projectRoot } from '../../tools/project.mjs';
import { signIn, startAdminSession, type AdminSession } from '../support/admin-session';
import { readExampleRaw } from '../support/example-content';
import { NBSP } from '../../src/schemas/characters';

/**
 * The admin in the owner's hand, at 390 px with touch: on every collection's longest form a tap
 * does what it seems to (a drop-down opened by one tap chooses nothing, the next tap chooses; the
 * last field takes its tap, no button over it), every word is French; a place typed but not picked
 * stays and the closest names are offered; a list's item is removed only once the owner says so; a
 * new entry never says it is saved; a review has its preview. Screenshots in test-results/.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let session: AdminSession;
test.beforeAll(async () => {
  session = await startAdminSession('admin-telephone-');
});
test.afterAll(() => session?.stop());

const collections = adminCollections(contentSources, adminGroups, CONTENT_DIR);
const files = readContentFiles(projectRoot, EXAMPLE_CONTENT_DIR);

/** How many values a document holds: its form's length. */
function leaves(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leaves(item), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + leaves(item), 0);
  return 1;
}

/** Each collection of the admin's menu with its longest form: its address, and its fields. */
const longestForms = collections.map((collection) => {
  const candidates = files.flatMap((file) => {
    const source = contentSources[file.source];
    const inCollection =
      'files' in collection
        ? source.kind === 'file' && source.group === collection.name
        : source.kind === 'folder' && file.source === collection.name;
    if (!inCollection || !file.data) return [];
    const entry = 'files' in collection ? file.source : file.slug;
    const fields =
      'files' in collection
        ? collection.files.find((candidate) => candidate.name === file.source)!.fields
        : collection.fields;
    return [{ entry, fields, length: leaves(file.data) }];
  });
  const longest = candidates.toSorted((a, b) => b.length - a.length)[0]!;
  return { collection: collection.name, ...longest, hash: `#/collections/${collection.name}/entries/${longest.entry}` };
});

/** The drop-downs a form shows without unfolding anything: its own fields, and those of the groups shown open. */
function dropDowns(fields: readonly AdminField[]): AdminField[] {
  return fields.flatMap((field) => {
    if (field.widget === 'select' || field.widget === 'relation')
      return (field.options?.length ?? 2) > 1 ? [field] : [];
    return field.widget === 'object' && !field.collapsed ? dropDowns(field.fields ?? []) : [];
  });
}

const editor = (page: Page) => page.locator('[class*="-EditorContainer"]');
/** The field labelled `label` (« Reçu », « Réalisation (facultatif) »): the first such label's own field. */
const control = (page: Page, label: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\(facultatif\\))?$`, 'i') })
    .first()
    .locator('xpath=ancestor::div[contains(@class, "-ControlContainer")][1]');

async function openForm(page: Page, hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/admin${hash}`);
  await expect(page.locator('[class*="-ControlPaneContainer"] label').first()).toBeVisible();
}

/** Scrolls the editor until the element's bottom is `fromBottom` px above the screen's. */
async function nearTheBottom(element: Locator, fromBottom = 90): Promise<void> {
  await element.evaluate((target, gap) => {
    const scroller = target.closest('[class*="-EditorContainer"]')!;
    scroller.scrollBy(0, target.getBoundingClientRect().bottom - (window.innerHeight - gap));
  }, fromBottom);
}

/** What react-select shows as chosen (one value, or the values of a multiple choice). */
const chosen = (field: Locator) => field.locator('[class*="singleValue"], [class*="multiValue"]').allInnerTexts();

/** English that would show in an admin left to Decap's and react-select's own words. */
const ENGLISH =
  /\b(?:Loading|Select\.\.\.|options?\b|results? available|No options|Add|Delete|Remove|Choose|Upload|Download|Search|Expand|Collapse|field|entry|Unsaved|Changes saved|Publish now)\b/;

async function shownWords(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );
}

test('every collection’s longest form: a drop-down chooses on the second tap, the last field takes its tap, every word French', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  expect(longestForms.map((form) => form.collection)).toEqual(collections.map((collection) => collection.name));
  let dropDownsTried = 0;
  for (const form of longestForms) {
    await test.step(`${form.collection} › ${form.entry}`, async () => {
      await openForm(page, form.hash);
      // No button over the form: the preview's is a row of the top bar.
      const bar = (await page.locator('[class*="-EditorContainer"] > [class*="-ToolbarContainer"]').boundingBox())!;
      const preview = page.getByRole('button', { name: 'Voir l’aperçu' });
      if (await preview.isVisible()) {
        const box = (await preview.boundingBox())!;
        expect(box.y + box.height, form.entry).toBeLessThanOrEqual(bar.y + bar.height);
        expect(box.x + box.width, form.entry).toBeLessThanOrEqual(390);
      }

      for (const field of dropDowns(form.fields)) {
        const box = control(page, field.label);
        const input = box.locator('input').first();
        await nearTheBottom(box);
        const before = await chosen(box);
        await input.tap();
        const options = page.getByRole('option');
        // The list opens, or (the fault) the tap chooses by itself and the list closes.
        await expect.poll(async () => (await options.count()) > 0 || `${await chosen(box)}` !== `${before}`).toBe(true);
        expect(
          await chosen(box),
          `${form.entry} › ${field.label}: the tap that opens the list chooses nothing`,
        ).toEqual(before);
        await expect(options.first(), `${form.entry} › ${field.label}: the tap opens the list`).toBeVisible();
        // react-select's words for screen readers, in French.
        await expect(box.locator('[aria-live]').first()).not.toContainText(/result|option|Select/);
        const pick = (await options.count()) > 1 ? options.nth(1) : options.first();
        const label = (await pick.innerText()).trim();
        if (form.collection === 'reviews' && field.name === 'received')
          await page.screenshot({ path: testInfo.outputPath('390-liste-ouverte-en-bas.png') });
        await pick.tap();
        await expect.poll(() => chosen(box), `${form.entry} › ${field.label}: the second tap chooses`).toContain(label);
        if (form.collection === 'reviews' && field.name === 'received')
          await page.screenshot({ path: testInfo.outputPath('390-liste-choisie.png') });
        dropDownsTried += 1;
      }

      // The form's last field: scrolled down to, tapped, it is what the finger reached.
      await editor(page).evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
      // The last field of the form itself (not a field inside it), and its last part the finger can
      // take (a text box, a list's last button).
      await page.evaluate(() => {
        const fields = [...document.querySelectorAll('[class*="-ControlPaneContainer"] [class*="-ControlContainer"]')];
        const own = fields.filter((field) => !field.parentElement?.closest('[class*="-ControlContainer"]'));
        own.at(-1)?.setAttribute('data-dernier-champ', '');
      });
      const last = page.locator('[data-dernier-champ]');
      const target = last.locator('input, textarea, [contenteditable="true"], button').filter({ visible: true }).last();
      await target.scrollIntoViewIfNeeded();
      const point = (await target.boundingBox())!;
      const reached = await last.evaluate(
        (field, [x, y]) => field.contains(document.elementFromPoint(x!, y!)),
        [point.x + point.width / 2, point.y + point.height / 2],
      );
      expect(reached, `${form.entry}: the last field is what lies under the finger`).toBe(true);
      await target.tap();
      if (await target.evaluate((element) => element.matches('input, textarea, [contenteditable="true"]')))
        await expect(target, `${form.entry}: the last field has the focus`).toBeFocused();
      if (form.collection === 'worksites')
        await page.screenshot({ path: testInfo.outputPath('390-dernier-champ-realisation.png') });

      const words = await shownWords(page);
      expect(words.match(ENGLISH)?.[0] ?? null, `${form.entry}: English`).toBeNull();
      expect(words, form.entry).not.toMatch(/\(facultati\w*\)\s*\(facultati/i);
    });
  }
  // The reviews' and the worksites' own drop-downs, at least.
  expect(dropDownsTried).toBeGreaterThanOrEqual(4);
});

test('a place typed but not picked stays, with the closest names under the field and in its message', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin#/collections/reviews/new');
  const place = page.getByLabel('Commune ou village', { exact: true });
  await place.tap();
  await page.keyboard.type('Walcour');
  const offered = page.getByRole('listbox', { name: 'Localités proposées' }).getByRole('option');
  await expect(offered.first()).toHaveText('Walcourt');
  // Left without choosing: what was typed stays, and the field says the closest names.
  await page.getByLabel('Date de l’avis').tap();
  await expect(place).toHaveValue('Walcour');
  await expect(control(page, 'Commune ou village').locator('[class*="-ControlErrorsList"]')).toHaveText(
    `«${NBSP}Walcour${NBSP}» n’est pas dans la liste des localités de Belgique${NBSP}: choisissez une localité dans la liste, peut-être «${NBSP}Walcourt${NBSP}», «${NBSP}Walhorn (Lontzen)${NBSP}» ou «${NBSP}Watou (Poperinge)${NBSP}»${NBSP}?`,
  );
  // Back in the field, a tap on a name chooses it.
  await place.tap();
  await offered.filter({ hasText: /^Walcourt$/ }).tap();
  await expect(place).toHaveValue('Walcourt');
  await page.getByLabel('Date de l’avis').tap();
  await expect(control(page, 'Commune ou village').locator('[class*="-ControlErrorsList"]')).toHaveCount(0);
});

test('a list’s item is removed only once the owner says so, and the list counts in words that agree', async ({
  page,
}) => {
  await signIn(page);
  await openForm(page, '#/collections/entreprise/entries/identity');
  const hours = page.locator('[id^="openingHours-field-"]');
  const count = readExampleRaw().identity.openingHours.length;
  const heading = (n: number) => `${n}${n === 1 ? ' plage horaire' : ' plages horaires'}`;
  await expect(hours.getByText(heading(count), { exact: true })).toBeVisible();
  const last = readExampleRaw().identity.openingHours.at(-1)!.label;
  const remove = page.getByRole('button', { name: `Retirer «${NBSP}${last}${NBSP}»` });
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await remove.tap();
  expect(asked).toEqual([
    `Retirer «${NBSP}${last}${NBSP}» de la liste${NBSP}? Rien n’est enregistré avant «${NBSP}Publier${NBSP}».`,
  ]);
  // Said no: the item stays.
  await expect(remove).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await remove.tap();
  await expect(remove).toHaveCount(0);
  await expect(hours.getByText(heading(count - 1), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une plage horaire' })).toBeVisible();
});

test('a new entry never says it is saved, until it is', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin#/collections/reviews/new');
  const status = page.locator('[class*="-ToolbarSectionBackLink"]');
  await expect(status).toContainText('Nouvelle entrée, pas encore enregistrée');
  await expect(status).not.toContainText(/Modifications enregistrées/i);
  await page.getByLabel('Nom du client, tel qu’il accepte de le voir publié').fill('Luc W.');
  await expect(status).toContainText(/Modifications non enregistrées/i);
});

test('a review’s preview shows it as /avis, its service and its worksite show it', async ({ page }, testInfo) => {
  const { reviews, services, worksites } = readExampleRaw();
  const review = reviews.find((candidate) => candidate.data.worksite)!;
  const service = services.find((candidate) => candidate.id === review.data.service)!.data.title;
  const worksite = worksites.find((candidate) => candidate.id === review.data.worksite)!.data.title;
  await signIn(page);
  await openForm(page, `#/collections/reviews/entries/${review.id}`);
  await page.getByRole('button', { name: 'Voir l’aperçu' }).tap();
  const preview = page.frameLocator('iframe[class*="-PreviewPaneFrame"]');
  await expect(preview.getByText(`Sur la page «${NBSP}Avis clients${NBSP}»`)).toBeVisible();
  await expect(preview.getByRole('heading', { name: review.data.name }).first()).toBeVisible();
  await expect(preview.getByText(`Sur la page du service «${NBSP}${service}${NBSP}»`)).toBeVisible();
  await expect(preview.getByText(`Sur la page de la réalisation «${NBSP}${worksite}${NBSP}»`)).toBeVisible();
  // On /avis the card links its service and its worksite; on their pages, not to themselves.
  await expect(preview.getByRole('article')).toHaveCount(3);
  await expect(preview.getByRole('article').nth(0).getByRole('link', { name: service })).toBeVisible();
  await expect(preview.getByRole('article').nth(1).getByRole('link', { name: service })).toHaveCount(0);
  await expect(
    preview
      .getByRole('article')
      .nth(2)
      .getByRole('link', { name: /Voir le chantier|chantier/ }),
  ).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('390-apercu-avis.png') });
});

test('the media library speaks French: a photo added from the device, or saved to it', async ({ page }, testInfo) => {
  const upload = testInfo.outputPath('toiture.jpg');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#6b7b88' } })
    .jpeg()
    .toFile(upload);
  await signIn(page);
  await page.goto('/admin#/collections/worksites/new');
  await page.getByRole('button', { name: 'Ajouter une photo' }).tap();
  await page.getByRole('button', { name: 'Choisir une photo' }).filter({ visible: true }).tap();
  const library = page.locator('[class*="-StyledModal"], [role="dialog"]').last();
  await expect(page.getByText('Ajouter une photo depuis l’appareil')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await expect(page.getByRole('button', { name: 'Utiliser la photo choisie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer sur l’appareil' })).toBeVisible();
  const words = await shownWords(page);
  expect(words).not.toMatch(/Télécharger|Téléverser|ressource/);
  expect(words.match(ENGLISH)?.[0] ?? null).toBeNull();
  await expect(library).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('390-photos-en-francais.png') });
});
