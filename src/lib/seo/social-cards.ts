/**
 * The social images (Open Graph / Twitter) the build makes: one for the home page, one per service
 * page, one per legal page, one per worksite. Each is drawn from the page's artwork (a worksite's:
 * its first photo) and title by `pages/og/[card].png.ts` and served at `/og/{key}.png`. A page names its card through `socialImageFor(content, key)`.
 */
import { sectionMeta, type SiteContent } from '../content/site-content';
import type { LegalPageSlug } from '../../schemas/legal';
import type { ServiceSlug } from '../../schemas/services';

/** The size social networks expect of a shared page's image. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type SocialCardKey = 'accueil' | ServiceSlug | LegalPageSlug | `realisation-${string}`;

/** The social card of a worksite (its key never meets a service's or a legal page's: they have no such prefix). */
export function worksiteCardKey(slug: string): `realisation-${string}` {
  return `realisation-${slug}`;
}

export interface SocialCard {
  key: SocialCardKey;
  /** Artwork drawn behind the text (`src/assets/artwork/{artwork}.svg`). */
  artwork: string;
  /** The owner's photo drawn instead of the artwork (`/photos/x.jpg`, from the project's root). */
  photo?: string | undefined;
  title: string;
  subtitle: string;
}

export function socialCards(content: SiteContent): SocialCard[] {
  return [
    {
      key: 'accueil',
      artwork: 'hero',
      title: content.home.hero.title,
      subtitle: sectionMeta(content, 'accueil').eyebrow,
    },
    ...content.services.map((service): SocialCard => ({
      key: service.slug,
      // A service shown by the owner's photo alone has no illustration of its own: the hero's.
      artwork: service.image.artwork ? `services/${service.image.artwork}` : 'hero',
      title: service.title,
      subtitle: service.tagline,
    })),
    ...Object.values(content.legal).map((page): SocialCard => ({
      key: page.slug,
      artwork: 'hero',
      title: page.title,
      subtitle: content.ui.legal.eyebrow,
    })),
    ...content.worksites.map((worksite): SocialCard => {
      const [first] = worksite.photos;
      return {
        key: worksiteCardKey(worksite.slug),
        artwork: first?.artwork ? `galerie/${first.artwork}` : 'hero',
        photo: first?.file,
        title: worksite.title,
        subtitle: `${worksite.place} · ${worksite.when}`,
      };
    }),
  ];
}

/** What the `<head>` needs to announce a card: its path, size and a text alternative. */
export interface SocialImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export function socialImageFor(content: SiteContent, key: SocialCardKey): SocialImage {
  const card = socialCards(content).find((c) => c.key === key);
  if (!card) throw new Error(`Image de partage inconnue : « ${key} »`);
  return {
    path: `/og/${card.key}.png`,
    ...SOCIAL_IMAGE_SIZE,
    alt: `${content.identity.name} — ${card.title}\u00a0: ${card.subtitle}`,
  };
}
