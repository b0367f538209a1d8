/**
 * The gallery (`src/content/gallery.yaml`): six tabs of four pictures. The pictures of each tab
 * show, in order: the finished roof or building, a close-up of the material, the work in
 * progress, a finishing detail.
 */
import { z } from 'astro/zod';
import { listOf, sentence, text, type FieldMeta } from './fields';
import { galleryPicture } from './image-slots';

/** Gallery tabs, in display order; the first one is selected by default. */
export const galleryCategoryIds = ['ardoise', 'tuile', 'zinc', 'charpente', 'bardage', 'ossature'] as const;
export type GalleryCategoryId = (typeof galleryCategoryIds)[number];

export const galleryCategorySchema = z
  .object({
    id: z.enum(galleryCategoryIds).meta({ title: 'Identifiant', widget: 'hidden' } satisfies FieldMeta),
    label: text('Nom de l’onglet'),
    description: sentence('Description'),
    images: listOf('Images', galleryPicture(), 4),
  })
  .meta({ title: 'Catégorie' } satisfies FieldMeta);
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const gallerySchema = z.object({
  categories: listOf('Catégories', galleryCategorySchema, galleryCategoryIds.length).refine(
    (categories) => categories.map((c) => c.id).join() === galleryCategoryIds.join(),
    `catégories attendues dans cet ordre : ${galleryCategoryIds.join(', ')}`,
  ),
});
