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

/** Empty fields left by the admin (a photo removed, never chosen) mean « no photo ». */
function withoutEmptyPhoto(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const photo = (value as { photo?: Record<string, unknown> }).photo;
  if (photo && typeof photo === 'object' && !photo.file) {
    const { photo: _photo, ...rest } = value as Record<string, unknown>;
    return rest;
  }
  return value;
}

/** A picture without caption (hero, « à propos », services): its text alternative, and the owner's photo if any. */
export function picture(title: string, kind: SlotKind) {
  return z.preprocess(
    withoutEmptyPhoto,
    z
      .object({
        alt: sentence('Texte alternatif de l’illustration', {
          hint: 'Décrit l’illustration livrée avec le site, pour qui ne la voit pas.',
        }),
        photo: z
          .object({
            file: photoFile(slotSizes[kind]),
            alt: sentence('Texte alternatif de la photo', { hint: 'Décrit votre photo, pour qui ne la voit pas.' }),
          })
          .optional()
          .meta({
            title: 'Votre photo',
            description: 'Remplace l’illustration : choisissez la photo, puis décrivez-la pour qui ne la voit pas.',
          } satisfies FieldMeta),
      })
      .meta({ title } satisfies FieldMeta),
  );
}

/** A gallery picture: caption and text alternative of the illustration, and of the owner's photo if any. */
export function galleryPicture() {
  return z.preprocess(
    withoutEmptyPhoto,
    z
      .object({
        caption: sentence('Légende de l’illustration'),
        alt: sentence('Texte alternatif de l’illustration'),
        photo: z
          .object({
            file: photoFile(slotSizes.gallery),
            caption: sentence('Légende de la photo'),
            alt: sentence('Texte alternatif de la photo'),
          })
          .optional()
          .meta({
            title: 'Votre photo',
            description:
              'Remplace l’illustration : choisissez la photo, puis donnez-lui sa légende et son texte alternatif.',
          } satisfies FieldMeta),
      })
      .meta({ title: 'Image' } satisfies FieldMeta),
  );
}
