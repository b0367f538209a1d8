import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { receivedRequests } from '../support/emailjs-stand-in-client';
import { readExampleContent } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { nothingHappensFor } from '../support/timing';

/**
 * The contact form as served, before its island is ready and without JavaScript: a press on
 * « Envoyer ma demande » never puts the visitor's details in an address (no GET), never reloads
 * the page empty, and never loses a request: it is sent once the form is ready, or kept on
 * screen with the other ways to send it (src/lib/contact/early-submit.ts). And nothing typed while the
 * island hydrates is lost, even on a slow phone.
 */
const { ui, identity, projectTypes } = readExampleContent();
/** The form's texts, as the example words them (French typography applied). */
const text = ui.form;
const SUBMIT = ui.contact.submit;
const WAITING = text.waitingForForm;
const SLOW = text.formSlow;
const NO_SCRIPT = text.noScriptLead;
/** The other ways offered, each link named by its words and the business's number or address. */
const CALL = `${text.callPrefix} ${identity.phone}`;
const WRITE = `${text.writeTo} ${identity.email}`;
/** The label of a project type the form offers, as the request names it. */
const projectTypeLabel = (value: string) => projectTypes.find((type) => type.value === value)!.label;
/** The island's code, and Astro's one retry of it (`?astro-retry=…`, a second later). */
const ISLAND_CODE = /\/_astro\/ContactForm\.[^/?]+\.js(\?.*)?$/;

type Fields = Record<'nom' | 'email' | 'telephone' | 'ville' | 'sujet' | 'message', string>;

function sampleFields(testInfo: TestInfo): Fields {
  return {
    nom: 'Élise Van den Bossche',
    email: `avant-${testInfo.testId}-${testInfo.retry}-${testInfo.project.name}@example.be`.toLowerCase(),
    telephone: '+32 470 12 34 56',
    ville: 'Thuin',
    sujet: 'couverture-zinc',
    message: 'Bonjour,\nune gouttière fuit — pouvez-vous passer ?',
  };
}

async function fillForm(form: Locator, fields: Fields): Promise<void> {
  for (const name of ['nom', 'email', 'telephone', 'ville', 'message'] as const) {
    await form.locator(`[name="${name}"]`).fill(fields[name]);
  }
  await form.locator('[name="sujet"]').selectOption(fields.sujet);
}

async function fieldValues(form: Locator): Promise<Fields> {
  return form.evaluate((element: HTMLFormElement) => {
    const values: Record<string, string> = {};
    for (const name of ['nom', 'email', 'telephone', 'ville', 'sujet', 'message']) {
      values[name] = (element.elements.namedItem(name) as HTMLInputElement).value;
    }
    return values as Fields;
  });
}

/**
 * Every address the page asked a server for, to prove that no field ever travelled in one
 * (a `mailto:` the visitor chooses goes to their own mail program, not to a server).
 */
function recordAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

function expectNoFieldInAnyAddress(urls: string[], fields: Fields): void {
  const leaks = urls.filter(
    (url) =>
      /[?&](nom|email|telephone|message)=/.test(url) ||
      url.includes(encodeURIComponent(fields.email)) ||
      url.includes(fields.email),
  );
  expect(leaks).toEqual([]);
}

/** Holds the island's code until `release()`: meanwhile the form is the served HTML. */
async function holdIsland(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ISLAND_CODE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function toastTitle(page: Page): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast] [data-title]');
  await expect(toast).toHaveCount(1, { timeout: 15_000 });
  return toast;
}

test.describe('the form as served', () => {
  test('is a POST form whose button cannot submit it before the island is ready', async ({ request }) => {
    const html = await (await request.get('/contact')).text();
    const form = /<form\b[^>]*id="formulaire-devis"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).not.toMatch(/method="get"/i);
    expect(form).not.toContain('data-ready');
    const button = /<button\b[^>]*data-submit[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="button"');
    expect(html).toContain('<noscript>');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing is sent, nothing is lost, and the page says how to send the request', async ({ page }, testInfo) => {
    const urls = recordAddresses(page);
    const fields = sampleFields(testInfo);
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await fillForm(form, fields);
    // Enter in a field (the browser's implicit submission) sends nothing: no GET to the page itself.
    await form.locator('[name="nom"]').press('Enter');
    await form.locator('[name="email"]').press('Enter');
    await nothingHappensFor(page, 300);
    expect(page.url()).toMatch(/\/contact$/);
    expectNoFieldInAnyAddress(urls, fields);
    expect(await fieldValues(form)).toEqual(fields);
    // The send button cannot work without JavaScript: it is not shown, the note is, with its two ways.
    await expect(form.getByRole('button', { name: SUBMIT })).toBeHidden();
    const standby = page.locator('#formulaire-devis-attente');
    const note = standby.locator('p', { hasText: NO_SCRIPT });
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain(NO_SCRIPT);
    await expect(standby.getByRole('link', { name: CALL })).toHaveAttribute('href', /^tel:\+32/);
    await expect(standby.getByRole('link', { name: WRITE })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('before the form is ready', () => {
  test('a press is kept and announced, then sent once the form is ready; never in an address', async ({
    page,
  }, testInfo) => {
    const urls = recordAddresses(page);
    const fields = sampleFields(testInfo);
    const release = await holdIsland(page);
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await fillForm(form, fields);
    await form.getByRole('button', { name: SUBMIT }).click();
    await nothingHappensFor(page, 300);
    expect(page.url()).toMatch(/\/contact$/);
    expectNoFieldInAnyAddress(urls, fields);
    const status = page.locator('#formulaire-devis-attente [role="status"]');
    await expect(status).toContainText(WAITING);
    expect(await receivedRequests(fields.email)).toEqual([]);
    expect(await fieldValues(form)).toEqual(fields);

    release();
    await expect(await toastTitle(page)).toHaveText(text.successTitle);
    const requests = await receivedRequests(fields.email);
    expect(requests).toHaveLength(1);
    expect((requests[0]!.body as { template_params: Fields }).template_params).toEqual(fields);
    await expect(status.getByText(WAITING)).toBeHidden();
    expect(await fieldValues(form)).toEqual({ nom: '', email: '', telephone: '', ville: '', sujet: '', message: '' });
    expectNoFieldInAnyAddress(urls, fields);
  });

  test('fields the browser refuses are reported as usual and nothing is kept for later', async ({ page }) => {
    await holdIsland(page);
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: SUBMIT }).click();
    expect(await form.locator('[name="nom"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await expect(page.locator('#formulaire-devis-attente').getByText(WAITING)).toBeHidden();
  });

  test('when its code never arrives: the request stays on screen, with the mail program (request pre-filled) and the phone', async ({
    page,
  }, testInfo) => {
    const urls = recordAddresses(page);
    const fields = sampleFields(testInfo);
    // A Wednesday at 10:00 in Brussels, office open: the standby offers the main line (closed, the
    // emergency line: tel-links.spec.ts checks every call link at every hour).
    await page.clock.install({ time: new Date('2026-11-25T10:00:00+01:00') });
    await page.route(ISLAND_CODE, (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await fillForm(form, fields);
    await form.getByRole('button', { name: SUBMIT }).click();
    const standby = page.locator('#formulaire-devis-attente');
    await expect(standby.getByText(WAITING)).toBeVisible();
    await page.clock.fastForward(4_000);
    await expect(standby.getByText(SLOW)).toBeVisible();
    await expect(standby.getByText(WAITING)).toBeHidden();
    await expect(standby.getByRole('link', { name: CALL })).toHaveAttribute('href', /^tel:\+32/);

    const mailto = page.waitForRequest(/^mailto:/);
    await standby.getByRole('link', { name: text.mailtoLink }).click();
    const url = new URL((await mailto).url());
    const subject = url.searchParams.get('subject') ?? '';
    const projectType = projectTypeLabel(fields.sujet);
    expect(subject).toContain(text.mailtoSubject);
    expect(subject).toContain(projectType);
    expect(subject).toContain(fields.nom);
    const body = url.searchParams.get('body') ?? '';
    for (const value of [fields.nom, fields.email, fields.telephone, fields.ville, projectType]) {
      expect(body).toContain(value);
    }
    expect(body).toContain(fields.message);
    expect(await fieldValues(form)).toEqual(fields);
    expect(await receivedRequests(fields.email)).toEqual([]);
    expectNoFieldInAnyAddress(urls, fields);
  });
});

test.describe('typing while the form hydrates, on a slow phone', () => {
  test('what was typed before hydration never vanishes, even for a moment, while the visitor keeps typing', async ({
    page,
  }, testInfo) => {
    // Key by key on a six times slower processor: about 20 s on an idle machine, more beside other
    // tests on two cores; three times the usual timeout.
    test.slow();
    // CPU throttling through the DevTools protocol: this suite runs in Chromium only (playwright.config.ts).
    const fields = sampleFields(testInfo);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const release = await holdIsland(page);
    await page.goto('/contact');
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    // Typed into the served HTML, before the island's code has arrived.
    await form.locator('[name="ville"]').pressSequentially(fields.ville);
    await form.locator('[name="message"]').pressSequentially(fields.message);
    // The visitor goes on with the name at the very moment the island starts hydrating (Astro
    // removes `ssr` once it has asked React to hydrate): a focus, then a first letter. After every
    // keystroke, once React has rendered it (a microtask later), the page notes what the fields show.
    await page.evaluate(
      (firstLetter) => {
        const island = document.querySelector('#contact astro-island')!;
        const formElement = island.querySelector('form')!;
        const nom = formElement.querySelector<HTMLInputElement>('[name="nom"]')!;
        const seen: Record<string, string>[] = [];
        (window as unknown as { seen: typeof seen }).seen = seen;
        const note = () =>
          queueMicrotask(() => {
            const values: Record<string, string> = {};
            for (const name of ['ville', 'message']) {
              values[name] = (formElement.elements.namedItem(name) as HTMLInputElement).value;
            }
            seen.push(values);
          });
        formElement.addEventListener('input', note);
        new MutationObserver((_records, observer) => {
          if (island.hasAttribute('ssr')) return;
          observer.disconnect();
          nom.focus();
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(nom, firstLetter);
          nom.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: firstLetter }));
        }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
      },
      fields.nom.slice(0, 1),
    );
    release();
    await expect(form.locator('[name="nom"]')).toHaveValue(fields.nom.slice(0, 1));
    // Then right after hydration, key by key.
    await form.locator('[name="nom"]').pressSequentially(fields.nom.slice(1));
    // Hydration is over once the name is typed: the other fields are typed at full speed (key by key
    // on a six times slower processor, the long e-mail address alone took most of the test's time).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    for (const name of ['email', 'telephone'] as const) {
      await form.locator(`[name="${name}"]`).pressSequentially(fields[name]);
    }
    await form.locator('[name="sujet"]').selectOption(fields.sujet);

    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, string>[] }).seen);
    expect(seen.length).toBeGreaterThan(fields.nom.length);
    const vanished = seen.filter((values) => values.ville !== fields.ville || values.message !== fields.message);
    expect(vanished, 'what the fields showed after a keystroke, when text typed earlier was missing').toEqual([]);
    await expect.poll(() => fieldValues(form), { message: 'the fields as typed' }).toEqual(fields);
    await expect
      .poll(
        () => page.evaluate(() => JSON.parse(localStorage.getItem('demande-de-devis:brouillon') ?? 'null')?.fields),
        { message: 'the draft' },
      )
      .toEqual(fields);
    // After a reload, the island says when it has put the draft back: every field at once.
    await page.reload();
    // As long as any island's hydration may take on a busy machine (tests/support/hydration.ts).
    await expect(form).toHaveAttribute('data-ready', '', { timeout: 10_000 });
    expect(await fieldValues(form)).toEqual(fields);
  });
});

test.describe('the project type a service page asks for', { tag: '@phone' }, () => {
  test('is chosen before the form is on screen, the island’s code held back, and stays so once hydrated', async ({
    page,
  }) => {
    const release = await holdIsland(page);
    // Every frame rendered with the form in the page already shows the type (recorded frame by frame).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const record = () => {
        const select = document.querySelector<HTMLSelectElement>('#formulaire-devis select[name="sujet"]');
        if (select) seen.push(select.value);
        if (seen.length < 200) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/contact?projet=charpente', { waitUntil: 'load' });
    const form = page.locator('#formulaire-devis');
    await expect(form.locator('[name="sujet"]')).toHaveValue('charpente');
    await expect(form).not.toHaveAttribute('data-ready');
    release();
    await waitForHydration(page, form.locator('xpath=../..'));
    await expect(form).toHaveAttribute('data-ready', '');
    await expect(form.locator('[name="sujet"]')).toHaveValue('charpente');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect([...new Set(seen)]).toEqual(['charpente']);
    // The address's choice alone is no draft to keep.
    expect(await page.evaluate(() => localStorage.getItem('demande-de-devis:brouillon'))).toBeNull();
  });

  test('never overwrites the type of a draft the visitor left on the device', async ({ page }, testInfo) => {
    await page.goto('/contact');
    const form = page.locator('#formulaire-devis');
    await waitForHydration(page, form.locator('xpath=../..'));
    await expect(form).toHaveAttribute('data-ready', '');
    const fields = sampleFields(testInfo);
    await form.locator('[name="nom"]').fill(fields.nom);
    await form.locator('[name="sujet"]').selectOption('couverture-zinc');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('demande-de-devis:brouillon'))).toContain('Élise');
    const release = await holdIsland(page);
    await page.goto('/contact?projet=charpente', { waitUntil: 'load' });
    // Left as served until the island puts the whole draft back.
    await expect(form.locator('[name="sujet"]')).toHaveValue('');
    release();
    await waitForHydration(page, form.locator('xpath=../..'));
    await expect(form).toHaveAttribute('data-ready', '');
    await expect(form.locator('[name="sujet"]')).toHaveValue('couverture-zinc');
    await expect(form.locator('[name="nom"]')).toHaveValue(fields.nom);
  });
});
