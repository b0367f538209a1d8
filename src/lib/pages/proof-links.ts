/**
 * The proofs beside a service page's call to action (lib/pages/service-page.ts): the insurer's
 * name, and where the legal pages state each point in full. Build-time only: kept apart from the
 * quote request's module, which the contact form's island ships to the browser.
 */

/** `Assurances Exemple SA, avenue de l’Exemple 1, 1000 Bruxelles` → `Assurances Exemple SA`: the company's name, before its address. */
export function companyName(nameAndAddress: string): string {
  return nameAndAddress.split(',')[0]!.trim();
}

/** The `slug` of the first heading whose text mentions `word` (any case), for a link to where a point is stated in full. */
export function headingAbout(headings: readonly { slug: string; text: string }[], word: string): string | null {
  return headings.find((heading) => heading.text.toLowerCase().includes(word.toLowerCase()))?.slug ?? null;
}
