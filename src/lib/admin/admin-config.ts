/**
 * The admin's menu and collections (Decap CMS), from the list of the content's files and folders
 * (schemas/collections.ts): one entry per file, one collection per folder, each with the fields of
 * its schema (admin-fields.ts).
 */
import type { z } from 'astro/zod';
import type { DocumentFolder } from '../../schemas/collections';
import { documentFields, type AdminField } from './admin-fields';

/** What the admin needs to know of a content file or folder (see schemas/collections.ts). */
export type AdminSource =
  | {
      kind: 'file';
      file: string;
      label: string;
      group: string;
      schema: z.ZodType;
      body?: { title: string; hint?: string; plain?: unknown } | undefined;
    }
  | {
      kind: 'folder';
      folder: string;
      label: string;
      group: string;
      schema: z.ZodType;
      body: { title: string; hint?: string; plain?: unknown };
      /** A fixed set of pages, or pages the owner adds, removes and orders by a field (a number, or a date). */
      pages: DocumentFolder['pages'];
    };

/** A collection of the admin's menu. */
export type AdminCollection =
  | {
      name: string;
      label: string;
      format: string;
      files: { name: string; label: string; file: string; fields: AdminField[]; editor: { preview: boolean } }[];
      delete: false;
    }
  | {
      name: string;
      label: string;
      label_singular?: string;
      description?: string;
      folder: string;
      extension: 'md';
      format: string;
      editor: { preview: boolean };
      create: boolean;
      delete: boolean;
      identifier_field: string;
      slug: string;
      sortable_fields?: (string | { field: string; label: string; default_sort: true | 'desc' })[];
      fields: AdminField[];
    };

/** How the collections are written, and which documents have a preview. */
export interface CollectionOptions {
  /** The name the admin's writer of content files is registered under (lib/content/content-format.ts). */
  format: string;
  previews: ReadonlySet<string>;
}

/**
 * A folder of pages: a fixed set is only edited; otherwise the owner adds pages (a new file named
 * after the title, which becomes the page's address) and removes them, and the admin lists them in
 * the order of the field that orders them on the site.
 */
function folderCollection(
  name: string,
  source: Extract<AdminSource, { kind: 'folder' }>,
  contentDir: string,
  { format, previews }: CollectionOptions,
): AdminCollection {
  const common = {
    name,
    label: source.label,
    folder: `${contentDir}/${source.folder}`,
    extension: 'md',
    format,
    editor: { preview: previews.has(name) },
    identifier_field: 'title',
    slug: '{{slug}}',
    fields: documentFields(source.schema, source.body),
  } as const;
  if ('slugs' in source.pages) return { ...common, create: false, delete: false };
  const { orderedBy, itemLabel, description, namedBy = 'title', descending = false } = source.pages;
  const orderLabel = common.fields.find((field) => field.name === orderedBy)?.label ?? orderedBy;
  return {
    ...common,
    // A page named by another field than a title (a review by its client) is dated in its file's name.
    ...(namedBy === 'title' ? {} : { identifier_field: namedBy, slug: '{{year}}-{{month}}-{{day}}-{{slug}}' }),
    label_singular: itemLabel,
    description,
    create: true,
    delete: true,
    sortable_fields: [{ field: orderedBy, label: orderLabel, default_sort: descending ? 'desc' : true }, namedBy],
  };
}

/**
 * The admin's menu: one collection per group of documents (the business, the home page…), one per
 * folder of pages (services, legal pages), in the order of `groups`. Entries are named after their
 * source, so that a saved entry can be checked against its schema.
 */
export function adminCollections(
  sources: Readonly<Record<string, AdminSource>>,
  groups: Readonly<Record<string, string>>,
  contentDir: string,
  options: CollectionOptions = { format: 'yaml', previews: new Set() },
): AdminCollection[] {
  return Object.entries(groups).flatMap(([group, label]): AdminCollection[] => {
    const members = Object.entries(sources).filter(([, source]) => source.group === group);
    const files = members.flatMap(([name, source]) =>
      source.kind === 'file'
        ? [
            {
              name,
              label: source.label,
              file: `${contentDir}/${source.file}`,
              fields: documentFields(source.schema, source.body),
              editor: { preview: options.previews.has(name) },
            },
          ]
        : [],
    );
    const folders = members.flatMap(([name, source]): AdminCollection[] =>
      source.kind === 'folder' ? [folderCollection(name, source, contentDir, options)] : [],
    );
    return [
      ...(files.length > 0 ? [{ name: group, label, format: options.format, files, delete: false as const }] : []),
      ...folders,
    ];
  });
}
