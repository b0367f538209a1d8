/**
 * An estimate carried from a service page's calculator into the quote request: never in an
 * address (the link to the form names the project type only, lib/contact/quote-request.ts) and
 * never in a hidden field, but kept in the tab's own storage (sessionStorage: this tab, this site,
 * gone with the tab) for the one navigation to the form, which writes it into the message box as
 * it hydrates, as text the visitor reads and may change. What the box or the form's draft already
 * holds is never replaced: the estimate goes after it, once. A press on « Envoyer » before then is
 * held until the form is ready (lib/contact/early-submit.ts): the estimate leaves with the request.
 *
 * A prerendered form page (lib/navigation/next-page.ts) sees the tab's storage as it was when the
 * prerendering began; its islands hydrate once it is shown, when the storage is the tab's again.
 */

/** Where the estimate waits for the form (sessionStorage). */
export const ESTIMATE_STORAGE_KEY = 'demande-de-devis:estimation';
const ESTIMATE_VERSION = 1;
/** An estimate older than this is not carried (a tab left open, the form opened much later). */
export const ESTIMATE_MAX_AGE_MS = 30 * 60 * 1000;

/** What is stored for the form: the estimate's words, and when they were written (ms since the epoch). */
export function serializeEstimate(text: string, savedAt: number): string {
  return JSON.stringify({ version: ESTIMATE_VERSION, savedAt, text });
}

/** The estimate's words, if the stored entry is one, recent and of a sensible length; otherwise null. */
export function parseEstimate(raw: string | null | undefined, now: number): string | null {
  try {
    const { version, savedAt, text } = JSON.parse(raw ?? '') as Record<string, unknown>;
    const fresh = typeof savedAt === 'number' && savedAt <= now + 60_000 && now - savedAt <= ESTIMATE_MAX_AGE_MS;
    const words = version === ESTIMATE_VERSION && fresh && typeof text === 'string' ? text.trim() : '';
    return words !== '' && words.length <= 1000 ? words : null;
  } catch {
    // Nothing, or not JSON: no estimate.
    return null;
  }
}

/**
 * The message with the estimate: the estimate alone in an empty message, after the visitor's words
 * otherwise, nothing added when they already hold it; and never past the box's limit (`maxLength`,
 * lib/contact/contact-form.ts).
 */
export function messageWithEstimate(message: string, estimate: string, maxLength: number): string {
  if (message.includes(estimate)) return message;
  const written = message.trim() === '' ? estimate : `${message.trimEnd()}\n\n${estimate}`;
  return written.length <= maxLength ? written : message;
}

/** Keeps the estimate for the form of this tab (the calculator's button, just before it navigates). */
export function keepEstimate(text: string, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(ESTIMATE_STORAGE_KEY, serializeEstimate(text, now));
  } catch {
    // A full or forbidden storage: the form opens with the service chosen, without the estimate.
  }
}

/** The estimate waiting for the form, taken once (the form's hydration); null when none waits. */
export function takeEstimate(now = Date.now()): string | null {
  try {
    const raw = window.sessionStorage.getItem(ESTIMATE_STORAGE_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(ESTIMATE_STORAGE_KEY);
    return parseEstimate(raw, now);
  } catch {
    return null;
  }
}
