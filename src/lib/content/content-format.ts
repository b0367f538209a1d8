/**
 * How the content files are written, by the admin on each save and by `tools/format-content.mjs`
 * for the files shipped or merged: so that changing one field changes one line.
 *
 * Decap CMS's own writer is not used: it folds every text longer than 80 columns over several
 * lines, and writes the keys of an object of more than eight fields in the order of its internal
 * hash table (the identity's legal block came out shuffled). Here every object keeps the order of
 * its schema, a text stays on its line, and a string a YAML 1.1 reader would take for something
 * else (« 08:00 », « yes », a date) is quoted, so that every YAML reader reads back the same text.
 * A Markdown page is its front matter between two `---` lines, then its text exactly as it was.
 */
import type { z } from 'astro/zod';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { parse, stringify } from 'yaml';
import { fieldsOf, itemOf } from './schema-nodes.ts';

/** `data` with the keys of each object in the order of its schema (keys the schema does not know last, as they were). */
export function inSchemaOrder(schema: z.ZodType, data: unknown): unknown {
  const item = itemOf(schema);
  if (Array.isArray(data)) return item ? data.map((value) => inSchemaOrder(item, value)) : data;
  const fields = fieldsOf(schema);
  if (!data || typeof data !== 'object' || !fields) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries([
    ...Object.keys(fields)
      .filter((key) => key in record)
      .map((key) => [key, inSchemaOrder(fields[key]!, record[key])]),
    ...Object.entries(record).filter(([key]) => !(key in fields)),
  ]);
}

/** A YAML document as the content files are written. */
export function toYaml(data: unknown): string {
  return stringify(data, { version: '1.1', lineWidth: 0 });
}

/** A content file's text, keys as they come: YAML, or for a Markdown page its front matter then its text (`body`). */
export function writeContent(data: Record<string, unknown>, markdown: boolean): string {
  if (!markdown) return toYaml(data);
  const { body, ...fields } = data;
  const front = Object.keys(fields).length > 0 ? toYaml(fields) : '';
  return `---\n${front}---\n${typeof body === 'string' ? body : ''}`;
}

/** A content file's text, keys in the order of its schema. */
export function formatContent(schema: z.ZodType, data: Record<string, unknown>, markdown: boolean): string {
  return writeContent(inSchemaOrder(schema, data) as Record<string, unknown>, markdown);
}

/**
 * A Markdown page's front matter and its text, read by vfile-matter (whatever the line endings,
 * as Astro reads them); null when the text does not open with a front matter. Throws the YAML
 * reader's error (with its line) when the front matter cannot be read.
 */
export function splitFrontMatter(text: string): { front: Record<string, unknown>; body: string } | null {
  const file = new VFile(text);
  matter(file, { strip: true });
  const body = String(file.value);
  if (body === text) return null;
  return { front: (file.data.matter as Record<string, unknown> | undefined) ?? {}, body };
}

/** A content file's data: its YAML, or a Markdown page's front matter with its text as `body`. */
export function parseContent(text: string): Record<string, unknown> {
  const page = splitFrontMatter(text);
  if (!page) return (parse(text) as Record<string, unknown> | null) ?? {};
  return { ...page.front, body: page.body };
}
