/**
 * What a Belgian enterprise number is (« 0123.456.749 »), as the Crossroads Bank for Enterprises
 * gives it: ten digits, the first a 0 or a 1, the last two a check of the eight before them
 * (97 minus their remainder by 97). The one rule the identity's schema checks and the register
 * link is built from (lib/content/credentials.ts); the VAT number of a company is the same ten
 * digits behind « BE ».
 */

/** The ten digits of an enterprise or VAT number (`BE 0123.456.749` → `0123456749`). */
export function enterpriseDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The two check digits the first eight call for: `01234567` → `49`. */
export function enterpriseCheckDigits(firstEight: string): string {
  return String(97 - (Number(firstEight) % 97)).padStart(2, '0');
}

/** Whether `value` holds ten digits, starting with 0 or 1, whose last two check the first eight. */
export function isValidEnterpriseNumber(value: string): boolean {
  const digits = enterpriseDigits(value);
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return enterpriseCheckDigits(digits.slice(0, 8)) === digits.slice(8);
}
