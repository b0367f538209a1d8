/**
 * Photos of the roof, sent beside a quote request: by WhatsApp to the owner's mobile (a `wa.me`
 * link whose text names the request) or by e-mail (a `mailto:` with the request's subject). The
 * request is named by what lets the owner find it among the others, the visitor's name, the
 * commune and the day, and by nothing else: never the visitor's e-mail or phone, which the owner
 * already has, and which would otherwise travel in an address to WhatsApp.
 */
import type { ContactFields } from './contact-form';

/** What names a request: the fields it takes, and the day it is sent (« 1 décembre 2026 »). */
export type RequestName = Pick<ContactFields, 'nom' | 'ville'> & { date: string };

const dayInBelgium = new Intl.DateTimeFormat('fr-BE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Brussels',
});

/** The day a request is sent, as the owner reads it in Belgium (« 1 décembre 2026 »), whatever the visitor's time zone. */
export function requestDay(now: Date): string {
  return dayInBelgium.format(now);
}

/** « Marie Dupont, Thuin, 1 décembre 2026 »: the parts given, trimmed, in this order. */
export function requestSummary({ nom, ville, date }: RequestName): string {
  return [nom, ville, date]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .join(', ');
}

/** The owner's text with the request in place of `{demande}`. */
export function photoMessage(template: string, request: RequestName): string {
  return template.replaceAll('{demande}', requestSummary(request));
}

/**
 * The chat with the owner's mobile (lib/contact/phone.ts `whatsappChat`, made at build time) with
 * the message written in, sent only when the visitor presses send in WhatsApp.
 */
export function whatsappHref(chat: string, message: string): string {
  return `${chat}?text=${encodeURIComponent(message)}`;
}

/** A `mailto:` to the business with the request in its subject, for photos attached in the visitor's own mail program. */
export function photoMailtoHref(email: string, subject: string, request: RequestName): string {
  return `mailto:${email}?subject=${encodeURIComponent(photoMessage(subject, request))}`;
}
