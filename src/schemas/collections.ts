/**
 * Every content file of the site, its schema and where the admin shows it: the one list that
 * `src/content.config.ts` (the build's collections) and the admin's configuration are made from.
 */
import type { z } from 'astro/zod';
import { figuresSchema } from './figures';
import { gallerySchema } from './gallery';
import { aboutTextSchema, homeSchema, sectionsSchema } from './home';
import { identitySchema } from './identity';
import { legalPageSchema, legalPageSlugs } from './legal';
import { projectTypesSchema } from './project-types';
import { serviceSchema } from './services';
import { uiSchema } from './ui';
import { communesSchema, regionsSchema, zoneMapSchema } from './zone';

export { CONTENT_DIR } from './content-dirs';

/** The admin's menu: each document or folder is shown in one of these. */
export const adminGroups = {
  entreprise: 'Entreprise',
  accueil: 'Page d’accueil',
  services: 'Services',
  galerie: 'Galerie',
  zone: 'Zone d’intervention',
  formulaire: 'Formulaire de devis',
  legal: 'Pages légales',
  interface: 'Textes de l’interface',
} as const;
export type AdminGroup = keyof typeof adminGroups;

/** The Markdown text of a document, shown in the admin as a rich-text editor. */
export interface MarkdownBody {
  title: string;
  hint?: string;
}

/** One YAML or Markdown file holding one document. */
export interface SingleDocument {
  kind: 'file';
  file: string;
  label: string;
  group: AdminGroup;
  schema: z.ZodObject;
  body?: MarkdownBody | undefined;
}

/**
 * A folder of Markdown files, one per page, named after the page's address. Either the set of
 * pages is fixed (`slugs`: the legal pages), or the owner adds and removes pages, which a number
 * field of theirs orders (`orderedBy`: the services).
 */
export interface DocumentFolder {
  kind: 'folder';
  folder: string;
  label: string;
  group: AdminGroup;
  schema: z.ZodObject;
  body: MarkdownBody;
  pages: { slugs: readonly string[] } | { orderedBy: string; itemLabel: string; description: string };
}

export type ContentSource = SingleDocument | DocumentFolder;

function single<Schema extends z.ZodObject>(
  file: string,
  label: string,
  group: AdminGroup,
  schema: Schema,
  body?: MarkdownBody,
) {
  return { kind: 'file', file, label, group, schema, body } as const satisfies SingleDocument;
}

export const contentSources = {
  identity: single('identity.yaml', 'Coordonnées, numéros légaux et horaires', 'entreprise', identitySchema),
  figures: single('figures.yaml', 'Chiffres clés', 'entreprise', figuresSchema),
  home: single('home.yaml', 'Haut de page, chiffres, engagements, valeurs', 'accueil', homeSchema),
  sections: single('sections.yaml', 'Titres et référencement des sections', 'accueil', sectionsSchema),
  about: single('about.md', 'Texte « À propos »', 'accueil', aboutTextSchema, {
    title: 'Texte',
    hint: 'Quelques paragraphes sur l’entreprise.',
  }),
  services: {
    kind: 'folder',
    folder: 'services',
    label: 'Services',
    group: 'services',
    schema: serviceSchema,
    pages: {
      orderedBy: 'position',
      itemLabel: 'Service',
      description:
        'Un service par page. Le bouton « Service », en haut à droite, en ajoute un : sa page, sa carte à l’accueil, ses entrées dans le menu, le pied de page et le formulaire. « Supprimer l’entrée », dans un service, le retire partout. L’adresse de la page vient du titre donné à la création. Gardez-en au moins un.',
    },
    body: { title: 'Introduction de la page', hint: 'Deux ou trois paragraphes à côté de l’image.' },
  },
  gallery: single('gallery.yaml', 'Onglets, images et légendes', 'galerie', gallerySchema),
  communes: single('communes.yaml', 'Localités d’intervention rapide', 'zone', communesSchema),
  regions: single('regions.yaml', 'Régions', 'zone', regionsSchema),
  zoneMap: single('zone-map.yaml', 'Cartes', 'zone', zoneMapSchema),
  projectTypes: single('project-types.yaml', 'Types de projet', 'formulaire', projectTypesSchema),
  legal: {
    kind: 'folder',
    folder: 'legal',
    label: 'Pages légales',
    group: 'legal',
    schema: legalPageSchema,
    pages: { slugs: legalPageSlugs },
    body: { title: 'Texte', hint: 'Chaque titre « ## » devient une section numérotée du sommaire.' },
  },
  ui: single('ui.yaml', 'Textes de l’interface', 'interface', uiSchema),
} as const satisfies Record<string, ContentSource>;
export type ContentName = keyof typeof contentSources;
