/**
 * Sending a quote request through the e-mail service's official browser client
 * (`@emailjs/browser`, its JSON `send`: POST {origin}/api/v1.0/email/send), and reading
 * what went wrong when it does not go through. The client is fetched at the first send, not with
 * the form: the home page's first load carries only what it runs.
 */
import type { StorageProvider } from '@emailjs/browser';
import type { EmailServiceSettings } from './email-service';
import { RATE_LIMIT_ID, RATE_LIMIT_MS, SEND_TIMEOUT_MS, type TemplateParams } from './contact-form';
import type { FailureReason } from './contact-form-state';

/**
 * Where `limitRate` keeps the time of the last send. Given explicitly: `init` replaces the
 * client's default storage with `undefined` when none is passed, which turns the limit off.
 * A storage that fails (private mode) only turns the limit off, it never blocks a send.
 */
const localStorageProvider: StorageProvider = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // The limit is a courtesy to the service, not a requirement of the send.
    }
  },
  remove: async (key) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
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
      storageProvider: localStorageProvider,
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
