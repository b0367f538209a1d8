/**
 * The owner's admin in a browser test: Decap's local server writing into a copy of the project (as
 * `npm run admin` does into the checkout), and the gestures of the owner in the admin.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { startDecapServer } from './decap-server';
import { copyProject } from '../../tools/project-copy.mjs';
import { exampleSiteDir } from '../../tools/test-sites.mjs';
import { formatContent, parseContent } from '../../src/lib/content/content-format';
import { belgianDay } from '../../src/schemas/calendar';
import { contentSources, CONTENT_DIR } from '../../src/schemas/collections';

/**
 * The copy's services priced today: the admin refuses to save a service whose prices are more than
 * a year old (lib/prices/price-checks.ts), and the example's are dated once for all; a test that
 * saves a service must not start failing a year after that date.
 */
export function withCurrentPrices(project: string): void {
  const folder = join(project, CONTENT_DIR, contentSources.services.folder);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.md'))) {
    const data = parseContent(readFileSync(join(folder, file), 'utf8'));
    const budget = data['budget'] as { pricedOn?: string } | undefined;
    if (!budget?.pricedOn) continue;
    budget.pricedOn = belgianDay();
    writeFileSync(join(folder, file), formatContent(contentSources.services.schema, data, true));
  }
}

export interface AdminSession {
  /** The copy of the project the admin writes into. */
  project: string;
  read(file: string): string;
  /** The front matter of a Markdown content file of the copy. */
  frontMatter(file: string): Record<string, unknown>;
  stop(): void;
}

/** Copies the project and starts Decap's local server on it. */
export async function startAdminSession(prefix: string): Promise<AdminSession> {
  const project = copyProject(prefix, { cacheFrom: exampleSiteDir });
  withCurrentPrices(project);
  const decapServer = await startDecapServer(project);
  const read = (file: string) => readFileSync(join(project, file), 'utf8');
  return {
    project,
    read,
    frontMatter: (file) => {
      const { body: _body, ...front } = parseContent(read(file));
      return front;
    },
    stop: () => {
      decapServer.kill();
      rmSync(project, { recursive: true, force: true });
    },
  };
}

export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
}

/**
 * Opens an entry from its collection's list, as the owner does (`collection`: its name in the
 * admin's address; `label`: its name in the menu).
 */
export async function openEntry(page: Page, collection: string, label: string, entry: string): Promise<void> {
  // The entry's card (the menu on the left may have a link of the same name).
  const link = page.getByRole('link', { name: entry, exact: true }).last();
  await page.goto(`/admin#/collections/${collection}`);
  // Right after a publication, the admin may take the page back to the entry just saved: load it anew.
  if (
    !(await link.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await page.goto('about:blank');
    await page.goto(`/admin#/collections/${collection}`);
  }
  await expect(page.getByRole('heading', { name: label })).toBeVisible();
  // (On a phone the top bar leaves this line out.)
  const editor = page.getByText(`Écriture dans la collection ${label}`);
  // Decap may draw its list again as the card is clicked, and the click is lost: the owner clicks again.
  await expect(async () => {
    if (await link.isVisible()) await link.click({ timeout: 5_000 });
    await expect(editor).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The item of a list whose summary is `summary`. */
export function listItem(page: Page, summary: string | RegExp): Locator {
  return page.getByText(summary, { exact: true }).first().locator('xpath=ancestor::div[.//button][1]');
}

/** Unfolds the item of a list whose summary is `summary` (its first button is the fold toggle). */
export async function expandItem(page: Page, summary: string | RegExp): Promise<void> {
  await listItem(page, summary).getByRole('button').first().click();
}

/** The field labelled `label` of the list item whose summary is `summary`, the item unfolded if it is folded. */
export async function itemField(page: Page, summary: string, label: string): Promise<Locator> {
  const item = listItem(page, summary);
  const field = item.getByLabel(label, { exact: true }).first();
  if (!(await field.isVisible())) await item.getByRole('button').first().click();
  await expect(field).toBeVisible();
  return field;
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
}
