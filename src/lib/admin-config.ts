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
import type { FieldMeta } from '../schemas/fields';

/** A field of the Decap CMS configuration (the subset this site uses). */
export interface AdminField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'list' | 'object' | 'image' | 'hidden';
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
  choose_url?: boolean;
}

/** The part of a JSON Schema node this converter reads. */
interface JsonNode extends Partial<Pick<FieldMeta, 'title' | 'description' | 'widget'>> {
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
  return inner ? { ...inner, ...pick(node, ['title', 'description', 'widget']) } : node;
}

function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) if (object[key] !== undefined) picked[key] = object[key];
  return picked;
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
      // A list of fixed length (the seven sections, the four pictures of a tab…) is edited, never resized.
      const list = {
        ...base,
        widget: 'list' as const,
        ...bounds,
        ...(fixed ? { allow_add: false, allow_remove: false } : {}),
      };
      if (item.type === 'object' && item.widget !== 'hidden') {
        const inner = adminField('item', item, true);
        const first = inner.fields?.find((field) => field.widget === 'string' || field.widget === 'text');
        return {
          ...list,
          fields: inner.fields ?? [],
          collapsed: true,
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
        };
      }
      return { ...list, field: adminField('item', item, true) };
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
export function documentFields(schema: z.ZodType, body?: { title: string; hint?: string }): AdminField[] {
  const root = adminField('document', jsonSchemaOf(schema), true);
  const fields = root.fields ?? [];
  if (!body) return fields;
  return [
    ...fields,
    { name: 'body', label: body.title, widget: 'markdown', required: true, ...(body.hint ? { hint: body.hint } : {}) },
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
      body?: { title: string; hint?: string } | undefined;
    }
  | {
      kind: 'folder';
      folder: string;
      label: string;
      group: string;
      schema: z.ZodType;
      body: { title: string; hint?: string };
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
      folder: string;
      extension: 'md';
      format: string;
      editor: { preview: boolean };
      create: false;
      delete: false;
      identifier_field: string;
      slug: string;
      fields: AdminField[];
    };

/** How the collections are written, and which documents have a preview. */
export interface CollectionOptions {
  /** The name the admin's writer of content files is registered under (lib/content-format.ts). */
  format: string;
  previews: ReadonlySet<string>;
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
  { format, previews }: CollectionOptions = { format: 'yaml', previews: new Set() },
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
              editor: { preview: previews.has(name) },
            },
          ]
        : [],
    );
    const folders = members.flatMap(([name, source]): AdminCollection[] =>
      source.kind === 'folder'
        ? [
            {
              name,
              label: source.label,
              folder: `${contentDir}/${source.folder}`,
              extension: 'md',
              format,
              editor: { preview: previews.has(name) },
              create: false,
              delete: false,
              identifier_field: 'title',
              slug: '{{slug}}',
              fields: documentFields(source.schema, source.body),
            },
          ]
        : [],
    );
    return [...(files.length > 0 ? [{ name: group, label, format, files, delete: false as const }] : []), ...folders];
  });
}
