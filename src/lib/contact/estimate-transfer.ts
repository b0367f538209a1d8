/**
 * An estimate carried from a service page's calculator into the quote request: never in an
 * address (the link to the form names the project type only, lib/contact/quote-request.ts) and
 * never in a hidden field, but kept in the tab's own storage (sessionStorage: this tab, this site,
 * gone with the tab) for the one navigation to the form, where the page's script writes it into
 * the message box before the visitor sees it, as text the visitor reads and may change. A message
 * already typed, or kept as the form's draft, is never replaced: the estimate goes after it, once.
 *
 * A prerendered form page (lib/navigation/next-page.ts) reads the tab's storage as it was when the
 * prerendering began, before the click: it waits until it is shown.
 */
import { DRAFT_STORAGE_KEY, contactFields, parseDraft } from './contact-form';

/** Where the estimate waits for the form page (sessionStorage). */
export const ESTIMATE_STORAGE_KEY = 'demande-de-devis:estimation';
const ESTIMATE_VERSION = 1;
/** An estimate older than this is not carried (a tab left open, the form opened much later). */
export const ESTIMATE_MAX_AGE_MS = 30 * 60 * 1000;
/** The message box's limit (lib/contact/contact-form.ts): an estimate never makes it longer. */
const MESSAGE_MAX = contactFields.find((field) => field.name === 'message')!.maxLength;

/** What is stored for the form: the estimate's words, and when they were written (ms since the epoch). */
export function serializeEstimate(text: string, savedAt: number): string {
  return JSON.stringify({ version: ESTIMATE_VERSION, savedAt, text });
}

/** The estimate's words, if the stored entry is one, recent and of a sensible length; otherwise null. */
export function parseEstimate(raw: string | null | undefined, now: number): string | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { version, savedAt, text } = data as Record<string, unknown>;
  if (version !== ESTIMATE_VERSION || typeof savedAt !== 'number' || typeof text !== 'string') return null;
  if (savedAt > now + 60_000 || now - savedAt > ESTIMATE_MAX_AGE_MS) return null;
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= 1000 ? trimmed : null;
}

/**
 * The message with the estimate: the estimate alone in an empty message, after the visitor's words
 * otherwise, nothing added when they already hold it; and never past the box's limit.
 */
export function messageWithEstimate(message: string, estimate: string): string {
  if (message.includes(estimate)) return message;
  const written = message.trim() === '' ? estimate : `${message.trimEnd()}\n\n${estimate}`;
  return written.length <= MESSAGE_MAX ? written : message;
}

/** The device's storage may be missing, full or forbidden (private modes): the form works without it. */
function read(kind: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the form opens with the service chosen, without the estimate.
  }
}

/** Keeps the estimate for the form page of this tab (the calculator's button, just before it navigates). */
export function keepEstimate(text: string, now = Date.now()): void {
  write(ESTIMATE_STORAGE_KEY, serializeEstimate(text, now));
}

/**
 * The form page's script (entry: src/inline-scripts/estimate.ts), right after the form: writes a
 * waiting estimate into the message box, after what the box or the draft already hold (the form
 * puts back the box's text over its draft when it hydrates: lib/contact/contact-form.ts
 * `mergeFields`), then forgets it. A prerendered page does it once shown.
 */
export function carryEstimate({ formId, draftMaxAgeMs }: { formId: string; draftMaxAgeMs: number }): void {
  const apply = () => {
    const raw = read('sessionStorage', ESTIMATE_STORAGE_KEY);
    if (!raw) return;
    write(ESTIMATE_STORAGE_KEY, null);
    const now = Date.now();
    const estimate = parseEstimate(raw, now);
    const box = document.getElementById(formId)?.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
    if (!estimate || !box) return;
    const draft = parseDraft(read('localStorage', DRAFT_STORAGE_KEY), { now, maxAgeMs: draftMaxAgeMs });
    box.value = messageWithEstimate(box.value || draft?.message || '', estimate);
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', apply, { once: true });
  } else {
    apply();
  }
}
