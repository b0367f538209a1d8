/**
 * The gallery (`src/content/gallery.yaml`): tabs of pictures, in the owner's order. The shipped
 * tabs show, in order: the finished roof or building, a close-up of the material, the work in
 * progress, a finishing detail; the owner adds the photos of each new worksite.
 */
import { z } from 'astro/zod';
import { counting, duplicatesOf, identifier, listBetween, sentence, text, type FieldMeta } from './fields';
import { galleryPicture } from './image-slots';

/**
 * Bounds of the gallery. Each photo costs the build a few seconds (AVIF and WebP at four
 * widths) until the host's image cache has it: the total keeps a build whose cache is empty
 * within the hosts' build time limits (docs/decisions/2026-11-26-temps-de-construction-des-photos.md).
 */
export const galleryBounds = {
  tabs: { min: 1, max: 8 },
  pictures: { min: 1, max: 24 },
  total: 96,
} as const;

export const galleryCategorySchema = z
  .object({
    label: text('Nom de l’onglet', { max: 30 }),
    id: identifier(
      'Identifiant de l’onglet',
      'Court, en minuscules sans accent, p. ex. « lucarnes » ; il ne se voit pas sur le site.',
    ),
    description: sentence('Description'),
    images: listBetween(
      'Images',
      galleryPicture(),
      galleryBounds.pictures.min,
      galleryBounds.pictures.max,
      `De ${galleryBounds.pictures.min} à ${galleryBounds.pictures.max} images, dans l’ordre de la grille. Une image ajoutée demande votre photo (« Votre photo »).`,
    ).meta(counting('une image', 'images')),
  })
  .meta({ title: 'Onglet' } satisfies FieldMeta);
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const gallerySchema = z.object({
  categories: listBetween(
    'Onglets',
    galleryCategorySchema,
    galleryBounds.tabs.min,
    galleryBounds.tabs.max,
    `De ${galleryBounds.tabs.min} à ${galleryBounds.tabs.max} onglets ; le premier est ouvert à l’arrivée. ${galleryBounds.total} images au plus dans toute la galerie.`,
  )
    .meta(counting('un onglet', 'onglets'))
    .superRefine((categories, ctx) => {
      for (const id of duplicatesOf(categories, (category) => category.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `Deux onglets ont l’identifiant « ${id} » : donnez à chacun le sien.`,
        });
      }
      const total = categories.reduce((sum, category) => sum + category.images.length, 0);
      if (total > galleryBounds.total) {
        ctx.addIssue({
          code: 'custom',
          message: `${total} images : ${galleryBounds.total} au plus dans toute la galerie. Retirez-en ${total - galleryBounds.total}.`,
        });
      }
    }),
});
