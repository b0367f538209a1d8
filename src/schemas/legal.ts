/**
 * The legal pages (`src/content/legal/{page}.md`): title, metadata and introduction in the front
 * matter, the text itself as Markdown (its `##` headings make the numbered sections and the table
 * of contents). Facts about the business are quoted as placeholders ({raison-sociale}, {bce}…).
 */
import { z } from 'astro/zod';
import { counting, searchDescription, searchTitle, sentence, text, type FieldMeta } from './fields';

/** URL slugs of the legal pages; also their file names. */
export const legalPageSlugs = ['mentions-legales', 'politique-de-confidentialite', 'conditions-generales'] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];

export const legalPageSchema = z.object({
  title: text('Titre (h1)'),
  metaTitle: searchTitle('Titre dans les moteurs de recherche'),
  metaDescription: searchDescription('Description dans les moteurs de recherche'),
  updated: text('Dernière mise à jour', {
    hint: 'La date de votre dernière relecture, en toutes lettres, p. ex. « 3 décembre 2026 ».',
  }),
  intro: sentence('Introduction'),
  review: z.array(sentence('Point à vérifier')).meta({
    title: 'Points à vérifier par l’entreprise',
    description: 'Affichés en haut de la page tant qu’il en reste : retirez chaque point une fois vérifié.',
    ...counting('un point à vérifier', 'points à vérifier'),
  } satisfies FieldMeta),
});
export type LegalPageFrontmatter = z.infer<typeof legalPageSchema>;
