/**
 * Every content file of the site, its schema and where the admin shows it: the one list that
 * `src/content.config.ts` (the build's collections) and the admin's configuration are made from.
 */
import type { z } from 'astro/zod';
import { aidPageSchema } from './aid';
import { figuresSchema } from './figures';
import { gallerySchema } from './gallery';
import { aboutTextSchema, homeSchema, sectionsSchema } from './home';
import { identitySchema } from './identity';
import { legalPageSchema, legalPageSlugs } from './legal';
import { markdownBody, type MarkdownBody } from './markdown';
import { budgetTextSchema } from './prices';
import { projectTypesSchema } from './project-types';
import { serviceSchema } from './services';
import { stormPageSchema } from './storm';
import { reviewSchema, reviewSettingsSchema, reviewText } from './reviews';
import { uiSchema } from './ui';
import { worksiteSchema } from './worksites';
import { communesSchema, regionsSchema, zoneMapSchema } from './zone';

export { CONTENT_DIR } from './content-dirs';

/**
 * The admin's menu: the single documents of a group are shown under its name; a folder (a list of
 * entries) is shown under its own label, after them. No two items of the menu share a name.
 */
export const adminGroups = {
  entreprise: 'Entreprise',
  accueil: 'Page d’accueil',
  services: 'Services',
  prix: 'Prix, aides et TVA',
  galerie: 'Galerie',
  realisations: 'Réalisations',
  zone: 'Zone d’intervention',
  formulaire: 'Formulaire de devis',
  avis: 'Page des avis',
  urgence: 'Urgence toiture',
  legal: 'Pages légales',
  interface: 'Textes de l’interface',
} as const;
export type AdminGroup = keyof typeof adminGroups;

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
 * pages is fixed (`slugs`: the legal pages), or the owner adds and removes pages, which a field of
 * theirs orders (`orderedBy`: the services' position, the worksites' date); such a folder may be
 * left empty only when it says so (`mayBeEmpty`: the worksites).
 */
export interface DocumentFolder {
  kind: 'folder';
  folder: string;
  label: string;
  group: AdminGroup;
  schema: z.ZodObject;
  body: MarkdownBody;
  pages:
    | { slugs: readonly string[] }
    | {
        orderedBy: string;
        itemLabel: string;
        description: string;
        /** The field that names a page in the admin's list (the title, else this one). */
        namedBy?: string;
        /** Newest first (a date), rather than the owner's positions. */
        descending?: boolean;
        /** The folder may be empty (no review yet). */
        mayBeEmpty?: boolean;
      };
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
  about: single(
    'about.md',
    'Texte « À propos »',
    'accueil',
    aboutTextSchema,
    markdownBody('Texte', 3000, 'Quelques paragraphes sur l’entreprise.'),
  ),
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
    body: markdownBody('Introduction de la page', 2000, 'Deux ou trois paragraphes à côté de l’image.'),
  },
  gallery: single('gallery.yaml', 'Onglets, images et légendes', 'galerie', gallerySchema),
  worksites: {
    kind: 'folder',
    folder: 'realisations',
    label: 'Réalisations',
    group: 'realisations',
    schema: worksiteSchema,
    pages: {
      orderedBy: 'date',
      descending: true,
      itemLabel: 'Réalisation',
      description:
        'Un chantier par page, avec ses photos. Le bouton « Réalisation », en haut à droite, en ajoute un : sa page, sa place dans la liste des réalisations et sur la page de chacun de ses services. L’adresse de la page vient du titre donné à la création. « Brouillon » coché, il n’est pas publié.',
      mayBeEmpty: true,
    },
    body: markdownBody(
      'Le chantier',
      3000,
      'Quelques paragraphes : l’état de départ, ce que vous avez fait et pourquoi, le résultat.',
    ),
  },
  communes: single('communes.yaml', 'Localités d’intervention rapide', 'zone', communesSchema),
  regions: single('regions.yaml', 'Régions', 'zone', regionsSchema),
  zoneMap: single('zone-map.yaml', 'Cartes', 'zone', zoneMapSchema),
  projectTypes: single('project-types.yaml', 'Types de projet', 'formulaire', projectTypesSchema),
  reviews: {
    kind: 'folder',
    folder: 'avis',
    label: 'Avis clients',
    group: 'avis',
    schema: reviewSchema,
    pages: {
      orderedBy: 'date',
      descending: true,
      namedBy: 'name',
      mayBeEmpty: true,
      itemLabel: 'Avis',
      description:
        'Un avis par client, avec son accord. Le bouton « Avis », en haut à droite, en ajoute un : il paraît sur la page « Avis clients », sur la page de son service et, s’il est parmi les plus récents, à l’accueil. N’inventez, ne modifiez et ne choisissez jamais un avis pour tromper : la loi l’interdit.',
    },
    body: {
      title: 'Texte de l’avis',
      hint: 'Les mots du client, tels qu’il les a donnés, sans mise en forme.',
      schema: reviewText,
      plain: true,
    },
  },
  reviewSettings: single(
    'reviews.yaml',
    'Page « Avis clients » et vérification des avis',
    'avis',
    reviewSettingsSchema,
  ),
  legal: {
    kind: 'folder',
    folder: 'legal',
    label: 'Pages légales',
    group: 'legal',
    schema: legalPageSchema,
    pages: { slugs: legalPageSlugs },
    body: markdownBody('Texte', 30000, 'Chaque titre « ## » devient une section numérotée du sommaire.'),
  },
  storm: single(
    'urgence-toiture.md',
    'Page « Urgence toiture » et délai actuel',
    'urgence',
    stormPageSchema,
    markdownBody(
      'Après l’urgence : pour votre assurance',
      3000,
      'Sous les étapes : ce que l’assureur demandera (photos, déclaration, factures). Des paragraphes courts.',
    ),
  ),
  ui: single('ui.yaml', 'Textes de l’interface', 'interface', uiSchema),
  budget: single('budget.yaml', 'Budget indicatif : textes et calculateur', 'prix', budgetTextSchema),
  aid: single('aides.yaml', 'Page « Aides et TVA »', 'prix', aidPageSchema),
} as const satisfies Record<string, ContentSource>;
export type ContentName = keyof typeof contentSources;
