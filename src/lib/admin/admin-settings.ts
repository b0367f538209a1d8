/**
 * What the admin page hands to the admin's script: where to save (the repository, or the local
 * server of `npm run admin`) and the few values of the content it needs beyond the entry being
 * edited. The admin's menu and fields are not in it: the script derives them from the schemas
 * itself (lib/admin/admin-config.ts), so the page stays small.
 */
import type { z } from 'astro/zod';
import { filledTexts, labelledPath, type FilledText } from '../content/content-rules';
import type { AdminCollection } from './admin-config';
import type { ExampleValue } from '../content/launch';
import type { SiteLists } from '../content/placeholders';
import type { ReviewsBlockNote, ReviewText } from '../content/reviews';
import type { RuleSite } from '../content/site-rules';
import { PHOTOS_PUBLIC_PREFIX } from '../../schemas/fields';
import { placeholderNames, quotedNames } from '../../schemas/placeholders';
import type { SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';

/** A text of a file that quotes a value of the identity or of the figures, and whose length counts once filled in. */
export interface QuotingText {
  file: string;
  /** The owner's words for where it is: « Services › Charpente › Référencement › Titre… ». */
  where: string;
  text: string;
  rule: FilledText['rule'];
}

/** The content the admin needs besides the entry being edited: what the site's rules read (site-rules.ts), and more. */
export interface AdminSiteValues extends RuleSite {
  figures: Record<string, unknown>;
  /** What the texts count or name in the lists (services, gallery tabs, regions, communes). */
  lists: SiteLists;
  quoting: QuotingText[];
  /** Texts the previews show around the entry. */
  preview: {
    sections: Pick<SectionMeta, 'id' | 'heading' | 'eyebrow' | 'intro'>[];
    ui: Partial<Pick<UiText, 'servicePage' | 'legal' | 'worksites'>>;
    /**
     * The texts of a review's card and blocks (« Reçu par e-mail », « Ce qu’en disent nos clients »),
     * and the line under a block: the way to the statement on reviews.
     */
    reviews?: { text: ReviewText; note: ReviewsBlockNote };
  };
}

/**
 * What the admin needs to refuse « Le site est prêt à être publié » as the build would, besides
 * the documents it reads as saved: the example's values and reviews by their digests only (a
 * holding build publishes none), the example's dates of the legal pages and of the reviews'
 * statement, and the variables set on the host, which win over the admin's settings.
 */
export interface AdminLaunchData {
  example: ExampleValue[];
  legalPages: { id: string; exampleUpdated: string | undefined }[];
  /** The digests of the shipped example reviews' file names. */
  exampleReviews: string[];
  exampleCheckedOn?: string | undefined;
  /** The digests of the shipped example's prices, by service (lib/prices/price-checks.ts `priceDigest`). */
  examplePrices?: string[];
  variables: Record<string, string>;
}

export interface AdminSettings {
  backend: { repo: string; branch: string; authUrl?: string | undefined };
  /** The local server of `npm run admin`: only in a build for this computer, never online. */
  localBackendUrl?: string | undefined;
  siteUrl?: string | undefined;
  site: AdminSiteValues;
  launch?: AdminLaunchData;
}

/** How the owner names a document: « Coordonnées… », or for a page of a folder « Services › Charpente ». */
export function documentLabel(
  source: { kind: string; label: string },
  slug: string,
  data: Record<string, unknown> | null,
): string {
  if (source.kind !== 'folder') return source.label;
  const title = data?.['title'];
  return `${source.label} › ${typeof title === 'string' && title ? title : slug}`;
}

/** The texts of one file whose length depends on the identity or the figures. */
export function quotingTexts(file: string, where: string, schema: z.ZodType, data: unknown): QuotingText[] {
  return filledTexts(schema, data)
    .filter(({ text }) => quotedNames(text).some((name) => placeholderNames.includes(name as never)))
    .map(({ path, text, rule }) => ({ file, where: `${where} › ${labelledPath(schema, path)}`, text, rule }));
}

/**
 * How the admin names a page it creates (a service): its title in lower case without accents,
 * words joined by hyphens (« Démoussage » → `demoussage`), as the site's addresses are written.
 */
export const adminSlugRules = { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' } as const;

/**
 * Every photo the owner uploads is re-encoded by the admin in the browser before it is saved
 * (Decap's media processing): a JPEG of good quality, without the camera's data or GPS position.
 * Its size is brought down to a working size by admin/working-size.ts (Decap's own resizing would
 * enlarge a small photo).
 */
export const adminMediaProcessing = {
  enabled: true,
  format: { enabled: true, default: 'jpeg' },
  quality: 85,
  strip_metadata: true,
} as const;

/** Decap CMS's configuration. */
export function cmsConfig(settings: AdminSettings, collections: AdminCollection[]) {
  const { repo, branch, authUrl } = settings.backend;
  return {
    locale: 'fr',
    load_config_file: false,
    backend: {
      name: 'github',
      repo,
      branch,
      ...(authUrl ? { base_url: authUrl } : {}),
      commit_messages: {
        create: 'Contenu : création de {{collection}} « {{slug}} »',
        update: 'Contenu : {{collection}} « {{slug}} » modifié',
        delete: 'Contenu : {{collection}} « {{slug}} » supprimé',
        uploadMedia: 'Photo ajoutée : {{path}}',
        deleteMedia: 'Photo supprimée : {{path}}',
      },
    },
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
    ...(settings.siteUrl ? { site_url: settings.siteUrl, display_url: settings.siteUrl } : {}),
    // The owner's photos: saved in photos/, named `/photos/…` by the content.
    media_folder: PHOTOS_PUBLIC_PREFIX.replace(/^\/|\/$/g, ''),
    public_folder: PHOTOS_PUBLIC_PREFIX.replace(/\/$/, ''),
    media_processing: adminMediaProcessing,
    slug: adminSlugRules,
    collections,
  };
}
