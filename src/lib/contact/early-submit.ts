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
export interface EarlySubmitOptions {
  /** The form's id, its standby messages' id and the attribute the island sets once it is ready (lib/contact/contact-form.ts). */
  formId: string;
  standbyId: string;
  readyAttribute: string;
  /** After this delay without a ready form, the other ways to send the request are offered too. */
  slowAfterMs: number;
  /** Label of each field in the `mailto:` body (lib/contact/contact-form.ts `mailtoLabels`). */
  labels: Readonly<Record<string, string>>;
}

/**
 * The inline script's work (entry: src/inline-scripts/early-submit.ts). The `mailto:` link of the
 * standby messages (ContactFormStandby.tsx) gives the address and the subject's first words.
 */
export function holdEarlySubmit({ formId, standbyId, readyAttribute, slowAfterMs, labels }: EarlySubmitOptions): void {
  const form = document.getElementById(formId);
  const standby = document.getElementById(standbyId);
  if (!(form instanceof HTMLFormElement) || !standby) return;
  const waiting = standby.querySelector<HTMLElement>('[data-waiting]');
  const slow = standby.querySelector<HTMLElement>('[data-slow]');
  const mailto = standby.querySelector<HTMLAnchorElement>('a[data-mailto]');
  const show = (element: HTMLElement | null, shown: boolean) => {
    if (element) element.hidden = !shown;
  };
  let pending = false;
  let timer = 0;

  new MutationObserver((_records, observer) => {
    if (!form.hasAttribute(readyAttribute)) return;
    observer.disconnect();
    window.clearTimeout(timer);
    show(waiting, false);
    show(slow, false);
    if (pending) {
      pending = false;
      form.requestSubmit();
    }
  }).observe(form, { attributes: true, attributeFilter: [readyAttribute] });

  form.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target?.hasAttribute('data-submit') || form.hasAttribute(readyAttribute) || pending) return;
    // The browser's own checks, with its own messages, as once the form is ready.
    if (!form.reportValidity()) return;
    pending = true;
    show(waiting, true);
    timer = window.setTimeout(() => {
      show(waiting, false);
      show(slow, pending);
    }, slowAfterMs);
  });

  // Built when chosen, from what the fields hold then (same shape as the island's `mailto:`).
  // The form will not send the request a second time.
  mailto?.addEventListener('click', () => {
    const values: Record<string, string> = {};
    for (const name of Object.keys(labels)) {
      const control = form.elements.namedItem(name);
      values[name] =
        control instanceof HTMLSelectElement
          ? control.value && (control.selectedOptions[0]?.text ?? '')
          : ((control as HTMLInputElement | null)?.value.trim() ?? '');
    }
    const [address, query] = mailto.href.split('?');
    const subject = [new URLSearchParams(query).get('subject'), values.sujet, values.nom].filter(Boolean).join(' – ');
    const lines = Object.keys(labels)
      .filter((name) => name !== 'message')
      .map((name) => `${labels[name]} : ${values[name]}`);
    const body = [...lines, '', `${labels.message} :`, values.message].join('\r\n');
    mailto.href = `${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    pending = false;
  });
}
