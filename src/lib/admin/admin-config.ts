/**
 * The admin's configuration (Decap CMS), derived from the content schemas: every field of every
 * schema becomes an admin field with the same rules (required, patterns, lengths, bounds, lists of
 * fixed length, fixed choices), labelled and explained in French from the schema's own metadata.
 * A rule changed in a schema is changed in the admin by construction.
 *
 * The schemas are read through their JSON Schema (zod's `toJSONSchema`), which carries the rules
 * and the metadata (`title`, `description`, `widget`, `patternHint`) of each field.
 */
import { z } from 'astro/zod';
import type { DocumentFolder } from '../../schemas/collections';
import type { FieldMeta } from '../../schemas/fields';

/** A field of the Decap CMS configuration (the subset this site uses). */
export interface AdminField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'boolean'
    | 'select'
    | 'list'
    | 'object'
    | 'image'
    | 'hidden'
    | 'relation';
  required: boolean;
  hint?: string;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: (string | number)[];
  fields?: AdminField[];
  field?: AdminField;
  collapsed?: boolean;
  summary?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  choose_url?: boolean;
  /** A relation: the folder offered, the value kept (the page's slug) and what the owner reads and searches. */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** A relation holding a list of pages (a worksite's services) rather than one. */
  multiple?: boolean;
  /** A new entry's value (the empty items of a list of fixed length). */
  default?: unknown;
}

/** The part of a JSON Schema node this converter reads. */
interface JsonNode extends Partial<
  Pick<FieldMeta, 'title' | 'description' | 'widget' | 'fixedOrder' | 'summary' | 'relation'>
> {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  required?: string[];
  items?: JsonNode;
  enum?: (string | number)[];
  const?: string | number | boolean;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonNode[];
}

/** A schema's JSON Schema, with the metadata of each field. */
export function jsonSchemaOf(schema: z.ZodType): JsonNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
}

/** The JSON Schema of an optional field is its own node; a nullable or preprocessed one may be wrapped. */
function unwrap(node: JsonNode): JsonNode {
  const inner = node.anyOf?.find((option) => option.type !== 'null');
  return inner
    ? { ...inner, ...pick(node, ['title', 'description', 'widget', 'fixedOrder', 'summary', 'relation']) }
    : node;
}

function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) if (object[key] !== undefined) picked[key] = object[key];
  return picked;
}

/** What an item of a list starts as: empty, with the empty items of its own lists of fixed length. */
function emptyItem(item: AdminField): unknown {
  if (item.widget === 'list') return item.default ?? [];
  if (item.widget !== 'object') return '';
  return Object.fromEntries(
    (item.fields ?? []).flatMap((field) => (field.default === undefined ? [] : [[field.name, field.default]])),
  );
}

/** Builds the admin field for one schema node. */
export function adminField(name: string, source: JsonNode, required: boolean): AdminField {
  const node = unwrap(source);
  const base = {
    name,
    label: node.title ?? name,
    required,
    ...(node.description ? { hint: node.description } : {}),
  };
  if (node.widget === 'hidden') return { ...base, widget: 'hidden' };
  // Only the folder's pages are offered: a removed or renamed one is then named by the build.
  if (node.relation) {
    return {
      ...base,
      widget: 'relation',
      collection: node.relation,
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
      ...(node.type === 'array'
        ? {
            multiple: true,
            ...(node.minItems !== undefined ? { min: node.minItems } : {}),
            ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
          }
        : {}),
    };
  }
  if (node.const !== undefined) return { ...base, widget: 'select', options: [node.const as string | number] };
  if (node.enum) return { ...base, widget: 'select', options: node.enum };
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const requiredNames = new Set(node.required ?? []);
      const fields = Object.entries(node.properties ?? {}).map(([key, child]) =>
        // Inside an optional group (« Votre photo »), nothing is asked for until the owner fills it in;
        // the build then checks the group as a whole.
        adminField(key, child, required && requiredNames.has(key)),
      );
      return { ...base, widget: 'object', fields, collapsed: !required };
    }
    case 'array': {
      const item = unwrap(node.items ?? {});
      const bounds = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      const fixed = node.minItems !== undefined && node.minItems === node.maxItems;
      // A list of fixed length (the four features of a service…) is edited, never resized; a list in
      // an imposed order (the seven sections) is not reordered either. Any other list is the owner's:
      // items added, removed and dragged into place, within its bounds.
      const list = {
        ...base,
        widget: 'list' as const,
        ...bounds,
        ...(fixed ? { allow_add: false, allow_remove: false } : {}),
        ...(node.fixedOrder ? { allow_reorder: false } : {}),
      };
      // A page the owner creates (a service) starts with the items its lists of fixed length need.
      const withItems = (itemField: AdminField) =>
        fixed ? { default: Array.from({ length: node.minItems ?? 0 }, () => emptyItem(itemField)) } : {};
      if (item.type === 'object' && item.widget !== 'hidden') {
        const inner = adminField('item', item, true);
        const first = inner.fields?.find((field) => field.widget === 'string' || field.widget === 'text');
        // An item is named by its first text; a new, empty one by what it is (never Decap's « No … »).
        const summary =
          item.summary ??
          (first ? `{{fields.${first.name} | default('${item.title ?? 'Élément'} à compléter')}}` : undefined);
        return {
          ...list,
          fields: inner.fields ?? [],
          collapsed: true,
          ...(summary ? { summary } : {}),
          ...withItems(inner),
        };
      }
      const itemField = adminField('item', item, true);
      return { ...list, field: itemField, ...withItems(itemField) };
    }
    case 'number':
    case 'integer':
      return { ...base, widget: 'number', value_type: type === 'integer' ? 'int' : 'float' };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    default: {
      // The admin writes the photo's path itself (media folder): the schema checks it when saving.
      if (node.widget === 'image') return { ...base, widget: 'image', choose_url: false };
      const widget = node.widget === 'text' || node.widget === 'markdown' ? node.widget : 'string';
      return { ...base, widget };
    }
  }
}

/** The fields of a document (its schema's top-level properties), and its Markdown text if it has one. */
export function documentFields(
  schema: z.ZodType,
  body?: { title: string; hint?: string; plain?: unknown },
): AdminField[] {
  const root = adminField('document', jsonSchemaOf(schema), true);
  const fields = root.fields ?? [];
  if (!body) return fields;
  return [
    ...fields,
    {
      name: 'body',
      label: body.title,
      widget: body.plain ? 'text' : 'markdown',
      required: true,
      ...(body.hint ? { hint: body.hint } : {}),
    },
  ];
}

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
