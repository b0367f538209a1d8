/**
 * The phone numbers of the business are written once, as they are displayed (identity.yaml):
 * the call links and the structured data dial the international form derived here.
 */
import { belgianInternationalNumber } from '../../schemas/phone';

/** `071 12 34 56` → `+3271123456` (the schema has refused any number this cannot read). */
export function internationalPhone(display: string): string {
  const number = belgianInternationalNumber(display);
  if (!number) throw new Error(`« ${display} » n’est pas un numéro de téléphone belge.`);
  return number;
}

/** `071 12 34 56` → `tel:+3271123456` */
export function telHref(display: string): string {
  return `tel:${internationalPhone(display)}`;
}

/** A number as the pages show it and link it. */
export interface PhoneLink {
  display: string;
  href: string;
}

export function phoneLink(display: string): PhoneLink {
  return { display, href: telHref(display) };
}

/** The business's two lines, each displayed and linked the same way on every page. */
export interface BusinessPhones {
  phone: PhoneLink;
  emergencyPhone: PhoneLink;
}

export function businessPhones(identity: { phone: string; emergencyPhone: string }): BusinessPhones {
  return { phone: phoneLink(identity.phone), emergencyPhone: phoneLink(identity.emergencyPhone) };
}

/**
 * `0470 12 34 00` → `https://wa.me/32470123400`: WhatsApp's link to a chat with that mobile
 * (international digits, no `+`). Made when the site is built: the browser gets the link, never
 * the phone-number library.
 */
export function whatsappChat(mobile: string): string {
  return `https://wa.me/${internationalPhone(mobile).replace(/^\+/, '')}`;
}
