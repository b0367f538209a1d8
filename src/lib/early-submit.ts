/**
 * The contact form before its island is ready: a press on « Envoyer ma demande » is never lost.
 *
 * The form is served as HTML long before React hydrates it (its island waits until it is on
 * screen, and a phone on a bad connection may take seconds to fetch its code, or never get it).
 * Until the island has put back what was typed and set {@link FORM_READY_ATTRIBUTE} on the form,
 * its button is a plain `type="button"` and the form says `method="post"`: the browser never
 * submits it by itself, so the visitor's details never end up in an address (the GET to the page
 * itself that a bare <form> makes) and the page never reloads empty.
 *
 * This script, inline right after the form (it runs even when the island's code fails to load),
 * takes a press made meanwhile: the browser checks the fields as it would after hydration, the
 * visitor is told that the request leaves as soon as the form is ready, and it does: once the
 * island marks the form ready, the script submits it (the island sends it like any other). If the
 * form is still not ready after `slowAfterMs`, the visitor is also offered the other ways: their
 * mail program with the request pre-filled (a `mailto:` built from the fields at that moment), or
 * the phone. Choosing the mail program cancels the pending send, so the business gets one copy.
 *
 * Without JavaScript at all, the button is hidden (`scripting: none`) and a <noscript> note gives
 * the phone and e-mail instead (ContactFormStandby.tsx).
 */
import { CONTACT_FORM_ID, FORM_READY_ATTRIBUTE, FORM_STANDBY_ID } from './contact-form';

export interface EarlySubmitOptions {
  /** After this delay without a ready form, the other ways to send the request are offered too. */
  slowAfterMs: number;
  /** The business address and the first words of the subject of the `mailto:` fallback. */
  mailto: { to: string; subject: string };
  /** Label of each field in the `mailto:` body (lib/contact-form.ts `mailtoLabels`). */
  labels: Readonly<Record<string, string>>;
}

interface Ids {
  form: string;
  standby: string;
  ready: string;
}

/** The script itself. Self-contained (its source is copied into the page). */
function holdEarlySubmit(ids: Ids, options: EarlySubmitOptions): void {
  const form = document.getElementById(ids.form);
  const standby = document.getElementById(ids.standby);
  if (!(form instanceof HTMLFormElement) || !standby) return;
  const waiting = standby.querySelector<HTMLElement>('[data-waiting]');
  const slow = standby.querySelector<HTMLElement>('[data-slow]');
  const mailto = standby.querySelector<HTMLAnchorElement>('a[data-mailto]');
  const isReady = () => form.hasAttribute(ids.ready);
  let pending = false;
  let timer = 0;

  const settle = () => {
    window.clearTimeout(timer);
    if (waiting) waiting.hidden = true;
    if (slow) slow.hidden = true;
  };

  // The request as the visitor's mail program should receive it (same shape as the island's).
  const mailtoHref = () => {
    const values: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      if (!(control.name in options.labels)) continue;
      values[control.name] =
        control instanceof HTMLSelectElement
          ? control.value === ''
            ? ''
            : (control.selectedOptions[0]?.textContent ?? control.value)
          : control.value.trim();
    }
    const names = Object.keys(options.labels);
    const subject = [options.mailto.subject, values.sujet ?? '', values.nom ?? '']
      .filter((part) => part !== '')
      .join(' – ');
    const lines = names.filter((name) => name !== 'message').map((name) => `${options.labels[name]} : ${values[name]}`);
    const body = [...lines, '', `${options.labels.message} :`, values.message ?? ''].join('\r\n');
    return `mailto:${options.mailto.to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };

  new MutationObserver((_records, observer) => {
    if (!isReady()) return;
    observer.disconnect();
    settle();
    if (pending) {
      pending = false;
      form.requestSubmit();
    }
  }).observe(form, { attributes: true, attributeFilter: [ids.ready] });

  form.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target?.hasAttribute('data-submit') || isReady() || pending) return;
    // The browser's own checks, with its own messages, as once the form is ready.
    if (!form.reportValidity()) return;
    pending = true;
    if (waiting) waiting.hidden = false;
    timer = window.setTimeout(() => {
      if (!pending) return;
      if (waiting) waiting.hidden = true;
      if (slow) slow.hidden = false;
    }, options.slowAfterMs);
  });

  mailto?.addEventListener('click', () => {
    // Built when chosen: what is in the fields now. The form will not send it a second time.
    mailto.href = mailtoHref();
    pending = false;
  });
}

/** The inline script placed right after the form (HomePage.astro); its hash goes into the CSP. */
export function earlySubmitScript(options: EarlySubmitOptions): string {
  const ids: Ids = { form: CONTACT_FORM_ID, standby: FORM_STANDBY_ID, ready: FORM_READY_ATTRIBUTE };
  // `<` escaped: nothing in the data can close the <script> element.
  const data = [ids, options].map((value) => JSON.stringify(value).replaceAll('<', '\\u003c'));
  return `(${holdEarlySubmit.toString()})(${data.join(', ')});`;
}
