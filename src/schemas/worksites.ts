/**
 * The worksites (« Réalisations »), one file each (`src/content/realisations/{slug}.md`), added
 * by the owner: where and when, the services done (by their slugs: a service renamed in the admin
 * keeps its file, a removed one is named by the build), facts, photos; the Markdown body tells the
 * worksite. The file's name is the page's address (`/realisations/{slug}`). A draft is kept in the
 * admin and never published.
 */
import { z } from 'astro/zod';
import { counting, identifier, listBetween, optional, SEARCH_TITLE_MAX, text, type FieldMeta } from './fields';
import { pastMonth } from './calendar';
import { worksitePicture } from './image-slots';
import { placeName } from './places';
import { NBSP } from './characters';

export const worksiteBounds = {
  photos: { min: 1, max: 12 },
  services: { min: 1, max: 4 },
} as const;

export const worksiteSchema = z.object({
  // The page's <title> when the place, the month and the business's name do not fit beside it (lib/pages/worksite-page.ts).
  title: text('Titre', { max: SEARCH_TITLE_MAX, hint: 'P. ex. « Toiture en ardoises naturelles d’une fermette ».' }),
  place: placeName(
    'Commune ou village',
    'Où se trouve le chantier : tapez le début du nom et choisissez dans la liste, p. ex. « Thuin », ou « Biesme (Mettet) » pour un village.',
  ),
  date: pastMonth(
    'Mois des travaux',
    'Année puis mois, p. ex. 2026-03.',
    `L’année et le mois des travaux, en chiffres${NBSP}: p.${NBSP}ex. 2026-03 pour mars 2026.`,
    'le mois où les travaux ont eu lieu',
  ),
  services: listBetween(
    'Services réalisés',
    identifier('Service'),
    worksiteBounds.services.min,
    worksiteBounds.services.max,
    `De ${worksiteBounds.services.min} à ${worksiteBounds.services.max} services, choisis dans la liste : la page du chantier y renvoie, et la page de chaque service montre ses derniers chantiers.`,
  ).meta({
    title: 'Services réalisés',
    relation: 'services',
    description: `De ${worksiteBounds.services.min} à ${worksiteBounds.services.max} services, choisis dans la liste.`,
  } satisfies FieldMeta),
  summary: text('Résumé', {
    min: 70,
    max: 160,
    widget: 'text',
    hint: 'Une ou deux phrases (de 70 à 160 caractères) : sous le titre, dans la liste des réalisations et dans les moteurs de recherche.',
  }),
  facts: z
    .object({
      surface: optional(
        z
          .number()
          .int('Un nombre entier de m², p.\u00a0ex. 120.')
          .min(1, 'Un nombre de m² plus grand que 0.')
          .max(100000, '100 000 m² au plus.')
          .meta({ title: 'Surface en m²' } satisfies FieldMeta),
      ),
      material: optional(text('Matériau', { max: 60, hint: 'P. ex. ardoise naturelle d’Espagne.' })),
      duration: optional(text('Durée des travaux', { max: 40, hint: 'P. ex. 3 semaines.' })),
    })
    .optional()
    .meta({
      title: 'En bref',
      description: 'Surface, matériau, durée : ce que vous voulez montrer.',
    } satisfies FieldMeta),
  photos: listBetween(
    'Photos',
    worksitePicture(),
    worksiteBounds.photos.min,
    worksiteBounds.photos.max,
    `De ${worksiteBounds.photos.min} à ${worksiteBounds.photos.max} photos ; la première est celle de la liste et du partage sur les réseaux.`,
  ).meta(counting('une photo', 'photos')),
  draft: z
    .boolean()
    .default(false)
    .meta({
      title: 'Brouillon',
      description: 'Coché : le chantier reste dans l’administration et n’est pas publié.',
    } satisfies FieldMeta),
});
export type Worksite = z.infer<typeof worksiteSchema>;
