/**
 * The content checked before anything is built, with messages written for the owner: every file of
 * `src/content/` against its rules (lib/content/content-rules.ts: the schemas, the search texts once their
 * values are filled in, the Markdown texts), the content as a whole against the site's rules
 * (lib/content/site-rules.ts, the list the admin runs too) and the folders' pages, then the photos the content names (readable, big
 * enough for their slot). A production build stops on the list of what to change; the development
 * server (`npm run admin`, `npm run dev`) shows that same list in place of every page until the
 * content is right again, instead of a crash.
 */
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentReport, documentProblems, labelledPath, type ContentProblem } from '../lib/content/content-rules';
import { placeholderValues, siteListsOf, type ValuesByName } from '../lib/content/placeholders';
import { siteProblems, siteRules, type SiteRule } from '../lib/content/site-rules';
import { belgianDay } from '../schemas/calendar';
import { contentSources, CONTENT_DIR, type ContentName, type ContentSource } from '../schemas/collections';
import { IDENTIFIER_PATTERN } from '../schemas/fields';
import { figuresOf, type FiguresDocument } from '../schemas/figures';
import type { Identity } from '../schemas/identity';
import { readContentFiles, type ContentFile } from './content-files';
import { photoProblems } from './photos';
import { NBSP } from '../schemas/characters';

/** The placeholders' values, as far as the identity and the figures can give them (null when they cannot). */
export function valuesOf(files: readonly ContentFile[]): ValuesByName | null {
  const dataOf = (source: ContentName) => files.find((file) => file.source === source)?.data;
  const lists = siteListsOf(files.filter((file) => file.source === 'services').length, {
    gallery: dataOf('gallery'),
    regions: dataOf('regions'),
    communes: dataOf('communes'),
  });
  try {
    // An invalid value still has a length: the texts quoting it are judged with it, as they will read.
    return placeholderValues(
      dataOf('identity') as unknown as Identity,
      figuresOf(dataOf('figures') as unknown as FiguresDocument),
      lists,
    );
  } catch {
    return null;
  }
}

/**
 * The pages of each folder: a fixed set (the legal pages) must be there, and only it; pages the
 * owner adds (the services) are named after their address and must be at least one.
 */
export function folderProblems(files: readonly ContentFile[]): ContentProblem[] {
  return Object.entries(contentSources).flatMap(([name, source]: [string, ContentSource]) => {
    if (source.kind !== 'folder') return [];
    const found = files.filter((file) => file.source === name).map((file) => file.slug);
    const path = (slug: string) => `${CONTENT_DIR}/${source.folder}/${slug}.md`;
    if (!('slugs' in source.pages)) {
      return [
        ...(found.length === 0 && !('mayBeEmpty' in source.pages && source.pages.mayBeEmpty)
          ? [
              {
                file: `${CONTENT_DIR}/${source.folder}/`,
                field: '',
                message: `Aucune page${NBSP}: gardez-en au moins une.`,
              },
            ]
          : []),
        ...found
          .filter((slug) => !IDENTIFIER_PATTERN.test(slug))
          .map((slug) => ({
            file: path(slug),
            field: '',
            message: `Le nom du fichier est l’adresse de sa page${NBSP}: des minuscules sans accent et des chiffres, en mots reliés par des tirets, p.${NBSP}ex. couverture-ardoise.md.`,
          })),
      ];
    }
    const { slugs } = source.pages;
    return [
      ...slugs
        .filter((slug) => !found.includes(slug))
        .map((slug) => ({ file: path(slug), field: '', message: 'Fichier introuvable.' })),
      ...found
        .filter((slug) => !slugs.includes(slug))
        .map((slug) => ({
          file: path(slug),
          field: '',
          message: `Page inattendue${NBSP}: retirez ce fichier ou renommez-le comme une des pages prévues.`,
        })),
    ];
  });
}

/** What the site's rules (lib/content/site-rules.ts) refuse in the content, under the files' fields. */
export function siteRuleProblems(
  files: readonly ContentFile[],
  rules: readonly SiteRule[] = siteRules,
): ContentProblem[] {
  return siteProblems(files, belgianDay(), rules).map(({ source, slug, path, message }) => ({
    file: files.find((file) => file.source === source && file.slug === slug)?.file ?? '',
    field: labelledPath(contentSources[source].schema, path),
    message,
  }));
}

/**
 * Everything to change in the content of the project at `root` before the site can be built (by the
 * site's `rules`); and how many photos it names.
 */
export async function contentProblems(
  root: string,
  rules: readonly SiteRule[] = siteRules,
): Promise<{ problems: ContentProblem[]; photos: number }> {
  const files = readContentFiles(root);
  const values = valuesOf(files);
  const problems = [
    ...files.flatMap((file): ContentProblem[] => {
      const source: ContentSource = contentSources[file.source];
      if (!file.data) return [{ file: file.file, field: '', message: file.unreadable ?? '' }];
      return documentProblems({ schema: source.schema, markdown: source.body?.schema }, file.data, values).map(
        (problem) => ({ file: file.file, field: labelledPath(source.schema, problem.path), message: problem.message }),
      );
    }),
    ...folderProblems(files),
    ...siteRuleProblems(files, rules),
  ];
  // The photos are named by valid content only: they are checked once the files are right.
  if (problems.length > 0) return { problems, photos: 0 };
  const photos = await photoProblems(root);
  return { problems: photos.problems.map((message) => ({ file: '', field: '', message })), photos: photos.photos };
}

/** Throws the list of what to change in the content of the project at `root`; returns how many photos it names. */
export async function checkContent(root: string): Promise<number> {
  const { problems, photos } = await contentProblems(root);
  if (problems.length > 0) throw new Error(contentReport(problems));
  return photos;
}

/** When any file of the content or of the photos last changed: the development server checks again after. */
function lastChange(root: string): string {
  return ['src/content', 'photos']
    .flatMap((dir) => {
      try {
        return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const path = join(entry.parentPath, entry.name);
            return `${path}:${statSync(path).mtimeMs}`;
          });
      } catch {
        return [];
      }
    })
    .join('|');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/** The page the development server shows while the content has problems: the same list as a refused build. */
export function problemsPage(problems: readonly ContentProblem[]): string {
  const items = problems
    .map(
      ({ file, field, message }) =>
        `<li>${file ? `<code>${escapeHtml(file)}</code>` : ''}${field ? ` › <strong>${escapeHtml(field)}</strong>` : ''}${file || field ? `${NBSP}: ` : ''}${escapeHtml(message)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fr-BE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="5">
<title>Contenu à corriger</title>
<style>
body { font: 1rem/1.6 system-ui, sans-serif; color: #1f2937; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; } li { margin: 0.75rem 0; } code { font-size: 0.9em; background: #f3f4f6; padding: 0 0.25rem; }
</style>
</head>
<body>
<h1>Contenu à corriger</h1>
<p>Le site ne peut pas s’afficher tant que ${problems.length > 1 ? 'ces points ne sont pas corrigés' : 'ce point n’est pas corrigé'}. Corrigez-${problems.length > 1 ? 'les' : 'le'} dans l’<a href="/admin">administration du site</a> (ou dans le fichier nommé)${NBSP}: cette page se recharge seule et montre le site dès que le contenu est correct.</p>
<ul>
${items}
</ul>
</body>
</html>`;
}

/** Pages of the development server (not the admin, not scripts, styles or images). */
function isPageRequest(request: IncomingMessage): boolean {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return (
    request.method === 'GET' &&
    (request.headers.accept ?? '').includes('text/html') &&
    !/^\/(?:admin(?:\/|$)|@|_astro\/|node_modules\/|src\/)/.test(path)
  );
}

export function contentCheck(): AstroIntegration {
  let root = '';
  let checked: { at: string; problems: Promise<ContentProblem[]> } | undefined;
  const currentProblems = () => {
    const at = lastChange(root);
    if (checked?.at !== at) checked = { at, problems: contentProblems(root).then((result) => result.problems) };
    return checked.problems;
  };
  return {
    name: 'contenu',
    hooks: {
      'astro:config:setup': async ({ config, command, logger }) => {
        root = fileURLToPath(config.root);
        if (command !== 'build') {
          // The development server keeps running: each page shows the list until the content is right.
          const problems = await currentProblems();
          if (problems.length > 0) logger.warn(contentReport(problems));
          return;
        }
        const { problems, photos } = await contentProblems(root);
        if (problems.length > 0) {
          // The list alone, as the development server shows it (a thrown error would add Astro's English and a stack trace).
          logger.error(contentReport(problems));
          process.exit(1);
        }
        if (photos > 0) logger.info(`${photos} photo(s) du propriétaire remplacent les illustrations.`);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
          if (!isPageRequest(request)) return next();
          currentProblems().then(
            (problems) => {
              if (problems.length === 0) return next();
              // 503: the site is there, but cannot be shown until its content is corrected.
              response.statusCode = 503;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-store');
              response.end(problemsPage(problems));
            },
            () => next(),
          );
        });
      },
    },
  };
}
