/**
 * The content files read straight from the disk (`src/content/` of a project), validated by the
 * same schemas as the build, for what runs outside the build's content collections: the Astro
 * configuration (the site's address), the photos check before the build, the tests. Markdown
 * texts are not rendered here (their HTML is empty); their `##` headings are listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { assembleContent, type MarkdownDocument, type RawContent, type SiteContent } from '../lib/site-content';
import { CONTENT_DIR, contentSources, type ContentSource } from '../schemas/collections';
import type { Identity } from '../schemas/identity';

function validated<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join('.') || '(fichier)'} : ${issue.message}`);
    throw new Error(`Contenu invalide dans ${file} :\n${problems.join('\n')}`);
  }
  return result.data;
}

function readMarkdown<Schema extends z.ZodType>(file: string, schema: Schema): MarkdownDocument<z.infer<Schema>> {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file} : en-tête --- introuvable`);
  const body = match[2] ?? '';
  const headings = [...body.matchAll(/^## (.+)$/gm)].map(([, heading]) => ({
    depth: 2,
    slug: '',
    text: heading ?? '',
  }));
  const id = file.split('/').pop()!.replace(/\.md$/, '');
  return { id, data: validated(file, schema, parse(match[1] ?? '') ?? {}), html: '', headings };
}

type Sources = typeof contentSources;

function readYaml<Name extends keyof Sources>(root: string, name: Name): z.infer<Sources[Name]['schema']> {
  const source: ContentSource = contentSources[name];
  if (source.kind !== 'file') throw new Error(`${name} n’est pas un fichier`);
  const file = join(CONTENT_DIR, source.file);
  return validated(file, source.schema, parse(readFileSync(join(root, file), 'utf8'))) as z.infer<
    Sources[Name]['schema']
  >;
}

/** The identity alone (the Astro configuration needs the site's address before anything else). */
export function readIdentity(root = process.cwd()): Identity {
  return readYaml(root, 'identity');
}

/** The content files, validated, before anything is filled in. */
export function readRawContent(root = process.cwd()): RawContent {
  const dir = join(root, CONTENT_DIR);
  const yaml = <Name extends keyof Sources>(name: Name) => readYaml(root, name);
  const folder = <Schema extends z.ZodType>(source: { folder: string; schema: Schema }) =>
    readdirSync(join(dir, source.folder))
      .filter((file) => file.endsWith('.md'))
      .map((file) => readMarkdown(join(dir, source.folder, file), source.schema));
  return {
    identity: yaml('identity'),
    figures: yaml('figures'),
    home: yaml('home'),
    sections: yaml('sections').sections,
    about: readMarkdown(join(dir, contentSources.about.file), contentSources.about.schema),
    services: folder(contentSources.services),
    gallery: yaml('gallery').categories,
    communes: yaml('communes').communes,
    regions: yaml('regions').regions,
    zoneMap: yaml('zoneMap'),
    projectTypes: yaml('projectTypes'),
    legal: folder(contentSources.legal),
    ui: yaml('ui'),
  };
}

/** The content as the pages get it. */
export function readContent(root = process.cwd()): SiteContent {
  return assembleContent(readRawContent(root));
}
