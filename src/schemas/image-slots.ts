/**
 * Every picture of the site has a named slot, with the size its illustration is drawn at
 * (`src/assets/artwork/…svg`) and the proportions an owner's photo is cropped to. The hero and
 * « à propos » always have their illustration; a service or a gallery picture shows the shipped
 * illustration it names, or the owner's photo: a picture the owner adds has no illustration of its
 * own, so it needs a photo.
 */
import { z } from 'astro/zod';
import { photoFile, sentence, type FieldMeta } from './fields';
import { NBSP } from './characters';

export const slotSizes = {
  hero: { width: 1600, height: 1000 },
  apropos: { width: 800, height: 1000 },
  service: { width: 800, height: 600 },
  gallery: { width: 800, height: 600 },
  worksite: { width: 800, height: 600 },
} as const;
export type SlotKind = keyof typeof slotSizes;

/** The illustrations shipped for services (`src/assets/artwork/services/{name}.svg`). */
export const serviceArtworks = [
  'charpente',
  'couverture-ardoise',
  'couverture-tuile',
  'couverture-zinc',
  'isolation',
  'bardage',
  'maison-ossature-bois',
] as const;

/** What each service illustration shows, as the owner chooses it. */
const serviceArtworkLabels: Record<(typeof serviceArtworks)[number], string> = {
  charpente: 'Charpente',
  'couverture-ardoise': 'Couverture en ardoise',
  'couverture-tuile': 'Couverture en tuiles',
  'couverture-zinc': 'Couverture en zinc',
  isolation: 'Isolation',
  bardage: 'Bardage',
  'maison-ossature-bois': 'Maison à ossature bois',
};

const galleryThemes = ['ardoise', 'tuile', 'zinc', 'charpente', 'bardage', 'ossature'] as const;
type GalleryArtwork = `${(typeof galleryThemes)[number]}-${1 | 2 | 3 | 4}`;

/** The illustrations shipped for the gallery, four per theme (`src/assets/artwork/galerie/{name}.svg`). */
export const galleryArtworks = galleryThemes.flatMap((theme) =>
  ([1, 2, 3, 4] as const).map((n): GalleryArtwork => `${theme}-${n}`),
) as [GalleryArtwork, ...GalleryArtwork[]];

/**
 * The illustrations of a worksite before its works (`src/assets/artwork/avant/{name}.svg`): the
 * house as it was, the same view as a gallery illustration of the finished work. Only these may
 * stand for a « before » picture: a drawing of the works under way is no view of before.
 */
export const beforeArtworks = ['avant-ardoise', 'avant-bardage'] as const;

/** How the texts of a shipped illustration begin: « Illustration : », so that no drawing passes for a photo. */
const ILLUSTRATION = /^Illustration\s*:/;
/** A text that presents a picture as a drawing. */
const DRAWING = /^\s*(?:Illustration|Dessin)\b/i;

const illustrationMessage = `Ce texte décrit une illustration livrée avec le site${NBSP}: commencez-le par «${NBSP}Illustration${NBSP}:${NBSP}», pour qu’aucun visiteur ne prenne ce dessin pour une photo de chantier.`;
const photoMessage = `Ce texte décrit votre photo${NBSP}: ne la présentez pas comme une illustration (retirez «${NBSP}Illustration${NBSP}»).`;

/** The text of an illustration: it says it is one. */
function illustrationText(title: string, options?: Parameters<typeof sentence>[1]) {
  const base = sentence(title, options);
  return base.refine((value) => ILLUSTRATION.test(value), illustrationMessage).meta(base.meta() ?? {});
}

/** The text of the owner's photo: never presented as a drawing. */
function photoText(title: string, options?: Parameters<typeof sentence>[1]) {
  const base = sentence(title, options);
  return base.refine((value) => !DRAWING.test(value), photoMessage).meta(base.meta() ?? {});
}

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

/** The owner's photo of a slot without caption, and its text alternative. */
function uncaptionedPhoto(kind: SlotKind) {
  return optionalPhoto(
    {
      file: photoFile(slotSizes[kind]),
      alt: photoText('Texte alternatif de la photo', { hint: 'Décrit votre photo, pour qui ne la voit pas.' }),
    },
    'Remplace l’illustration : choisissez la photo, puis décrivez-la pour qui ne la voit pas.',
  );
}

/** A picture that always has its illustration (hero, « à propos »): its text alternative, and the owner's photo if any. */
export function picture(title: string, kind: SlotKind) {
  return z
    .object({
      alt: illustrationText('Texte alternatif de l’illustration', {
        hint: 'Décrit l’illustration livrée avec le site, pour qui ne la voit pas ; commence par « Illustration : ».',
      }),
      photo: uncaptionedPhoto(kind),
    })
    .meta({ title } satisfies FieldMeta);
}

/**
 * Without the owner's photo, a picture shows its illustration and needs that illustration's
 * texts; without either, there is nothing to show.
 */
function illustrationOrPhoto(
  value: { artwork?: string | undefined; photo?: unknown; [text: string]: unknown },
  texts: readonly string[],
  missing: string,
  ctx: z.RefinementCtx,
) {
  if (value.photo) return;
  if (!value.artwork) {
    ctx.addIssue({ code: 'custom', path: ['photo'], message: missing });
    return;
  }
  for (const key of texts) {
    if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: `Ce texte est vide${NBSP}: écrivez-le.` });
  }
}

/** A service's picture: one of the shipped illustrations and its text alternative, or the owner's photo. */
export function servicePicture(title: string) {
  return z
    .object({
      artwork: z
        .enum(serviceArtworks)
        .optional()
        .meta({
          title: 'Illustration livrée',
          description:
            'Montrée tant que vous n’avez pas choisi de photo. Un nouveau service en prend une, ou une photo.',
          choices: serviceArtworkLabels,
        } satisfies FieldMeta),
      alt: illustrationText('Texte alternatif de l’illustration', {
        hint: 'Décrit l’illustration choisie, pour qui ne la voit pas ; commence par « Illustration : ».',
      }).optional(),
      photo: uncaptionedPhoto('service'),
    })
    .superRefine((value, ctx) =>
      illustrationOrPhoto(value, ['alt'], `Choisissez une illustration livrée ou votre photo.`, ctx),
    )
    .meta({ title } satisfies FieldMeta);
}

/**
 * A gallery picture: the shipped illustration it names (never changed in the admin) with its
 * caption and text alternative, and the owner's photo if any. A picture the owner adds has no
 * illustration: its photo is required.
 */
export function galleryPicture() {
  return z
    .object({
      artwork: z
        .enum(galleryArtworks)
        .optional()
        .meta({ title: 'Illustration livrée', widget: 'hidden' } satisfies FieldMeta),
      caption: sentence('Légende de l’illustration', {
        hint: 'Images livrées avec le site seulement ; une image ajoutée n’a que sa photo.',
      }).optional(),
      alt: sentence('Texte alternatif de l’illustration').optional(),
      photo: optionalPhoto(
        {
          file: photoFile(slotSizes.gallery),
          caption: photoText('Légende de la photo'),
          alt: photoText('Texte alternatif de la photo'),
        },
        'Remplace l’illustration : choisissez la photo, puis donnez-lui sa légende et son texte alternatif. Obligatoire pour une image ajoutée.',
      ),
    })
    .superRefine((value, ctx) =>
      illustrationOrPhoto(
        value,
        ['caption', 'alt'],
        `Une image ajoutée n’a pas d’illustration${NBSP}: choisissez votre photo.`,
        ctx,
      ),
    )
    .meta({
      title: 'Image',
      // Named by its illustration's caption, then by its photo's: « Image ajoutée » has only a photo.
      summary:
        "{{fields.caption | default('Image ajoutée')}}{{fields.photo.file | ternary(' — votre photo : ', '')}}{{fields.photo.caption}}",
    } satisfies FieldMeta);
}

/** The owner's photo of a worksite picture, or the shipped illustration an example worksite shows. */
function photoOrIllustration(
  value: { artwork?: unknown; file?: unknown; alt?: unknown; caption?: unknown },
  ctx: z.RefinementCtx,
) {
  if (!value.file && !value.artwork) {
    ctx.addIssue({ code: 'custom', path: ['file'], message: `Choisissez la photo.` });
    return;
  }
  textsSayWhatItIs(value, ctx);
}

/** A worksite picture's texts say what it is: an illustration's begin with « Illustration : », a photo's never do. */
function textsSayWhatItIs(value: { file?: unknown; alt?: unknown; caption?: unknown }, ctx: z.RefinementCtx) {
  for (const key of ['alt', 'caption'] as const) {
    const text = value[key];
    if (typeof text !== 'string' || text.trim() === '') continue;
    if (value.file && DRAWING.test(text)) ctx.addIssue({ code: 'custom', path: [key], message: photoMessage });
    if (!value.file && !ILLUSTRATION.test(text))
      ctx.addIssue({ code: 'custom', path: [key], message: illustrationMessage });
  }
}

const worksiteArtwork = () =>
  z
    .enum(galleryArtworks)
    .optional()
    .meta({ title: 'Illustration de l’exemple', widget: 'hidden' } satisfies FieldMeta);

/** A worksite's « before » picture, or none: a group left without its photo is no picture. */
const beforePicture = () =>
  z
    .preprocess(
      (value) =>
        value &&
        typeof value === 'object' &&
        !(value as { file?: unknown }).file &&
        !(value as { artwork?: unknown }).artwork
          ? undefined
          : value,
      z
        .object({
          artwork: z
            .enum(beforeArtworks)
            .optional()
            .meta({ title: 'Illustration de l’exemple', widget: 'hidden' } satisfies FieldMeta),
          file: photoFile(slotSizes.worksite).meta({ asked: true }).optional(),
          alt: sentence('Texte alternatif de la photo « avant »'),
        })
        .superRefine(textsSayWhatItIs)
        .optional(),
    )
    .optional()
    .meta({
      title: 'Photo « avant »',
      description: 'Le même endroit avant les travaux : les deux photos sont montrées côte à côte.',
    } satisfies FieldMeta);

/**
 * A worksite picture: the owner's photo with its caption and text alternative, and optionally the
 * same view before the works. The shipped examples show an illustration instead (hidden field).
 */
export function worksitePicture() {
  return z
    .object({
      artwork: worksiteArtwork(),
      file: photoFile(slotSizes.worksite).meta({ asked: true }).optional(),
      alt: sentence('Texte alternatif', { max: 200, hint: 'Décrit la photo, pour qui ne la voit pas.' }),
      caption: sentence('Légende', { max: 200 }),
      before: beforePicture(),
    })
    .superRefine(photoOrIllustration)
    .meta({ title: 'Photo', summary: "{{fields.caption | default('Photo à compléter')}}" } satisfies FieldMeta);
}
