import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { readFileSync } from 'node:fs';
import { queueReplies, receivedRequests, releaseHeld, type StandInReply } from '../support/emailjs-stand-in-client';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { testEmailService, unconfiguredPort } from '../../tools/test-sites.mjs';
import { nothingHappensFor } from '../support/timing';

/**
 * The contact form end to end, against the site built with its e-mail service pointed at the local stand-in of the
 * EmailJS API (tests/support/emailjs-stand-in.mjs), through the real `@emailjs/browser`.
 */

const { ui, projectTypes, legal, identity } = readExampleContent();
/** The form's texts, as the example words them (French typography applied: U+00A0 before « ! »). */
const text = ui.form;
/** Texts the form must show word for word. */
const SUCCESS_TITLE = text.successTitle;
const SUCCESS_TEXT = text.successText;
const ERROR_TITLE = text.errorTitle;
const ERROR_TEXT = text.errorText;
const WAIT_HINT = text.rateLimitText;
const OFFLINE_HINT = text.offlineText;
const SUBMIT = ui.contact.submit;
const SENDING = text.sending;
const SEND_TIMEOUT_MS = 15_000;
const RATE_LIMIT_MS = 10_000;
const TEMPLATE_PARAMS = ['nom', 'email', 'telephone', 'ville', 'sujet', 'message'];

/** The version of the official client the site bundles: it reports it in every request. */
const clientVersion = (
  JSON.parse(readFileSync('node_modules/@emailjs/browser/package.json', 'utf8')) as { version: string }
).version;

type Fields = Record<'nom' | 'email' | 'telephone' | 'ville' | 'sujet' | 'message', string>;

/** Every test types its own e-mail address: the stand-in keys its answers and records on it. */
function uniqueEmail(testInfo: TestInfo): string {
  return `devis-${testInfo.testId}-${testInfo.retry}@example.be`.toLowerCase();
}

function sampleFields(testInfo: TestInfo): Fields {
  return {
    nom: 'Élise Van den Bossche-Łukasiewicz',
    email: uniqueEmail(testInfo),
    telephone: '+32 470 12 34 56',
    ville: 'Ham-sur-Heure-Nalinnes',
    sujet: 'couverture-ardoise',
    message: 'Bonjour,\nquelques ardoises ont glissé après la tempête 🌧️ — pouvez-vous passer ?\nMerci !',
  };
}

/** What the template must receive for `fields`: surrounding spaces trimmed, nothing else changed. */
function expectedBody(fields: Fields) {
  return {
    lib_version: clientVersion,
    user_id: testEmailService.publicKey,
    service_id: testEmailService.serviceId,
    template_id: testEmailService.templateId,
    template_params: {
      nom: fields.nom.trim(),
      email: fields.email.trim(),
      telephone: fields.telephone.trim(),
      ville: fields.ville.trim(),
      sujet: fields.sujet.trim(),
      message: fields.message.trim(),
    },
  };
}

async function openForm(page: Page, url = '/contact'): Promise<Locator> {
  await page.goto(url);
  const form = page.locator('#contact form');
  // The island's parent: the form's block, small enough to be brought into view on a phone.
  await waitForHydration(page, form.locator('xpath=ancestor::astro-island/..'));
  // Hydration has only started when the island loses `ssr`: the form says when it has put back
  // the draft and what was typed (read any sooner, the first fields may still be empty).
  await expect(form).toHaveAttribute('data-ready', '');
  return form;
}

async function fillForm(form: Locator, fields: Fields): Promise<void> {
  for (const name of ['nom', 'email', 'telephone', 'ville', 'message'] as const) {
    await form.locator(`[name="${name}"]`).fill(fields[name]);
  }
  await form.locator('[name="sujet"]').selectOption(fields.sujet);
}

async function fieldValues(form: Locator): Promise<Fields> {
  const values = {} as Fields;
  for (const name of TEMPLATE_PARAMS as (keyof Fields)[]) {
    values[name] = await form.locator(`[name="${name}"]`).inputValue();
  }
  return values;
}

const emptyFields: Fields = { nom: '', email: '', telephone: '', ville: '', sujet: '', message: '' };

/** The label of a project type the form offers, as the request names it. */
const projectTypeLabel = (value: string) => projectTypes.find((type) => type.value === value)!.label;

/** The toast, inside the polite live region screen readers announce. */
async function expectToast(page: Page, title: string, description: string | RegExp): Promise<Locator> {
  const region = page.getByRole('region', { name: text.notificationsLabel });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  const toast = region.locator('[data-sonner-toast]');
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('[data-title]')).toHaveText(title);
  await expect(toast.locator('[data-description]')).toContainText(description);
  return toast;
}

/** Nothing covers the toast: the topmost element at its centre belongs to it. */
async function expectOnTop(toast: Locator): Promise<void> {
  // Once its entrance animation is over, the whole toast is on screen.
  await expect(toast).toBeInViewport({ ratio: 1 });
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit) ? true : (hit?.outerHTML.slice(0, 200) ?? null);
  });
  expect(onTop).toBe(true);
}

async function expectOneRequest(key: string, fields: Fields, page: Page): Promise<void> {
  const requests = await receivedRequests(key);
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request!.headers['content-type']).toBe('application/json');
  expect(request!.headers.origin).toBe(new URL(page.url()).origin);
  const body = JSON.parse(request!.rawBody) as { template_params: Record<string, string> };
  expect(body).toStrictEqual(expectedBody(fields));
  expect(Object.keys(body.template_params)).toEqual(TEMPLATE_PARAMS);
}

function draft(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('demande-de-devis:brouillon'));
}

async function draftFields(page: Page): Promise<Partial<Fields> | undefined> {
  const stored = await draft(page);
  return stored === null ? undefined : (JSON.parse(stored) as { fields: Partial<Fields> }).fields;
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('contact form, e-mail service configured', () => {
  test('sends once, shows the sending state, then « Succès ! », empties the fields and the draft', async ({
    page,
  }, testInfo) => {
    const fields = sampleFields(testInfo);
    await queueReplies(fields.email, [{ kind: 'hold' }]);
    const form = await openForm(page);
    // Surrounding spaces are trimmed before sending; the inner text stays as typed.
    await fillForm(form, { ...fields, nom: `  ${fields.nom}  `, ville: `\t${fields.ville} ` });
    expect(await draft(page)).not.toBeNull();

    const button = form.getByRole('button', { name: SUBMIT });
    await button.click();
    const sendingButton = form.getByRole('button', { name: SENDING });
    await expect(sendingButton).toBeDisabled();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    await expect.poll(async () => (await receivedRequests(fields.email)).length).toBe(1);

    expect(await releaseHeld(fields.email)).toBe(1);
    const toast = await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    await expectOnTop(toast);
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(button).toBeEnabled();
    expect(await fieldValues(form)).toEqual(emptyFields);
    // Emptied after a success, the fields are not shown as mistakes.
    await expect(form.locator(':user-invalid')).toHaveCount(0);
    expect(await draft(page)).toBeNull();
    await expectOneRequest(fields.email, fields, page);

    // The toast (and the form around the visitor's focus) pass axe.
    expect(await axeViolations(page, ['[data-sonner-toaster]', '#contact'])).toEqual([]);
  });

  const failures: { name: string; reply: StandInReply; hint?: string }[] = [
    { name: 'a 400 answer', reply: { kind: 'status', status: 400 } },
    { name: 'a 500 answer', reply: { kind: 'status', status: 500 } },
    { name: 'a dropped connection', reply: { kind: 'drop' } },
    { name: 'a 429 answer (too many requests)', reply: { kind: 'status', status: 429 }, hint: WAIT_HINT },
  ];
  for (const { name, reply, hint } of failures) {
    test(`${name}: « Erreur ! », the error logged, nothing typed lost, other ways offered`, async ({
      page,
    }, testInfo) => {
      const errors = collectConsoleErrors(page);
      const fields = sampleFields(testInfo);
      await queueReplies(fields.email, [reply]);
      const form = await openForm(page);
      await fillForm(form, fields);
      await form.getByRole('button', { name: SUBMIT }).click();

      const toast = await expectToast(page, ERROR_TITLE, ERROR_TEXT);
      if (hint) await expect(toast.locator('[data-description]')).toContainText(hint);
      else await expect(toast.locator('[data-description]')).not.toContainText(WAIT_HINT);
      await expectOnTop(toast);
      expect(errors.some((text) => text.includes('Envoi de la demande de devis impossible'))).toBe(true);
      expect(await fieldValues(form)).toEqual(fields);
      expect(await draft(page)).not.toBeNull();
      await expectOneRequest(fields.email, fields, page);
      await expectAlternatives(page, form, fields);
      await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();

      // The error toast stays until the visitor dismisses it.
      await toast.getByRole('button', { name: text.dismissNotification }).click();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    });
  }

  test('no answer within 15 s: « Erreur ! », fields kept', async ({ page }, testInfo) => {
    await page.clock.install();
    const fields = sampleFields(testInfo);
    await queueReplies(fields.email, [{ kind: 'hang' }]);
    const form = await openForm(page);
    await fillForm(form, fields);
    await form.getByRole('button', { name: SUBMIT }).click();
    await expect.poll(async () => (await receivedRequests(fields.email)).length).toBe(1);

    await page.clock.fastForward(SEND_TIMEOUT_MS - 1_000);
    await expect(form.getByRole('button', { name: SENDING })).toBeDisabled();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expectToast(page, ERROR_TITLE, ERROR_TEXT);
    expect(await fieldValues(form)).toEqual(fields);
    await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();
    await expectOneRequest(fields.email, fields, page);
  });

  test('offline: says so without trying, fields kept', async ({ page, context }, testInfo) => {
    const fields = sampleFields(testInfo);
    const form = await openForm(page);
    await fillForm(form, fields);
    await context.setOffline(true);
    await form.getByRole('button', { name: SUBMIT }).click();
    const toast = await expectToast(page, ERROR_TITLE, OFFLINE_HINT);
    await expect(toast.locator('[data-description]')).toContainText(ERROR_TEXT);
    expect(await fieldValues(form)).toEqual(fields);
    await context.setOffline(false);
    expect(await receivedRequests(fields.email)).toEqual([]);
  });

  test('one send per 10 seconds (limitRate): a second one waits, then goes through', async ({ page }, testInfo) => {
    await page.clock.install();
    const first = sampleFields(testInfo);
    const form = await openForm(page);
    await fillForm(form, first);
    await form.getByRole('button', { name: SUBMIT }).click();
    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);

    const second = { ...first, message: 'Une seconde demande, pour la corniche.' };
    await fillForm(form, second);
    await form.getByRole('button', { name: SUBMIT }).click();
    await expectToast(page, ERROR_TITLE, WAIT_HINT);
    expect(await fieldValues(form)).toEqual(second);
    expect(await receivedRequests(first.email)).toHaveLength(1);

    await page.clock.fastForward(RATE_LIMIT_MS);
    await form.getByRole('button', { name: SUBMIT }).click();
    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    const requests = await receivedRequests(first.email);
    expect(requests.map((r) => JSON.parse(r.rawBody) as unknown)).toStrictEqual([
      expectedBody(first),
      expectedBody(second),
    ]);
  });

  test('a double submit sends one request', async ({ page }, testInfo) => {
    const fields = sampleFields(testInfo);
    await queueReplies(fields.email, [{ kind: 'hold' }]);
    const form = await openForm(page);
    await fillForm(form, fields);
    await form.getByRole('button', { name: SUBMIT }).dblclick();
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await form.locator('[name="nom"]').press('Enter');
    await expect(form.getByRole('button', { name: SENDING })).toBeDisabled();
    await expect.poll(async () => (await receivedRequests(fields.email)).length).toBe(1);
    expect(await releaseHeld(fields.email)).toBe(1);
    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    await expectOneRequest(fields.email, fields, page);
  });

  test('a 5,000-character message with emoji and <script> arrives byte for byte, never as markup', async ({
    page,
  }, testInfo) => {
    const piece =
      'Tuile cassée 🏠🌧️ <script>window.__injected = 1</script> <img src=x onerror="window.__injected = 2"> « Ça » 東京 مرحبا &amp; \\ "\n';
    const codePoints = Array.from(piece.repeat(60)).slice(0, 5000);
    const message = codePoints.join('');
    expect(codePoints).toHaveLength(5000);
    expect(message.length).toBeGreaterThan(5000); // More UTF-16 units than characters: the emoji.
    const fields = { ...sampleFields(testInfo), message };

    const form = await openForm(page);
    await fillForm(form, fields);
    expect(await form.locator('[name="message"]').inputValue()).toBe(message);
    // The draft brings it back intact after a reload.
    await page.reload();
    const reloaded = await openForm(page);
    expect(await fieldValues(reloaded)).toEqual(fields);

    await reloaded.getByRole('button', { name: SUBMIT }).click();
    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    const [request] = await receivedRequests(fields.email);
    const received = (JSON.parse(request!.rawBody) as { template_params: Fields }).template_params.message;
    expect(received).toBe(message);
    expect(Buffer.from(received, 'utf8').equals(Buffer.from(message, 'utf8'))).toBe(true);
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });

  test('the success message offers the photo links, naming the request by name, commune and day only', async ({
    page,
  }, testInfo) => {
    // 23:30 in UTC, already the next day in Belgium: the day the owner reads on the request.
    await page.clock.setFixedTime(new Date('2026-12-03T23:30:00Z'));
    const day = '4 décembre 2026';
    const fields = {
      ...sampleFields(testInfo),
      message: 'Une infiltration au grenier, rue de la Station 12 à Jamioulx, derrière la cheminée.',
    };
    const form = await openForm(page);
    const site = new URL(page.url()).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const { origin } = new URL(request.url());
      if (origin !== site && origin !== testEmailService.origin) elsewhere.push(request.url());
    });
    await fillForm(form, fields);
    await form.getByRole('button', { name: SUBMIT }).click();
    const toast = await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    const photos = toast.locator('[data-photos="sent"]');
    await expect(photos).toContainText(ui.photos.sent);
    await expect(photos).toContainText(ui.photos.tips);
    const whatsapp = photos.getByRole('link', { name: ui.photos.whatsapp });
    const email = photos.getByRole('link', { name: ui.photos.email });
    await expect(whatsapp).toBeVisible();
    await expect(email).toBeVisible();

    // The owner's mobile in international form, without its leading 0: wa.me/32470…
    const mobile = `32${identity.whatsappPhone!.replace(/\D/g, '').replace(/^0/, '')}`;
    const chat = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${mobile}`);
    expect([...chat.searchParams.keys()]).toEqual(['text']);
    const mail = (await email.getAttribute('href'))!;
    expect(mail.startsWith(`mailto:${identity.email}?subject=`)).toBe(true);
    const subject = decodeURIComponent(mail.slice(mail.indexOf('?subject=') + '?subject='.length));

    const request = `${fields.nom}, ${fields.ville}, ${day}`;
    const texts = { whatsapp: chat.searchParams.get('text')!, email: subject };
    expect(texts.whatsapp).toBe(ui.photos.whatsappText.replace('{demande}', request));
    expect(texts.email).toBe(ui.photos.emailSubject.replace('{demande}', request));
    const phoneDigits = fields.telephone.replace(/\D/g, '').slice(-8);
    for (const [kind, sent] of Object.entries(texts)) {
      expect(sent.toLowerCase(), kind).not.toContain(fields.email.split('@')[0]);
      expect(sent, kind).not.toContain('@');
      expect(sent.replace(/\D/g, ''), kind).not.toContain(phoneDigits);
      expect(sent, kind).not.toContain('Station');
      expect(sent, kind).not.toContain(projectTypeLabel(fields.sujet));
    }
    // Both open on the visitor's click only: nothing went to WhatsApp or elsewhere.
    expect(elsewhere).toEqual([]);
    expect(await axeViolations(page, ['[data-sonner-toaster]'])).toEqual([]);
  });
});

test.describe('contact form, nothing lost, nothing abused', () => {
  test('the draft survives a reload and can be cleared', async ({ page }, testInfo) => {
    const fields = sampleFields(testInfo);
    const form = await openForm(page);
    await form.locator('[name="nom"]').fill(fields.nom);
    await form.locator('[name="sujet"]').selectOption(fields.sujet);
    await form.locator('[name="message"]').fill(fields.message);

    await page.reload();
    const restored = await openForm(page);
    expect(await fieldValues(restored)).toEqual({
      ...emptyFields,
      nom: fields.nom,
      sujet: fields.sujet,
      message: fields.message,
    });
    await expect(restored).toContainText(text.draftRestored);

    await restored.getByRole('button', { name: text.clearForm }).click();
    expect(await fieldValues(restored)).toEqual(emptyFields);
    expect(await draft(page)).toBeNull();
    await page.reload();
    expect(await fieldValues(await openForm(page))).toEqual(emptyFields);
  });

  test('the draft lives 6 hours after the last keystroke: then it is removed, open page or not', async ({
    page,
  }, testInfo) => {
    const fields = sampleFields(testInfo);
    // The page's clock runs from now on, and can be moved forward.
    await page.clock.install();
    const form = await openForm(page);
    await form.locator('[name="nom"]').fill(fields.nom);
    await expect.poll(async () => (await draftFields(page))?.nom).toBe(fields.nom);
    await page.clock.fastForward('05:59:00');
    await form.locator('[name="message"]').fill(fields.message);
    // The later keystroke starts the 6 hours again.
    await page.clock.fastForward('05:59:00');
    expect((await draftFields(page))?.message).toBe(fields.message);
    await page.clock.fastForward('00:01:01');
    await expect.poll(() => draft(page)).toBeNull();

    // Kept by a visit 5 h 59 ago: put back; 6 h 01 ago: gone, and the form opens empty.
    for (const [hoursAgo, kept] of [
      [5.98, true],
      [6.02, false],
    ] as const) {
      await page.evaluate(
        ({ hoursAgo, message }) =>
          localStorage.setItem(
            'demande-de-devis:brouillon',
            JSON.stringify({
              version: 2,
              savedAt: Date.now() - hoursAgo * 3_600_000,
              fields: { nom: 'Élise', email: '', telephone: '', ville: '', sujet: '', message },
            }),
          ),
        { hoursAgo, message: fields.message },
      );
      await page.reload();
      const reopened = await openForm(page);
      expect((await fieldValues(reopened)).message).toBe(kept ? fields.message : '');
      expect((await draftFields(page))?.message).toBe(kept ? fields.message : undefined);
    }
  });

  test('what is typed before the form comes to life is kept, and kept as a draft', async ({ page }, testInfo) => {
    const fields = sampleFields(testInfo);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the island's code: the visitor types into the server-rendered form meanwhile.
    await page.route(/\/_astro\/ContactForm\.[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('#contact astro-island[ssr]')).toHaveCount(1);
    await form.locator('[name="nom"]').fill(fields.nom);
    await form.locator('[name="message"]').fill(fields.message);
    release();
    await waitForHydration(page, form.locator('xpath=ancestor::astro-island/..'));
    await expect(form).toHaveAttribute('data-ready', '');
    expect(await fieldValues(form)).toEqual({ ...emptyFields, nom: fields.nom, message: fields.message });
    await expect.poll(() => draft(page)).toContain(JSON.stringify(fields.nom));
    await expect(form).not.toContainText(text.draftRestored);
  });

  test('the honeypot: people and assistive technology never meet it; filled, it pretends success and sends nothing', async ({
    page,
  }, testInfo) => {
    const fields = sampleFields(testInfo);
    const form = await openForm(page);
    const honeypot = form.locator('[name="site-web"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    const snapshot = await form.ariaSnapshot();
    expect(snapshot).not.toContain(text.honeypotLabel);
    // Tabbing from the last field never lands on it.
    await form.locator('[name="message"]').focus();
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('site-web');
    }

    await fillForm(form, fields);
    await honeypot.evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await form.getByRole('button', { name: SUBMIT }).click();
    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT);
    expect(await fieldValues(form)).toEqual(emptyFields);
    await nothingHappensFor(page, 500);
    expect(await receivedRequests(fields.email)).toEqual([]);
  });

  test('a name made of spaces is refused by the browser and nothing is sent', async ({ page }, testInfo) => {
    const fields = sampleFields(testInfo);
    const form = await openForm(page);
    await fillForm(form, { ...fields, nom: '   ' });
    await form.getByRole('button', { name: SUBMIT }).click();
    await expect(form.locator('[name="nom"]')).toHaveValue('');
    expect(await form.locator('[name="nom"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await nothingHappensFor(page, 300);
    expect(await receivedRequests(fields.email)).toEqual([]);
  });

  test('a notice beside the button says what is done with the data and links the privacy page', async ({ page }) => {
    const form = await openForm(page);
    await expect(form).toContainText(text.privacyNotice);
    const privacy = legal['politique-de-confidentialite'];
    await expect(form.getByRole('link', { name: text.privacyLink })).toHaveAttribute('href', privacy.path);
  });
});

test.describe('contact form, e-mail service not configured', () => {
  test('opens the mail program with the request pre-filled, and says so', async ({ page }, testInfo) => {
    const fields = sampleFields(testInfo);
    const origin = `http://127.0.0.1:${unconfiguredPort}`;
    const form = await openForm(page, `${origin}/contact`);
    const businessEmail = (await page.locator('#contact a[href^="mailto:"]').first().getAttribute('href'))!.slice(
      'mailto:'.length,
    );
    await expect(form).toContainText(`${text.mailtoFallbackNote} ${businessEmail}`);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http') && new URL(request.url()).origin !== origin) foreign.push(request.url());
    });

    await fillForm(form, fields);
    const mailto = page.waitForRequest(/^mailto:/);
    await form.getByRole('button', { name: SUBMIT }).click();
    const url = new URL((await mailto).url());
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(businessEmail);
    const subject = url.searchParams.get('subject')!;
    const projectType = projectTypeLabel(fields.sujet);
    expect(subject).toContain(text.mailtoSubject);
    expect(subject).toContain(projectType);
    expect(subject).toContain(fields.nom);
    const body = url.searchParams.get('body')!;
    for (const value of [fields.nom, fields.email, fields.telephone, fields.ville, projectType, fields.message]) {
      expect(body).toContain(value);
    }
    await expectToast(page, text.mailtoOpenedTitle, text.mailtoOpenedText);
    await expect(form.getByRole('link', { name: text.mailtoOpenAgain })).toHaveAttribute('href', url.href);
    expect(await fieldValues(form)).toEqual(fields);
    expect(foreign).toEqual([]);
  });
});

/**
 * After a failure: the phone link of the line that answers now (the one the contact card shows at
 * this hour), a mailto: pre-filled with the request, and the Facebook page.
 */
async function expectAlternatives(page: Page, form: Locator, fields: Fields): Promise<void> {
  const phone = (await page.locator('#contact ul a[href^="tel:"]:visible').first().getAttribute('href'))!;
  // The line's one visible link (CallPair also holds the other line and, for no JavaScript, the two together).
  await expect(form.locator(`a[href="${phone}"]:visible`)).toHaveCount(1);
  const mailto = form.getByRole('link', { name: text.mailtoLink });
  await expect(mailto).toBeVisible();
  const url = new URL((await mailto.getAttribute('href'))!);
  expect(url.protocol).toBe('mailto:');
  expect(url.searchParams.get('body')).toContain(fields.message.trim());
  expect(url.searchParams.get('subject')).toContain(fields.nom.trim());
  await expect(form.getByRole('link', { name: text.facebookLink })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\//,
  );
}
