import { expect, test, type Page } from '@playwright/test';
import { readExampleRaw } from '../support/example-content';
import { STORM_PATH } from '../../src/lib/content/site-content';
import { testBuildDay } from '../../tools/test-sites.mjs';

/**
 * The owner's current wait (« Délai actuel », with its date) on the storm page and beside the form,
 * in a browser whose clock runs past its last day (`date` + `maxAgeDays`, Belgian time): the page
 * built before then hides it by itself, on opening and when midnight passes while it is open; without JavaScript it stays, always with its date.
 */

const { currentWait, labels } = readExampleRaw().storm.data;
const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` `days` after `date`. */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const lastDay = daysAfter(currentWait.date, currentWait.maxAgeDays);
const dayAfter = daysAfter(lastDay, 1);
/** « 1er décembre 2026 »: the wait's date as a reader in Belgium reads it (the first of a month is « 1er »). */
const dateLabel = new Intl.DateTimeFormat('fr-BE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
  .format(new Date(`${currentWait.date}T00:00:00Z`))
  .replace(/^1 /, '1er ');
/** Winter in Brussels: UTC+1. */
const brussels = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

/** The pages that show the wait: the storm page, and the home page beside its form. */
const pages = [STORM_PATH, '/'];

const waitNote = (page: Page) => page.locator('p', { hasText: currentWait.text! });

async function expectShownWithDate(page: Page, path: string): Promise<void> {
  const note = waitNote(page);
  await expect(note, path).toHaveCount(1);
  await expect(note, path).toBeVisible();
  await expect(note, path).toContainText(`${labels.wait} ${labels.waitDate} ${dateLabel}`);
  await expect(note.locator('time'), path).toHaveAttribute('datetime', currentWait.date);
}

test('the example builds a wait still current on the test sites’ day, ending in winter', () => {
  expect(currentWait.text).toBeTruthy();
  expect(testBuildDay <= lastDay).toBe(true);
  expect(lastDay.slice(5, 7)).toMatch(/^(11|12|01|02)$/);
});

for (const path of pages) {
  test(`${path}: the wait is shown through its last day, with its date`, async ({ page }) => {
    await page.clock.setFixedTime(brussels(lastDay, '23:50'));
    await page.goto(path);
    await expectShownWithDate(page, path);
  });

  test(`${path}: past its last day the page's clock hides the wait`, async ({ page }) => {
    await page.clock.setFixedTime(brussels(dayAfter, '00:10'));
    await page.goto(path);
    const note = waitNote(page);
    await expect(note).toHaveCount(1);
    // Still in the page, which the host has not rebuilt: the clock alone hides it.
    await expect(note).toBeHidden();
  });
}

test(`${STORM_PATH}: an open page hides the wait when its last day ends`, async ({ page }) => {
  await page.clock.install({ time: brussels(lastDay, '23:58') });
  await page.goto(STORM_PATH);
  await expectShownWithDate(page, STORM_PATH);
  await page.clock.runFor('03:00');
  await expect(waitNote(page)).toBeHidden();
});

test('without JavaScript the wait stays shown, with its date', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(path);
    await expectShownWithDate(page, path);
  }
  await context.close();
});
