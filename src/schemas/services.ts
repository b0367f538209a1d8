/**
 * The seven services (`src/content/services/{slug}.md`): the home page's card (title,
 * description, picture, four features) and the service page (tagline, benefits, offerings,
 * metadata) in the front matter; the page's introduction is the Markdown body.
 */
import { z } from 'astro/zod';
import { icon, keywords, listOf, searchDescription, searchTitle, sentence, text, type FieldMeta } from './fields';
import { picture } from './image-slots';

/** URL slugs of the service pages, in display order; also the file name of each service. */
export const serviceSlugs = [
  'charpente',
  'couverture-ardoise',
  'couverture-tuile',
  'couverture-zinc',
  'isolation',
  'bardage',
  'maison-ossature-bois',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** `<title>` and meta description of a page, and its keywords. */
export function pageMeta() {
  return z
    .object({
      title: searchTitle('Titre dans les moteurs de recherche'),
      description: searchDescription('Description dans les moteurs de recherche'),
      keywords: keywords(),
    })
    .meta({ title: 'Référencement' } satisfies FieldMeta);
}

export const serviceSchema = z.object({
  title: text('Titre', { hint: 'Titre de la carte et de la page, p. ex. « Couverture Ardoise ».' }),
  description: sentence('Description (carte de l’accueil)', { hint: 'Deux ou trois phrases.' }),
  image: picture('Image du service', 'service'),
  features: listOf('Points forts (carte de l’accueil)', text('Point fort'), 4),
  tagline: sentence('Accroche (sous le titre de la page)'),
  benefits: listOf(
    'Avantages',
    z
      .object({ icon: icon(), title: text('Titre'), text: sentence('Texte') })
      .meta({ title: 'Avantage' } satisfies FieldMeta),
    4,
  ),
  offerings: listOf(
    'Prestations',
    z
      .object({
        title: text('Titre'),
        text: sentence('Texte'),
        bullets: listOf('Puces', text('Puce'), 3),
      })
      .meta({ title: 'Prestation' } satisfies FieldMeta),
    2,
  ),
  meta: pageMeta(),
});
export type Service = z.infer<typeof serviceSchema>;
