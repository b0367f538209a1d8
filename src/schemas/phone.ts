/**
 * What a Belgian phone number is, as the owner writes it for display (« 071 12 34 56 »,
 * « 0470/12.34.56 », « +32 71 12 34 56 »): the one rule the schema checks and the site derives
 * its call links from (lib/contact/phone.ts), so the shown and the dialled number cannot disagree.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The number in the international form links dial (`+3271123456`), or null when `display` is not a Belgian number. */
export function belgianInternationalNumber(display: string): string | null {
  // Letters have no place in a number to display; the parser would read « appelez-nous 071… » as a number.
  if (/\p{L}/u.test(display)) return null;
  const number = parsePhoneNumberFromString(display, 'BE');
  return number && number.country === 'BE' && number.isValid() ? number.number : null;
}

/** Whether `display` is a Belgian mobile number (`0470 12 34 56`): the only kind WhatsApp runs on. */
export function isBelgianMobile(display: string): boolean {
  if (belgianInternationalNumber(display) === null) return false;
  return parsePhoneNumberFromString(display, 'BE')?.getType() === 'MOBILE';
}
