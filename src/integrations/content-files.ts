/**
 * The content files read straight from the disk (`src/content/` of a project, or the shipped
 * example's copy in `example/content/`), validated by the same schemas as the build, for what runs
 * outside the build's content collections: the content check before the build (and on each page of
 * the development server), the photos check and the
 * launch guard, the tests. Markdown texts are not rendered here (their HTML is empty); their `##`
 * headings are listed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { formatContent, splitFrontMatter } from '../lib/content/content-format';
import { contentReport, labelledPath } from '../lib/content/content-rules';
import { assembleContent, type MarkdownDocument, type RawContent, type SiteContent } from '../lib/content/site-content';
import { CONTENT_DIR, contentSources, type ContentName, type ContentSource } from '../schemas/collections';
import { EXAMPLE_CONTENT_DIR } from '../schemas/content-dirs';
import { NBSP } from '../schemas/characters';

/** One content file as read from the disk: its data (front matter and Markdown `body`), or why it cannot be read. */
export interface ContentFile {
  /** From the project root, e.g. `src/content/services/charpente.md`. */
  file: string;
  source: ContentName;
  /** The page's slug in a folder (`charpente`), the file's name otherwise. */
  slug: string;
  data: Record<string, unknown> | null;
  unreadable?: string;
}

/** Why a YAML text cannot be read, in French, with its line. */
function yamlProblem(error: unknown): string {
  const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
  return `Le fichier ne se lit plus${line ? ` (ligne ${line})` : ''}${NBSP}: vérifiez les retraits et les guillemets, ou reprenez la version précédente.`;
}

/**
 * Every content file of the project at `root` (or of the content folder `base`) not written the way
 * the admin writes it, with the text it should have.
 */
export function unformattedContentFiles(
  root: string,
  base: string = CONTENT_DIR,
): { file: string; formatted: string }[] {
  return readContentFiles(root, base).flatMap(({ file, source, data }) => {
    if (!data) return [];
    const { schema, body } = contentSources[source] as ContentSource;
    const formatted = formatContent(schema, data, Boolean(body));
    return formatted === readFileSync(join(root, file), 'utf8') ? [] : [{ file, formatted }];
  });
}

/** Reads one file: YAML, or Markdown with its front matter. */
export function readContentFile(root: string, file: string, source: ContentName, slug: string): ContentFile {
  const path = join(root, file);
  if (!existsSync(path)) return { file, source, slug, data: null, unreadable: 'Fichier introuvable.' };
  const text = readFileSync(path, 'utf8');
  try {
    if (!file.endsWith('.md')) return { file, source, slug, data: (parse(text) as Record<string, unknown>) ?? {} };
    const parts = splitFrontMatter(text);
    if (!parts) {
      return {
        file,
        source,
        slug,
        data: null,
        unreadable: `L’en-tête entre deux lignes «${NBSP}---${NBSP}» est introuvable.`,
      };
    }
    return { file, source, slug, data: { ...parts.front, body: parts.body } };
  } catch (error) {
    return { file, source, slug, data: null, unreadable: yamlProblem(error) };
  }
}

/**
 * Every content file of the project at `root` (or of the content folder `base`, from the root: the
 * shipped example's), in the order of `contentSources`, folders' pages by name.
 */
export function readContentFiles(root: string, base: string = CONTENT_DIR): ContentFile[] {
  return Object.entries(contentSources).flatMap(([name, source]: [string, ContentSource]) => {
    if (source.kind === 'file') {
      return [readContentFile(root, join(base, source.file), name as ContentName, source.file.replace(/\.\w+$/, ''))];
    }
    const dir = join(root, base, source.folder);
    const pages = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.md'))
          .sort()
      : [];
    return pages.map((page) =>
      readContentFile(root, join(base, source.folder, page), name as ContentName, page.replace(/\.md$/, '')),
    );
  });
}

function validated<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => ({
      file,
      field: labelledPath(schema, issue.path as (string | number)[]),
      message: issue.message,
    }));
    throw new Error(contentReport(problems));
  }
  return result.data;
}

function readDocument(root: string, file: string, source: ContentName, slug: string): Record<string, unknown> {
  const read = readContentFile(root, file, source, slug);
  if (!read.data) throw new Error(contentReport([{ file, field: '', message: read.unreadable ?? '' }]));
  return read.data;
}

function readMarkdown<Schema extends z.ZodType>(
  root: string,
  file: string,
  source: ContentName,
  schema: Schema,
): MarkdownDocument<z.infer<Schema>> {
  const id = file.split('/').pop()!.replace(/\.md$/, '');
  const { body, ...front } = readDocument(root, file, source, id);
  const headings = [...String(body ?? '').matchAll(/^## (.+)$/gm)].map(([, heading]) => ({
    depth: 2,
    slug: '',
    text: heading ?? '',
  }));
  return { id, data: validated(file, schema, front), html: '', headings };
}

type Sources = typeof contentSources;

/** `base`: the content folder, from the project's root (`src/content`, `example/content`), as messages name it. */
function readYaml<Name extends keyof Sources>(
  root: string,
  base: string,
  name: Name,
): z.infer<Sources[Name]['schema']> {
  const source: ContentSource = contentSources[name];
  if (source.kind !== 'file') throw new Error(`${name} n’est pas un fichier`);
  const file = join(base, source.file);
  return validated(file, source.schema, readDocument(root, file, name, name)) as z.infer<Sources[Name]['schema']>;
}

/** The reviews of a content folder (none while its folder is absent), with their texts as written. */
function readReviews(root: string, base: string, dir: string): RawContent['reviews'] {
  const { folder, schema, body } = contentSources.reviews;
  if (!existsSync(join(dir, folder))) return [];
  return readdirSync(join(dir, folder))
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const path = join(base, folder, file);
      const id = file.replace(/\.md$/, '');
      const { body: text, ...front } = readDocument(root, path, 'reviews', id);
      return {
        id,
        data: validated(path, schema, front),
        text: validated(path, body.schema, text ?? '') as string,
      };
    });
}

/**
 * The content files, validated, before anything is filled in: those of the project at `root`, or
 * those of another content folder (`dir`, e.g. the shipped example's copy).
 */
export function readRawContent(root = process.cwd(), dir = join(root, CONTENT_DIR)): RawContent {
  const base = relative(root, dir);
  const yaml = <Name extends keyof Sources>(name: Name) => readYaml(root, base, name);
  const folder = <Schema extends z.ZodType>(name: ContentName, source: { folder: string; schema: Schema }) =>
    (existsSync(join(dir, source.folder)) ? readdirSync(join(dir, source.folder)) : [])
      .filter((file) => file.endsWith('.md'))
      .map((file) => readMarkdown(root, join(base, source.folder, file), name, source.schema));
  return {
    identity: yaml('identity'),
    figures: yaml('figures'),
    home: yaml('home'),
    sections: yaml('sections').sections,
    about: readMarkdown(root, join(base, contentSources.about.file), 'about', contentSources.about.schema),
    services: folder('services', contentSources.services),
    gallery: yaml('gallery').categories,
    worksites: folder('worksites', contentSources.worksites),
    communes: yaml('communes').communes,
    regions: yaml('regions').regions,
    zoneMap: yaml('zoneMap'),
    projectTypes: yaml('projectTypes'),
    legal: folder('legal', contentSources.legal),
    ui: yaml('ui'),
    reviews: readReviews(root, base, dir),
    reviewSettings: yaml('reviewSettings'),
    budget: yaml('budget'),
    aid: yaml('aid'),
    storm: readMarkdown(root, join(base, contentSources.storm.file), 'storm', contentSources.storm.schema),
  };
}

/** The content as the pages get it. */
export function readContent(root = process.cwd(), dir = join(root, CONTENT_DIR)): SiteContent {
  const example = readRawContent(root, join(root, EXAMPLE_CONTENT_DIR));
  return assembleContent(readRawContent(root, dir), { exampleReviewIds: example.reviews.map((review) => review.id) });
}
