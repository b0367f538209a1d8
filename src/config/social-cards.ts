/**
 * The social images (Open Graph / Twitter) the build makes: one for the home page, one per service
 * page, one per legal page. Each is drawn from the page's artwork and title by `pages/og/[card].png.ts`
 * and served at `/og/{key}.png`. A page names its card through `socialImageFor(key)`.
 */
import { getSectionMeta, hero, services, type ServiceSlug } from '../content';
import { legalPageKeys, legalPages, legalUiText, type LegalPageKey } from '../content/legal';
import type { ImageSlot } from '../lib/image-slots';
import { SOCIAL_IMAGE_SIZE } from '../lib/social-image';
import { site } from '../site';

export type SocialCardKey = 'accueil' | ServiceSlug | LegalPageKey;

export interface SocialCard {
  key: SocialCardKey;
  /** Artwork drawn behind the text (`src/assets/artwork/{artwork}.svg`). */
  artwork: ImageSlot;
  title: string;
  subtitle: string;
}

export const socialCards: readonly SocialCard[] = [
  { key: 'accueil', artwork: 'hero', title: hero.title, subtitle: getSectionMeta('accueil').eyebrow },
  ...services.map((service): SocialCard => ({
    key: service.slug,
    artwork: `services/${service.slug}`,
    title: service.title,
    subtitle: service.tagline,
  })),
  ...legalPageKeys.map((key): SocialCard => ({
    key,
    artwork: 'hero',
    title: legalPages[key].title,
    subtitle: legalUiText.eyebrow,
  })),
];

/** What the `<head>` needs to announce a card: its path, size and a text alternative. */
export interface SocialImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export function socialImageFor(key: SocialCardKey): SocialImage {
  const card = socialCards.find((c) => c.key === key);
  if (!card) throw new Error(`Image de partage inconnue : « ${key} »`);
  return {
    path: `/og/${card.key}.png`,
    ...SOCIAL_IMAGE_SIZE,
    alt: `${site.name} — ${card.title}\u00a0: ${card.subtitle}`,
  };
}
