/**
 * Walking the content schemas (zod) by the paths of their values: the node of a field, its
 * metadata, its fields and its items. The admin finds each field's rules this way, and the content
 * files are written in the order of their schema.
 */
import { z } from 'astro/zod';
import type { FieldMeta } from '../../schemas/fields';

/** Where a value sits in a document: keys, and list positions (`'*'` for any item of a list). */
export type Path = readonly (string | number)[];

/** The parts of a zod node's definition this walk reads. */
interface NodeDef {
  type: string;
  innerType?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

export function definitionOf(schema: z.ZodType): NodeDef {
  return (schema as unknown as { _zod: { def: NodeDef } })._zod.def;
}

/** The schema itself once optional, default, nullable and preprocessing wrappers are set aside. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let node = schema;
  for (;;) {
    const def = definitionOf(node);
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe' && def.out) node = def.out;
    else return node;
  }
}

/** An object's fields, in the schema's order; undefined for anything else. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  return definitionOf(unwrapped(schema)).shape;
}

/** A list's item schema; undefined for anything else. */
export function itemOf(schema: z.ZodType): z.ZodType | undefined {
  const def = definitionOf(unwrapped(schema));
  return def.type === 'array' ? def.element : undefined;
}

/** The schema of the value at `path` (list positions as `'*'` or numbers), wrappers included; undefined when there is none. */
export function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!node) return undefined;
    node = key === '*' || typeof key === 'number' ? itemOf(node) : fieldsOf(node)?.[key];
  }
  return node;
}

/** A schema node's metadata (label, hint, length once filled…), merged through its wrappers. */
export function metaOf(schema: z.ZodType): Partial<FieldMeta> {
  const layers: Partial<FieldMeta>[] = [];
  let node: z.ZodType | undefined = schema;
  while (node) {
    const meta = z.globalRegistry.get(node) as Partial<FieldMeta> | undefined;
    if (meta) layers.push(meta);
    const def = definitionOf(node);
    node = def.innerType ?? (def.type === 'pipe' ? def.out : undefined);
  }
  return Object.assign({}, ...layers.reverse());
}
