/**
 * Every picture of the site has a named slot, with the size its illustration is drawn at
 * (`src/assets/artwork/{slot}.svg`) and the proportions an owner's photo is cropped to.
 */
import { z } from 'astro/zod';
import { photoFile, sentence, type FieldMeta } from './fields';

export const slotSizes = {
  hero: { width: 1600, height: 1000 },
  apropos: { width: 800, height: 1000 },
  service: { width: 800, height: 600 },
  gallery: { width: 800, height: 600 },
} as const;
export type SlotKind = keyof typeof slotSizes;

/** The owner's photo of a slot, or none: a photo without its file (removed, never chosen) is no photo. */
function optionalPhoto<Shape extends z.ZodRawShape>(shape: Shape, description: string) {
  return z
    .preprocess(
      (value) => (value && typeof value === 'object' && !(value as { file?: unknown }).file ? undefined : value),
      z.object(shape).optional(),
    )
    .optional()
    .meta({ title: 'Votre photo', description } satisfies FieldMeta);
}

/** A picture without caption (hero, « à propos », services): its text alternative, and the owner's photo if any. */
export function picture(title: string, kind: SlotKind) {
  return z
    .object({
      alt: sentence('Texte alternatif de l’illustration', {
        hint: 'Décrit l’illustration livrée avec le site, pour qui ne la voit pas.',
      }),
      photo: optionalPhoto(
        {
          file: photoFile(slotSizes[kind]),
          alt: sentence('Texte alternatif de la photo', { hint: 'Décrit votre photo, pour qui ne la voit pas.' }),
        },
        'Remplace l’illustration : choisissez la photo, puis décrivez-la pour qui ne la voit pas.',
      ),
    })
    .meta({ title } satisfies FieldMeta);
}

/** A gallery picture: caption and text alternative of the illustration, and of the owner's photo if any. */
export function galleryPicture() {
  return z
    .object({
      caption: sentence('Légende de l’illustration'),
      alt: sentence('Texte alternatif de l’illustration'),
      photo: optionalPhoto(
        {
          file: photoFile(slotSizes.gallery),
          caption: sentence('Légende de la photo'),
          alt: sentence('Texte alternatif de la photo'),
        },
        'Remplace l’illustration : choisissez la photo, puis donnez-lui sa légende et son texte alternatif.',
      ),
    })
    .meta({ title: 'Image' } satisfies FieldMeta);
}
