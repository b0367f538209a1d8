/**
 * The business's own page on a review platform (Google…), where most people read reviews: « Voir
 * nos avis » leads to it, « Donner votre avis » opens its review form, each only when the owner
 * has given its address (identity › Liens). Plain links, opened on the visitor's click: nothing of
 * the platform loads before.
 */
import type { Identity } from '../../schemas/identity';
import type { UiText } from '../../schemas/ui';
import type { OutsideLink } from './credentials';

export interface ReviewPlatformLinks {
  /** The group's name for screen readers. */
  label: string;
  links: readonly (OutsideLink & { kind: 'see' | 'give' })[];
}

/** The links the owner has given, « voir » first; null when none. */
export function reviewPlatformLinks(
  links: Pick<Identity['links'], 'reviewProfile' | 'reviewForm'>,
  text: UiText['reviewLinks'],
): ReviewPlatformLinks | null {
  const found = [
    ...(links.reviewProfile ? [{ kind: 'see' as const, href: links.reviewProfile, label: text.see }] : []),
    ...(links.reviewForm ? [{ kind: 'give' as const, href: links.reviewForm, label: text.give }] : []),
  ];
  return found.length > 0 ? { label: text.label, links: found } : null;
}
