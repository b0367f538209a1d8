import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { receivedRequests } from '../support/emailjs-stand-in-client';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { nothingHappensFor } from '../support/timing';
import { belgianDay } from '../../src/schemas/calendar';
import { isPastReview } from '../../src/lib/content/statements';
import { NBSP } from '../../src/schemas/characters';

/**
 * « Combien ça va me coûter ? » as a visitor asks it, on the site built for the tests: the budget of
 * a service page readable without JavaScript, its calculator fetched only when reached for, and the
 * estimate carried into the quote request as text of the message, which the e-mail service's
 * stand-in (tests/support/emailjs-stand-in.mjs) receives through the real client.
 */
const content = readExampleContent();
const { budgetText, aid, ui } = content;
const words = budgetText.calculator;
const service = content.services.find((entry) => entry.slug === 'couverture-ardoise')!;
const line = service.budget!.lines[0]!;
const m2 = budgetText.units.m2;
/** The calculator's own code (not the framework it shares with the other islands). */
const CALCULATOR_CODE = /\/_astro\/PriceCalculator\.[^/?]+\.js/;
const FORM_CODE = /\/_astro\/ContactForm\.[^/?]+\.js(\?.*)?$/;
/** « 80 m² » of the first range: 80 × its prices, rounded as the calculator rounds them. */
const QUANTITY = 80;
const low = (QUANTITY * line.from).toLocaleString('fr-BE');
const expectedLines = [
  `${content.budgetText.message.intro}${NBSP}: ${service.title}`,
  `${line.label}${NBSP}: ${QUANTITY}${NBSP}${m2.symbol}`,
];

/** Labels as the page writes them, spaces collapsed as the accessibility tree reads them. */
const asRead = (text: string) => text.replace(/\s+/gu, ' ');

async function openCalculator(page: Page) {
  await page.goto(service.path);
  const calculator = page.getByRole('group', { name: asRead(words.heading) });
  const quantity = calculator.getByLabel(asRead(m2.quantity));
  await quantity.scrollIntoViewIfNeeded();
  return { calculator, quantity };
}

/** Types the quantity (from before hydration on: the island reads it back), answers the dwelling question. */
async function estimateForHome(page: Page) {
  const { calculator, quantity } = await openCalculator(page);
  await quantity.click();
  await quantity.pressSequentially(String(QUANTITY));
  await waitForHydration(page, calculator.locator('xpath=ancestor::astro-island/..'));
  await calculator.getByLabel(asRead(words.homeReduced)).check();
  await expect(calculator.getByRole('status')).toContainText(`${low}${NBSP}à`);
  return calculator;
}

const uniqueEmail = (testInfo: TestInfo) =>
  `budget-${testInfo.testId}-${testInfo.retry}-${testInfo.project.name}@example.be`.toLowerCase();

test.describe('a service page’s budget', () => {
  test(
    'its calculator’s code is fetched when the visitor reaches for it, never before',
    { tag: '@phone' },
    async ({ page }) => {
      await page.clock.install();
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (CALCULATOR_CODE.test(request.url())) fetched.push(request.url());
      });
      await page.goto(service.path, { waitUntil: 'load' });
      // Past every delay the page's other parts wait for before hydrating without a gesture (the header's 6 s).
      await page.clock.runFor(15_000);
      await nothingHappensFor(page, 500);
      expect(fetched).toEqual([]);
      const island = page.locator('astro-island[component-export="PriceCalculator"]');
      await expect(island).toHaveAttribute('ssr', '');
      await page.clock.resume();
      const quantity = page.getByLabel(asRead(m2.quantity));
      await quantity.scrollIntoViewIfNeeded();
      await quantity.click();
      await expect.poll(() => fetched.length).toBeGreaterThan(0);
      await expect(island).not.toHaveAttribute('ssr');
      await quantity.fill('120');
      await expect(page.getByRole('status').filter({ hasText: words.result })).toContainText(
        `${(120 * line.from).toLocaleString('fr-BE')}${NBSP}à`,
      );
    },
  );

  test(
    'says in French what is wrong with a quantity, and axe finds nothing in its states',
    { tag: '@phone' },
    async ({ page }) => {
      const calculator = await estimateForHome(page);
      const quantity = calculator.getByLabel(asRead(m2.quantity));
      const status = calculator.getByRole('status');
      for (const [typed, message] of [
        ['quatre-vingts', words.notNumber],
        ['0', words.notPositive],
        ['100000', words.tooLarge.replace('{max}', `${m2.max.toLocaleString('fr-BE')}${NBSP}${m2.symbol}`)],
      ] as const) {
        await quantity.fill(typed);
        await expect(status).toHaveText(message);
        await expect(quantity).toHaveAttribute('aria-invalid', 'true');
        await expect(status).not.toContainText('NaN');
      }
      expect(await axeViolations(page, ['#budget'])).toEqual([]);
      await quantity.fill('82,5');
      await expect(status).toContainText(words.result);
      expect(await axeViolations(page, ['#budget'])).toEqual([]);
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('gives the ranges of the usual quantities in a table, and hides the calculator it cannot run', async ({
      page,
    }) => {
      await page.goto(service.path);
      const budget = page.locator('#budget');
      await expect(budget.getByRole('heading', { name: budgetText.heading, level: 2 })).toBeVisible();
      const table = budget.getByRole('table', { name: asRead(line.label) });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(m2.examples.length + 1);
      const first = m2.examples[0]!;
      await expect(table.getByRole('row', { name: new RegExp(`^${first}\\s?m²`) })).toContainText(
        `${(first * line.from).toLocaleString('fr-BE')}${NBSP}à`,
      );
      await expect(table.getByRole('columnheader', { name: `TVAC à 6 %` })).toBeVisible();
      await expect(page.getByRole('group', { name: asRead(words.heading) })).toBeHidden();
      await expect(budget.getByRole('link', { name: asRead(budgetText.aidLink) })).toHaveAttribute('href', aid.path);
    });
  });
});

test.describe('the estimate in the quote request', () => {
  test('is written into the message as text the visitor sees and edits, and the e-mail service receives it', async ({
    page,
  }, testInfo) => {
    await estimateForHome(page);
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.getByRole('link', { name: words.quote }).click();
    await page.waitForURL(/\/contact\?projet=couverture-ardoise$/);
    const form = page.locator('#formulaire-devis');
    await expect(form).toHaveAttribute('data-ready', '');
    const message = form.locator('[name="message"]');
    const written = await message.inputValue();
    expect(written.split('\n').slice(0, 2)).toEqual(expectedLines);
    expect(written).toMatch(
      new RegExp(
        `${low}\u00a0à [\\d\u202f]+\u00a0€ HTVA \\([\\d\u202f]+\u00a0à [\\d\u202f]+\u00a0€ TVAC à\u00a06\u00a0%\\)$`,
      ),
    );
    // Nothing of it in any address: the tab's storage carried it.
    expect(urls.filter((url) => /estimation|HTVA|m%C2%B2|%E2%80%AF/i.test(url))).toEqual([]);
    // Visible and editable: the visitor adds a word, then sends.
    await expect(message).toBeVisible();
    await expect(message).toBeEditable();
    await message.press('ControlOrMeta+End');
    await message.pressSequentially('\nLa maison date de 1965.');
    const email = uniqueEmail(testInfo);
    await form.locator('[name="nom"]').fill('Élise Van den Bossche');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="telephone"]').fill('+32 470 12 34 56');
    await expect(form.locator('[name="sujet"]')).toHaveValue('couverture-ardoise');
    await form.getByRole('button', { name: ui.contact.submit }).click();
    await expect(page.locator('[data-sonner-toast] [data-title]')).toHaveText(ui.form.successTitle);
    const [request] = await receivedRequests(email);
    const params = (request!.body as { template_params: Record<string, string> }).template_params;
    expect(params['sujet']).toBe('couverture-ardoise');
    expect(params['message']).toBe(`${written}\nLa maison date de 1965.`);
    expect(Object.keys(params).sort()).toEqual(['email', 'message', 'nom', 'sujet', 'telephone', 'ville']);
    testInfo.annotations.push({ type: 'requête reçue par la doublure d’EmailJS', description: request!.rawBody });
  });

  test('before the form is ready: what the visitor types first, then the estimate, sent with the request', async ({
    page,
  }, testInfo) => {
    await estimateForHome(page);
    // The form's code held back: the visitor fills in the served form, and presses « Envoyer ».
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_CODE, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('link', { name: words.quote }).click();
    await page.waitForURL(/\/contact\?projet=couverture-ardoise$/);
    const form = page.locator('#formulaire-devis');
    await expect(form).not.toHaveAttribute('data-ready');
    const email = uniqueEmail(testInfo);
    const typed = 'La charpente a été traitée en 2010.';
    await form.locator('[name="nom"]').fill('Élise Van den Bossche');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="telephone"]').fill('+32 470 12 34 56');
    await form.locator('[name="message"]').fill(typed);
    await form.locator('[name="sujet"]').selectOption('couverture-ardoise');
    await form.getByRole('button', { name: ui.contact.submit }).click();
    await expect(page.getByText(asRead(ui.form.waitingForForm))).toBeVisible();
    release();
    await expect(page.locator('[data-sonner-toast] [data-title]')).toHaveText(ui.form.successTitle, {
      timeout: 15_000,
    });
    const [request] = await receivedRequests(email);
    const sent = (request!.body as { template_params: Record<string, string> }).template_params['message']!;
    expect(sent.startsWith(`${typed}\n\n${expectedLines[0]}`)).toBe(true);
    expect(sent).toContain(expectedLines[1]);
  });

  test('never overwrites a draft: the estimate goes after what the visitor had written', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('#formulaire-devis');
    await waitForHydration(page, form.locator('xpath=ancestor::astro-island/..'));
    await expect(form).toHaveAttribute('data-ready', '');
    const draft = 'Bonjour, deux velux fuient depuis la tempête.';
    await form.locator('[name="message"]').fill(draft);
    await form.locator('[name="sujet"]').selectOption('couverture-tuile');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('demande-de-devis:brouillon'))).toContain('velux');

    await estimateForHome(page);
    await page.getByRole('link', { name: words.quote }).click();
    await page.waitForURL(/\/contact\?projet=couverture-ardoise$/);
    await expect(form).toHaveAttribute('data-ready', '');
    const message = await form.locator('[name="message"]').inputValue();
    expect(message.startsWith(`${draft}\n\n${expectedLines[0]}`)).toBe(true);
    // The visitor's own choice of project type stands too.
    await expect(form.locator('[name="sujet"]')).toHaveValue('couverture-tuile');
    // Reloaded, the form gives back the same message (its draft), the estimate once.
    await page.reload();
    await expect(form).toHaveAttribute('data-ready', '');
    const again = await form.locator('[name="message"]').inputValue();
    expect(again).toBe(message);
    expect(again.split(expectedLines[0]!).length).toBe(2);
  });
});

test.describe('the « Aides et TVA » page', () => {
  test('states the VAT rule and each aid with its date and official source, and is linked from every page', async ({
    page,
  }) => {
    await page.goto(aid.path);
    await expect(page.getByRole('heading', { name: aid.heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: asRead(aid.vat.title), level: 2 })).toBeVisible();
    const statements = [aid.vat, ...aid.statements];
    for (const statement of statements) {
      const source = page.getByRole('link', { name: asRead(statement.source.label) }).first();
      await expect(source).toHaveAttribute('href', statement.source.url);
    }
    // Each statement current on the day of the build shows the day it was checked; the others, where to check them.
    const today = belgianDay();
    const current = statements.filter((statement) => !isPastReview(statement, today));
    const dates = await page.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual(current.map((statement) => statement.checkedOn));
    await expect(page.locator('[data-past-review]')).toHaveCount(statements.length - current.length);
    await expect(page.locator('footer').getByRole('link', { name: aid.heading })).toHaveAttribute('href', aid.path);
    await page.goto('/services/isolation');
    await expect(page.locator('main').getByRole('link', { name: 'Aides et TVA' }).first()).toHaveAttribute(
      'href',
      aid.path,
    );
  });
});
