/**
 * The services, one file each (`src/content/services/{slug}.md`), added and removed by the owner:
 * the home page's card (title, description, picture, four features) and the service page
 * (tagline, benefits, offerings, its budget (./prices.ts), metadata) in the front matter; the page's introduction is the
 * Markdown body. The file's name is the page's address (`/services/{slug}`); `position` orders
 * the services everywhere they are listed.
 */
import { z } from 'astro/zod';
import {
  counting,
  identifier,
  keywords,
  listOf,
  optional,
  searchDescription,
  searchTitle,
  sentence,
  text,
  type FieldMeta,
} from './fields';
import { icon } from './icons';
import { servicePicture } from './image-slots';
import { budgetSchema } from './prices';

/** A service's slug: its file's name and its page's address (`couverture-ardoise`). */
export type ServiceSlug = string;

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
  position: z
    .number()
    .int('Écrivez un nombre entier, p.\u00a0ex. 8.')
    .min(1, 'La première position est 1.')
    .max(99, '99 au plus.')
    .meta({
      title: 'Position',
      description:
        'Ordre des services dans l’accueil, le menu, le pied de page et le formulaire : 1 en premier. À position égale, par titre.',
    } satisfies FieldMeta),
  title: text('Titre', { max: 40, hint: 'Titre de la carte, du menu et de la page, p. ex. « Couverture Ardoise ».' }),
  description: sentence('Description (carte de l’accueil)', { max: 300, hint: 'Deux ou trois phrases.' }),
  image: servicePicture('Image du service'),
  features: listOf('Points forts (carte de l’accueil)', text('Point fort', { max: 80 }), 4).meta(
    counting('un point fort', 'points forts'),
  ),
  tagline: sentence('Accroche (sous le titre de la page)', { max: 200 }),
  benefits: listOf(
    'Avantages',
    z
      .object({ icon: icon(), title: text('Titre', { max: 60 }), text: sentence('Texte', { max: 300 }) })
      .meta({ title: 'Avantage' } satisfies FieldMeta),
    4,
  ).meta(counting('un avantage', 'avantages')),
  offerings: listOf(
    'Prestations',
    z
      .object({
        title: text('Titre', { max: 60 }),
        text: sentence('Texte', { max: 300 }),
        bullets: listOf('Puces', text('Puce', { max: 80 }), 3).meta(counting('une puce', 'puces')),
      })
      .meta({ title: 'Prestation' } satisfies FieldMeta),
    2,
  ).meta(counting('une prestation', 'prestations')),
  budget: budgetSchema,
  projectType: z
    .object({
      label: optional(text('Libellé', { hint: 'Vide : le titre du service.' })),
      value: optional(
        identifier('Identifiant reçu dans l’e-mail', 'Vide : l’adresse de la page, p. ex. couverture-ardoise.'),
      ),
    })
    .optional()
    .meta({
      title: 'Dans la liste « Type de projet » du formulaire',
      description: 'Chaque service y figure, sous son titre, sauf si vous donnez ici un autre libellé.',
    } satisfies FieldMeta),
  meta: pageMeta(),
});
export type Service = z.infer<typeof serviceSchema>;
