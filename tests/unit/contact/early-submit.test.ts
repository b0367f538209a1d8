import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readExampleContent } from '../../support/example-content';
import { inlineScript } from '../../../src/integrations/inline-script';
import {
  CONTACT_FORM_ID,
  FORM_READY_ATTRIBUTE,
  FORM_STANDBY_ID,
  mailtoLabels,
} from '../../../src/lib/contact/contact-form';
import type { EarlySubmitOptions } from '../../../src/lib/contact/early-submit';
import { PRESET_ATTRIBUTE } from '../../../src/lib/contact/early-project-type';
import { DRAFT_STORAGE_KEY, serializeDraft, emptyFields } from '../../../src/lib/contact/contact-form';

// A window of its own: the script is built (bundled and minified with esbuild) in Node, then runs in it.
let dom: JSDOM;
let document: Document;

/** The form as served (the island's HTML, before hydration) and the standby messages beside it. */
const page = `
  <form id="formulaire-devis" method="post">
    <label for="champ-nom">Nom complet *</label><input id="champ-nom" name="nom" required>
    <input name="email" type="email" required>
    <input name="telephone" required>
    <input name="ville">
    <select name="sujet" required>
      <option value="" disabled selected>Choisissez</option>
      <option value="couverture-zinc">Couverture Zinc</option>
    </select>
    <textarea name="message" required></textarea>
    <button type="button" data-submit>Envoyer ma demande</button>
  </form>
  <div id="formulaire-devis-attente">
    <div role="status">
      <p data-waiting hidden>Un instant</p>
      <div data-slow hidden><a data-mailto href="mailto:contact@example.be?subject=Demande%20de%20devis">messagerie</a></div>
    </div>
  </div>`;

const SLOW_AFTER_MS = 40;
const { form } = readExampleContent().ui;

/** The script as the home page carries it (src/pages/[...home].astro). */
function earlySubmitScript(options: Pick<EarlySubmitOptions, 'slowAfterMs' | 'labels'>): string {
  const ids = { formId: CONTACT_FORM_ID, standbyId: FORM_STANDBY_ID, readyAttribute: FORM_READY_ATTRIBUTE };
  const preset = { projectTypes: ['couverture-zinc', 'charpente'], draftMaxAgeMs: DRAFT_MAX_AGE_MS };
  return inlineScript('early-submit', { ...ids, ...options, ...preset });
}
const DRAFT_MAX_AGE_MS = 6 * 60 * 60 * 1000;

function run(): void {
  dom.window.eval(
    earlySubmitScript({ slowAfterMs: SLOW_AFTER_MS, labels: mailtoLabels(form.fields, form.projectTypeLabel) }),
  );
}

/** Lets the window's observers and timers run. */
const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function element<T extends Element>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(selector);
  return found;
}

function fill(): void {
  const form = element<HTMLFormElement>('#formulaire-devis');
  const values: Record<string, string> = {
    nom: 'Élise',
    email: 'elise@example.be',
    telephone: '0470 12 34 56',
    ville: 'Thuin',
    sujet: 'couverture-zinc',
    message: 'Une gouttière fuit.',
  };
  for (const [name, value] of Object.entries(values)) {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  }
}

describe('early-submit script (a press before the form is ready)', () => {
  beforeEach(() => {
    dom = new JSDOM(page, { runScripts: 'outside-only' });
    document = dom.window.document;
  });
  afterEach(() => {
    dom.window.close();
  });

  it('keeps a valid press, says so, and submits once the island marks the form ready', async () => {
    run();
    const form = element<HTMLFormElement>('#formulaire-devis');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    fill();
    element<HTMLButtonElement>('[data-submit]').click();
    expect(element<HTMLElement>('[data-waiting]').hidden).toBe(false);
    await pause();
    expect(submitted).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    form.setAttribute('data-ready', '');
    await pause(); // The script sees the marker through a MutationObserver.
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(element<HTMLElement>('[data-waiting]').hidden).toBe(true);
    // Once ready, the island handles presses: the script stays out of the way.
    element<HTMLButtonElement>('[data-submit]').click();
    await pause();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for later when the browser refuses the fields', () => {
    run();
    element<HTMLButtonElement>('[data-submit]').click();
    expect(element<HTMLElement>('[data-waiting]').hidden).toBe(true);
    expect(element<HTMLInputElement>('[name="nom"]').validity.valueMissing).toBe(true);
  });

  it('offers the mail program with the request after a while; choosing it cancels the pending send', async () => {
    run();
    const form = element<HTMLFormElement>('#formulaire-devis');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    fill();
    element<HTMLButtonElement>('[data-submit]').click();
    expect(element<HTMLElement>('[data-slow]').hidden).toBe(true);
    await pause(SLOW_AFTER_MS + 20);
    expect(element<HTMLElement>('[data-slow]').hidden).toBe(false);
    expect(element<HTMLElement>('[data-waiting]').hidden).toBe(true);

    const link = element<HTMLAnchorElement>('a[data-mailto]');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    const url = new URL(link.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('Demande de devis – Couverture Zinc – Élise');
    expect(url.searchParams.get('body')).toBe(
      [
        'Nom complet : Élise',
        'Adresse e-mail : elise@example.be',
        'Téléphone : 0470 12 34 56',
        'Ville : Thuin',
        'Type de projet : Couverture Zinc',
        '',
        'Description de votre projet :',
        'Une gouttière fuit.',
      ].join('\r\n'),
    );
    form.setAttribute('data-ready', '');
    await pause();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('cannot be closed early by the data it carries', () => {
    const script = earlySubmitScript({ slowAfterMs: 1, labels: { nom: '</script><script>alert(1)</script><!--' } });
    expect(script).not.toMatch(/<\/script|<script|<!--/i);
  });
});

describe('the project type the address names, chosen as the page is read', () => {
  const open = (address: string, draft?: Partial<ReturnType<typeof emptyFields>>, savedAt = Date.now()) => {
    dom = new JSDOM(page, { runScripts: 'outside-only', url: `https://www.toiture.example${address}` });
    document = dom.window.document;
    if (draft)
      dom.window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({ ...emptyFields(), ...draft }, savedAt)!);
    run();
    return element<HTMLSelectElement>('select[name="sujet"]');
  };
  afterEach(() => dom.window.close());

  it('chooses it, marked as the address’s, without a draft', () => {
    const select = open('/contact?projet=couverture-zinc');
    expect(select.value).toBe('couverture-zinc');
    expect(select.getAttribute(PRESET_ATTRIBUTE)).toBe('couverture-zinc');
  });

  it('leaves a draft’s own project type to the island, and fills a draft that has none', () => {
    expect(open('/contact?projet=couverture-zinc', { nom: 'Élise', sujet: 'charpente' }).value).toBe('');
    expect(open('/contact?projet=couverture-zinc', { nom: 'Élise' }).value).toBe('couverture-zinc');
    // An expired draft is no choice any more.
    const expired = Date.now() - DRAFT_MAX_AGE_MS - 60_000;
    expect(open('/contact?projet=couverture-zinc', { sujet: 'charpente' }, expired).value).toBe('couverture-zinc');
  });

  it('chooses nothing for a type the form does not have, or without one', () => {
    for (const address of ['/contact?projet=piscine', '/contact', '/']) {
      const select = open(address);
      expect(select.value, address).toBe('');
      expect(select.hasAttribute(PRESET_ATTRIBUTE), address).toBe(false);
    }
  });
});
