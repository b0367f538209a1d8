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

/** A legal page as the proofs link it: its address and its headings. */
export interface StatedPage {
  path: string;
  headings: readonly { slug: string; text: string }[];
}

/** A page's address, at the heading that mentions `word` if one does. */
export function stated(page: StatedPage, word: string): string {
  const slug = headingAbout(page.headings, word);
  return slug ? `${page.path}#${slug}` : page.path;
}
