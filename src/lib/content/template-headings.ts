/**
 * The headings of the sections a page of the owner's (a service, a worksite) shows around its own
 * title. Each section is a region named by its heading, and so is the page's first one, by the
 * page's title: a service titled « Nos prestations » would give its page two regions of the same
 * name, which a screen reader cannot tell apart (WCAG 1.3.1). The build and the admin refuse it,
 * whichever of the two texts changed.
 */
import { contentSources } from '../../schemas/collections';
import { addressOf, labelledPath, valueAt, type TitledPage } from './content-rules';
import { NBSP } from '../../schemas/characters';

/** Where each folder's page template takes the headings of its sections (the documents and fields). */
const headingFields = {
  services: [
    ['ui', ['servicePage', 'benefitsHeading']],
    ['ui', ['servicePage', 'offeringsHeading']],
    ['ui', ['servicePage', 'ctaHeading']],
    ['ui', ['worksites', 'latestHeading']],
    ['reviewSettings', ['text', 'serviceHeading']],
  ],
  worksites: [
    ['ui', ['worksites', 'photosHeading']],
    ['ui', ['worksites', 'storyHeading']],
    ['ui', ['worksites', 'ctaHeading']],
    ['reviewSettings', ['text', 'worksiteHeading']],
  ],
} as const satisfies Record<string, readonly (readonly [keyof typeof contentSources, readonly string[]])[]>;

type TitledFolder = keyof typeof headingFields;
/** The folders whose pages' titles may clash with a heading of their template. */
export const titledFolders = Object.keys(headingFields) as TitledFolder[];
/** The pages of each folder, in the owner's words. */
const eachPage: Record<TitledFolder, string> = {
  services: 'chaque page de service',
  worksites: 'chaque page de réalisation',
};
/** The documents that hold the headings. */
export const headingSources: ReadonlySet<string> = new Set(
  Object.values(headingFields).flatMap((fields) => fields.map(([source]) => source)),
);

/** A heading of a template: the page folder it is shown on, its text and the owner's words for where it is set. */
export interface TemplateHeading {
  folder: TitledFolder;
  source: string;
  path: string[];
  heading: string;
  where: string;
}

/** The headings the documents (`ui`, `reviewSettings`, by source name) give the templates. */
export function templateHeadings(documents: Readonly<Record<string, unknown>>): TemplateHeading[] {
  return Object.entries(headingFields).flatMap(([folder, fields]) =>
    fields.flatMap(([source, path]) => {
      const heading = valueAt(documents[source], path);
      if (typeof heading !== 'string' || !heading.trim()) return [];
      const { label, schema } = contentSources[source];
      const where = `${label} › ${labelledPath(schema, [...path])}`;
      return [{ folder: folder as TitledFolder, source, path: [...path], heading, where }];
    }),
  );
}

/**
 * The fields of the documents that hold the headings, and nothing else of them (the admin is handed
 * these only): `templateHeadings` reads them as it reads the whole documents.
 */
export function headingTexts(documents: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const texts: Record<string, Record<string, unknown>> = {};
  for (const { source, path, heading } of templateHeadings(documents)) {
    let node = (texts[source] ??= {});
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = heading;
  }
  return texts;
}

const isTitledFolder = (name: string): name is TitledFolder => name in headingFields;

/** Why `title` cannot be the title of a page of `folder`; null when no heading of its template reads the same. */
export function headingClashMessage(
  folder: string,
  title: unknown,
  headings: readonly TemplateHeading[],
): string | null {
  if (!isTitledFolder(folder) || typeof title !== 'string' || !addressOf(title)) return null;
  const clash = headings.find(
    (heading) => heading.folder === folder && addressOf(heading.heading) === addressOf(title),
  );
  if (!clash) return null;
  return `Une section de ${eachPage[folder]} porte déjà ce titre («${NBSP}${clash.where}${NBSP}»)${NBSP}: un lecteur d’écran ne pourrait pas les distinguer. Donnez un autre titre à cette page, ou changez celui de la section.`;
}

/**
 * The headings of `source` (the document being edited) that read as the title of a page they are
 * shown on, each with its path in the document and what to do.
 */
export function clashingHeadings(
  source: string,
  data: unknown,
  pages: Readonly<Partial<Record<string, readonly TitledPage[]>>>,
): { path: string[]; message: string }[] {
  return templateHeadings({ [source]: data }).flatMap(({ folder, path, heading }) => {
    if (!addressOf(heading)) return [];
    const page = pages[folder]?.find(({ title }) => addressOf(title) === addressOf(heading));
    if (!page) return [];
    const where = `${contentSources[folder].label} › ${page.title}`;
    return [
      {
        path,
        message: `La page «${NBSP}${where}${NBSP}» porte déjà ce titre${NBSP}: un lecteur d’écran ne pourrait pas distinguer la section de la page. Donnez un autre titre à la section, ou renommez la page.`,
      },
    ];
  });
}
