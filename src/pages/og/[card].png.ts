/** Social images, drawn at build time: `/og/accueil.png`, `/og/charpente.png`… (see lib/seo/social-cards.ts). */
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { socialCards, type SocialCard } from '../../lib/seo/social-cards';
import { loadContent } from '../../integrations/content';
import { cachedSocialImage } from '../../integrations/social-image-cache';
import socialImageCacheDir from 'virtual:cache-images-partage';

const artwork = import.meta.glob<string>('../../assets/artwork/**/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

export const getStaticPaths = (async () =>
  socialCards(await loadContent()).map((card) => ({
    params: { card: card.key },
    props: { card },
  }))) satisfies GetStaticPaths;

interface Props {
  card: SocialCard;
}

export const GET: APIRoute<Props> = async ({ props: { card }, site: origin }) => {
  const svg = card.photo ? undefined : artwork[`../../assets/artwork/${card.artwork}.svg`];
  if (!svg && !card.photo)
    throw new Error(`Illustration manquante pour l’image de partage « ${card.key} » : ${card.artwork}.svg`);
  const { identity: site } = await loadContent();
  const host = new URL(origin ?? site.url).host;
  // The owner's photo is read from the disk by sharp: the card is a new PNG, without its camera data.
  const background = card.photo ? { photo: join(process.cwd(), card.photo) } : { svg: svg! };
  const png = await cachedSocialImage(socialImageCacheDir, background, {
    title: card.title,
    subtitle: card.subtitle,
    brand: site.name,
    footer: `${site.phone} · ${host}`,
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
