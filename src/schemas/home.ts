/**
 * The home page (`src/content/home.yaml`): hero, key figures, promises, the « why choose us »
 * block and the « à propos » values; the sections' headings and metadata (`sections.yaml`).
 * The « à propos » text itself is `src/content/about.md`.
 */
import { z } from 'astro/zod';
import {
  counting,
  duplicatesOf,
  fixed,
  keywords,
  listInOrder,
  listOf,
  searchDescription,
  searchTitle,
  sentence,
  text,
  type FieldMeta,
} from './fields';
import { icon } from './icons';
import { picture } from './image-slots';
import { sectionIds } from './section-ids';

export type { SectionId } from './section-ids';

export const heroSchema = z
  .object({
    title: text('Titre principal (h1)'),
    lead: sentence('Texte d’introduction'),
    image: picture('Grande image', 'hero'),
    quoteButton: fixed('Bouton « devis »', 'Demander un Devis Gratuit'),
    servicesButton: fixed('Bouton « services »', 'Découvrir nos Services'),
  })
  .meta({ title: 'Haut de page' } satisfies FieldMeta);

/** The four points of the « why choose us » block, in this order, under these titles. */
const whyChooseTitles = ['Proximité', 'Réactivité', 'Disponibilité', 'Garantie'] as const;

const iconCard = (title: string) =>
  z.object({ icon: icon(), title: text('Titre'), text: sentence('Texte') }).meta({ title } satisfies FieldMeta);

export const homeSchema = z.object({
  hero: heroSchema,
  claims: listOf(
    'Chiffres clés (sous le titre)',
    z
      .object({
        value: text('Valeur', { hint: 'P. ex. « {annees-experience}+ » ou « {nombre-regions} »' }),
        label: text('Libellé', {
          hint: 'Accordé au chiffre, p. ex. « {nombre-regions, plural, one {région couverte} other {régions couvertes}} ».',
        }),
      })
      .meta({ title: 'Chiffre' } satisfies FieldMeta),
    4,
  ).meta(counting('un chiffre clé', 'chiffres clés')),
  promises: listOf(
    'Engagements',
    z
      .object({ icon: icon(), title: text('Titre', { max: 90 }), text: sentence('Texte', { max: 260 }) })
      .meta({ title: 'Engagement' } satisfies FieldMeta),
    3,
  ).meta(counting('un engagement', 'engagements')),
  about: z
    .object({
      values: listOf('Valeurs', iconCard('Valeur'), 3).meta(counting('une valeur', 'valeurs')),
      image: picture('Image « À propos »', 'apropos'),
    })
    .meta({
      title: 'À propos',
      description: 'Le texte de la section est dans « Texte À propos ».',
    } satisfies FieldMeta),
  whyChoose: listInOrder(
    'Pourquoi nous choisir',
    z
      .object({
        icon: icon(),
        title: z.enum(whyChooseTitles).meta({
          title: 'Titre',
          description: 'Texte imposé.',
          // The page's own words.
          choices: Object.fromEntries(whyChooseTitles.map((title) => [title, title])),
        } satisfies FieldMeta),
        text: sentence('Texte'),
      })
      .meta({ title: 'Point' } satisfies FieldMeta),
    whyChooseTitles,
    (point) => point.title,
    `Les quatre points, dans cet ordre : ${whyChooseTitles.join(', ')}.`,
  ).meta(counting('un point', 'points')),
});
export type Home = z.infer<typeof homeSchema>;

export const sectionSchema = z
  .object({
    id: z.enum(sectionIds).meta({ title: 'Section', widget: 'hidden' } satisfies FieldMeta),
    heading: text('Titre visible'),
    eyebrow: text('Surtitre', { hint: 'La courte ligne au-dessus du titre.' }),
    intro: sentence('Introduction'),
    title: searchTitle('Titre de l’onglet pendant la lecture de la section'),
    description: searchDescription('Description pendant la lecture de la section'),
    keywords: keywords(),
  })
  .meta({ title: 'Section' } satisfies FieldMeta);
export type SectionMeta = z.infer<typeof sectionSchema>;

export const sectionsSchema = z.object({
  sections: listInOrder(
    'Sections de l’accueil',
    sectionSchema,
    sectionIds,
    (section) => section.id,
    'Les sept sections, dans l’ordre de la page.',
  )
    .meta(counting('une section', 'sections'))
    .superRefine((sections, ctx) => {
      // A screen reader lists the page's regions by their headings: two alike could not be told apart.
      for (const heading of duplicatesOf(sections, (section) => section.heading.trim())) {
        ctx.addIssue({
          code: 'custom',
          message: `Deux sections ont le titre visible «\u00a0${heading}\u00a0»\u00a0: un lecteur d’écran ne pourrait pas les distinguer. Donnez à chacune le sien.`,
        });
      }
    }),
});

/** The « à propos » text (`src/content/about.md`): Markdown body only. */
export const aboutTextSchema = z.object({});
