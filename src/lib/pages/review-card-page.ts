/**
 * The printable card of the admin (`/admin/carte-avis`): what the owner hands a client at the end of
 * a job, with the review link as a QR code. No link given, or the example's on a host that publishes
 * a holding page: no card, and where to give the link.
 */
import type { SiteContent } from '../content/site-content';

/** Cards on one A4 sheet (two by two, each A6). */
export const CARDS_PER_SHEET = 4;

export function reviewCardPage(content: Pick<SiteContent, 'identity' | 'ui'>, { withheld }: { withheld: boolean }) {
  const text = content.ui.reviewCard;
  const link = withheld ? undefined : content.identity.links.reviewForm;
  return {
    businessName: content.identity.name,
    text,
    link: link ?? null,
    cards: CARDS_PER_SHEET,
  };
}
