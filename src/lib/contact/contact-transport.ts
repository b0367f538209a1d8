/**
 * Sending a quote request through the e-mail service's official browser client
 * (`@emailjs/browser`, its JSON `send`: POST {origin}/api/v1.0/email/send), and reading
 * what went wrong when it does not go through. The client is fetched at the first send, not with
 * the form: the home page's first load carries only what it runs.
 */
import type { StorageProvider } from '@emailjs/browser';
import type { EmailServiceSettings } from './email-service';
import { deviceStorage, RATE_LIMIT_ID, RATE_LIMIT_MS, SEND_TIMEOUT_MS, type TemplateParams } from './contact-form';
import type { FailureReason } from './contact-form-state';
import { readEntry, writeEntry } from './device-storage';

/**
 * The time of the last send serves only the delay between two sends: once {@link RATE_LIMIT_MS}
 * has passed since it, it is removed (at once, or when the delay ends while the page is open).
 * Called when the client writes it, and when the form is ready (a page reloaded in the meantime).
 */
export function forgetLastSendWhenDone(now = Date.now()): void {
  const stored = readEntry(deviceStorage.lastSend);
  if (stored === null) return;
  const left = Number(stored) + RATE_LIMIT_MS - now;
  if (Number.isFinite(left) && left > 0) window.setTimeout(() => forgetLastSendWhenDone(), left);
  else writeEntry(deviceStorage.lastSend, null);
}

/**
 * Where `limitRate` keeps the time of the last send: the tab's session storage, which goes with the
 * tab. Given explicitly: `init` replaces the client's default storage with `undefined` when none is
 * passed, which turns the limit off. A storage that fails only turns the limit off, it never blocks
 * a send. The client asks for its own id, {@link RATE_LIMIT_ID}: the entry's key.
 */
const lastSendStorage: StorageProvider = {
  get: async () => readEntry(deviceStorage.lastSend),
  set: async (_key, value) => {
    writeEntry(deviceStorage.lastSend, value);
    forgetLastSendWhenDone();
  },
  remove: async () => writeEntry(deviceStorage.lastSend, null),
};

/** No answer in time. The request may still be on its way; its answer is ignored. */
export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`Pas de réponse du service d’envoi en ${ms / 1000} s`);
    this.name = 'SendTimeoutError';
  }
}

/** Settles like `promise`, or rejects with a `SendTimeoutError` after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the request. Resolves when the service accepted it (HTTP 200), rejects otherwise:
 * with the client's `EmailJSResponseStatus` (an HTTP error, or 429 from its own `limitRate`),
 * a `TypeError` (network), a `SendTimeoutError`, or the text the client throws on bad settings.
 * No `blockHeadless`: it would refuse the end-to-end tests' browser.
 */
export async function sendRequest(settings: EmailServiceSettings, params: TemplateParams): Promise<void> {
  // The client's code counts in the time a send may take; failing to arrive, it is a network failure (TypeError).
  const sending = import('@emailjs/browser').then(({ init, send }) => {
    init({
      publicKey: settings.publicKey,
      origin: settings.origin,
      limitRate: { id: RATE_LIMIT_ID, throttle: RATE_LIMIT_MS },
      storageProvider: lastSendStorage,
    });
    return send(settings.serviceId, settings.templateId, { ...params });
  });
  await withTimeout(sending, SEND_TIMEOUT_MS);
}

/** Sorts a failure into what the visitor is told. */
export function classifyFailure(error: unknown): FailureReason {
  if (error instanceof SendTimeoutError) return 'timeout';
  if (error instanceof TypeError) return 'network';
  if (isResponseStatus(error)) {
    if (error.status === 429) return 'rate-limit';
    if (error.status === 0) return 'network';
    return 'service';
  }
  return 'rejected';
}

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { text?: unknown }).text === 'string'
  );
}
