/**
 * The admin's fields (Decap CMS), derived from the content schemas: every field of every schema
 * becomes an admin field with the same rules (required, patterns, lengths, bounds, lists of fixed
 * length, fixed choices), labelled and explained in French from the schema's own metadata. A rule
 * changed in a schema is changed in the admin by construction.
 *
 * The schemas are read through their JSON Schema (zod's `toJSONSchema`), which carries the rules
 * and the metadata (`title`, `description`, `widget`, `patternHint`) of each field.
 */
import { z } from 'astro/zod';
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
    | 'relation'
    | 'place';
  required: boolean;
  hint?: string;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: (string | number | { label: string; value: string | number })[];
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
  /** A relation or a choice holding several values (a worksite's services, the days of opening hours). */
  multiple?: boolean;
  /**
   * How a list counts its items (FieldMeta.counted): « 1 photo », « 2 photos » (`label_singular`,
   * `label_other`), « Ajouter une photo » (`label_one`, read by admin/list-words.ts).
   */
  label_singular?: string;
  label_other?: string;
  label_one?: string;
  /** A new entry's value (the empty items of a list of fixed length). */
  default?: unknown;
}

/** The part of a JSON Schema node this converter reads. */
interface JsonNode extends Partial<
  Pick<
    FieldMeta,
    | 'title'
    | 'description'
    | 'widget'
    | 'fixedOrder'
    | 'summary'
    | 'relation'
    | 'choices'
    | 'counted'
    | 'asked'
    | 'place'
  >
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

const metaKeys = [
  'title',
  'description',
  'widget',
  'fixedOrder',
  'summary',
  'relation',
  'choices',
  'counted',
  'asked',
  'place',
] as const satisfies readonly (keyof JsonNode)[];

/** The JSON Schema of an optional field is its own node; a nullable or preprocessed one may be wrapped. */
function unwrap(node: JsonNode): JsonNode {
  const inner = node.anyOf?.find((option) => option.type !== 'null');
  return inner ? { ...inner, ...pick(node, metaKeys) } : node;
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

/** A fixed choice's options, each with the words the owner reads (FieldMeta.choices). */
function labelled(
  values: (string | number)[],
  choices: Record<string, string> | undefined,
): NonNullable<AdminField['options']> {
  return values.map((value) => ({ value, label: choices?.[String(value)] ?? String(value) }));
}

/** A list's field without its least number of items. */
function withoutMinimum(field: AdminField): AdminField {
  if (field.widget !== 'list' || field.min === undefined) return field;
  const { min: _min, ...rest } = field;
  return rest;
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
  // A place among Belgium's thousands: typed, then chosen among the closest names (admin/place-control.tsx).
  if (node.enum && node.place) return { ...base, widget: 'place', options: node.enum };
  if (node.enum) return { ...base, widget: 'select', options: labelled(node.enum, node.choices) };
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const requiredNames = new Set(node.required ?? []);
      // Inside an optional group (« Votre photo (facultatif) »), a field the group needs says so: the
      // admin asks for it once the group is filled in (admin/ruled-widgets.tsx), never while it is empty.
      const fields = Object.entries(node.properties ?? {}).map(([key, child]) =>
        adminField(key, child, requiredNames.has(key) || unwrap(child).asked === true),
      );
      // Nor does a list of an optional group count its items while the group is empty (a new
      // service's « Budget indicatif »): the save checks a begun group whole, with the schema's words.
      return {
        ...base,
        widget: 'object',
        fields: required ? fields : fields.map(withoutMinimum),
        collapsed: !required,
      };
    }
    case 'array': {
      const item = unwrap(node.items ?? {});
      // Several values of a fixed choice (the days of opening hours): one drop-down, several chosen.
      if (item.enum) {
        return {
          ...base,
          widget: 'select',
          multiple: true,
          options: labelled(item.enum, item.choices),
          ...(node.minItems !== undefined ? { min: node.minItems } : {}),
          ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
        };
      }
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
        ...(node.counted
          ? {
              label_singular: node.counted.one.replace(/^une?\s+/, ''),
              label_other: node.counted.other,
              label_one: node.counted.one,
            }
          : {}),
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
