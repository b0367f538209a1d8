import { expect, test, type Page } from '@playwright/test';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { deviceStorage, RATE_LIMIT_MS, type DeviceStorageEntry } from '../../src/lib/contact/contact-form';
import { unconfiguredPort } from '../../tools/test-sites.mjs';

/**
 * The privacy policy names what the form's code keeps on the visitor's device, entry by entry and
 * period by period. What the code writes is read in the browser itself (every `setItem` of both
 * storages, recorded from the page's first script), never from a list copied here: an entry the
 * code starts writing and the policy does not name fails, and so does an entry the policy names
 * that the site, as built, never writes.
 */

const { ui, figures, services, budgetText } = readExampleContent();
const PRIVACY = '/politique-de-confidentialite';

interface Written {
  area: string;
  key: string;
}

/**
 * Records every entry written to either storage, on every page of the tab (the calculator's page,
 * then the form's): each write is handed to the test as it happens, so a page left keeps its own.
 */
async function recordWrites(page: Page): Promise<Written[]> {
  const writes: Written[] = [];
  await page.exposeFunction('recordStorageWrite', (area: string, key: string) => writes.push({ area, key }));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordStorageWrite: (area: string, key: string) => void })
      .recordStorageWrite;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      record(this === window.localStorage ? 'localStorage' : 'sessionStorage', key);
      return setItem.call(this, key, value);
    };
  });
  return writes;
}

/** What the policy says the entry's period is, from the content (the draft) or the code (the last send). */
function period(entry: DeviceStorageEntry): string {
  const { lifetime } = entry;
  if ('figure' in lifetime) return `${figures[lifetime.figure]} heures`;
  return 'minutes' in lifetime ? `${lifetime.minutes} minutes` : `${lifetime.seconds} secondes`;
}

/** An estimate made on a service page and carried to the form by its button. */
async function carryEstimate(page: Page, origin: string) {
  const service = services.find((entry) => entry.budget?.lines[0]?.unit === 'm2')!;
  await page.goto(`${origin}${service.path}`);
  const calculator = page.getByRole('group', { name: asRead(budgetText.calculator.heading) });
  const quantity = calculator.getByLabel(asRead(budgetText.units.m2.quantity));
  await quantity.scrollIntoViewIfNeeded();
  await quantity.click();
  await quantity.pressSequentially('80');
  await waitForHydration(page, calculator.locator('xpath=ancestor::astro-island/..'));
  await calculator.getByLabel(asRead(budgetText.calculator.homeReduced)).check();
  await calculator.getByRole('link', { name: asRead(budgetText.calculator.quote) }).click();
  await page.waitForURL(/\/contact/);
}

/** Labels as the page writes them, spaces collapsed as the accessibility tree reads them. */
const asRead = (text: string) => text.replace(/\s+/gu, ' ');

function declared(written: Written): DeviceStorageEntry {
  const entry = Object.values(deviceStorage).find((candidate) => candidate.key === written.key);
  expect(entry, `${written.key} est écrit par le site mais absent de deviceStorage`).toBeDefined();
  expect(entry!.area).toBe(written.area);
  return entry!;
}

/** The keys the policy's list of stored entries names, each with the text of its item. */
async function namedInPolicy(page: Page, origin: string): Promise<Map<string, string>> {
  await page.goto(`${origin}${PRIVACY}`);
  const items = page.locator('.legal-text li').filter({ has: page.locator('code') });
  const named = new Map<string, string>();
  for (const item of await items.all()) {
    named.set(await item.locator('code').first().innerText(), (await item.innerText()).replace(/\s+/g, ' '));
  }
  return named;
}

async function typeRequest(page: Page, origin: string) {
  await page.goto(`${origin}/contact`);
  const form = page.locator('#contact form');
  await waitForHydration(page, form.locator('xpath=ancestor::astro-island/..'));
  await expect(form).toHaveAttribute('data-ready', '');
  await form.locator('[name="nom"]').fill('Anne Dubois');
  await form.locator('[name="email"]').fill(`confidentialite-${Date.now()}@example.be`);
  await form.locator('[name="telephone"]').fill('0470 11 22 33');
  await form.locator('[name="message"]').fill('Une fuite au-dessus de la lucarne, pouvez-vous passer ?');
  await form.locator('[name="sujet"]').selectOption({ index: 1 });
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), deviceStorage.draft.key)).not.toBeNull();
  return form;
}

for (const site of [
  { name: 'the e-mail service', origin: '' },
  { name: 'no e-mail service (mailto:)', origin: `http://127.0.0.1:${unconfiguredPort}` },
]) {
  test(`with ${site.name}: each entry the form writes is named by the policy with where it is kept and its period, and none other`, async ({
    page,
  }) => {
    await page.clock.install();
    const written = await recordWrites(page);
    await carryEstimate(page, site.origin);
    const form = await typeRequest(page, site.origin);
    if (site.origin === '') {
      await form.getByRole('button', { name: ui.contact.submit }).click();
      await expect(page.locator('[data-sonner-toast] [data-title]')).toHaveText(ui.form.successTitle);
    }
    const keys = [...new Set(written.map((entry) => entry.key))];
    expect(keys.length).toBeGreaterThan(0);

    const named = await namedInPolicy(page, site.origin);
    for (const entry of written) {
      const item = named.get(entry.key);
      expect(item, `${entry.key} absent de la politique de confidentialité`).toBeDefined();
      expect(item).toContain(entry.area);
      expect(item).toContain(period(declared(entry)));
    }
    expect([...named.keys()].sort()).toEqual(keys.sort());
  });
}

test('the periods the policy states hold: the draft goes with the sent request, the last send’s time once its delay is over', async ({
  page,
}) => {
  await page.clock.install();
  const form = await typeRequest(page, '');
  await form.getByRole('button', { name: ui.contact.submit }).click();
  await expect(page.locator('[data-sonner-toast] [data-title]')).toHaveText(ui.form.successTitle);
  const stored = (key: string) =>
    page.evaluate((name) => localStorage.getItem(name) ?? sessionStorage.getItem(name), key);
  expect(await stored(deviceStorage.draft.key)).toBeNull();
  expect(await stored(deviceStorage.lastSend.key)).not.toBeNull();

  // Reloaded before the delay is over: the time left behind still goes when it ends.
  await page.clock.fastForward(RATE_LIMIT_MS / 2);
  await page.reload();
  await waitForHydration(page, page.locator('#contact form').locator('xpath=ancestor::astro-island/..'));
  expect(await stored(deviceStorage.lastSend.key)).not.toBeNull();
  await page.clock.fastForward(RATE_LIMIT_MS / 2);
  await expect.poll(() => stored(deviceStorage.lastSend.key)).toBeNull();
});
