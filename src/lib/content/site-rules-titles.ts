/**
 * The rules on the titles of the pages the owner adds (site-rules.ts): a page may not repeat the
 * title of another of its folder (Decap CMS would create `demoussage-1`), nor take the heading of a
 * section of its own template (a screen reader could not tell the two regions apart).
 */
import { contentSources, type ContentName, type ContentSource } from '../../schemas/collections';
import { repeatedPage, repeatedPageMessage, repeatedPages } from './content-rules';
import type { SiteRule } from './site-rules';
import {
  clashingHeadings,
  headingClashMessage,
  headingSources,
  templateHeadings,
  titledFolders,
} from './template-headings';

/** The folders whose pages the owner adds (the services), with the folder their files are in. */
const addedFolders = Object.entries(contentSources).flatMap(([name, source]: [string, ContentSource]) =>
  source.kind === 'folder' && !('slugs' in source.pages) ? [{ name: name as ContentName, folder: source.folder }] : [],
);

export const repeatedPageRule: SiteRule = {
  name: 'titre répété',
  judges: addedFolders.map(({ name }) => name),
  reads: [],
  refusedByBuild: true,
  speaks: 'top',
  inSite: (documents) =>
    addedFolders.flatMap(({ name, folder }) => {
      const pages = documents.flatMap((document) => {
        const title = document.source === name ? document.data?.['title'] : undefined;
        return typeof title === 'string' ? [{ slug: document.slug, title }] : [];
      });
      return repeatedPages(pages, folder).map(({ slug, message }) => ({
        source: name,
        slug,
        path: ['title'],
        message,
      }));
    }),
  inChange: ({ source, slug, data }, site) => {
    const folder = addedFolders.find(({ name }) => name === source)?.folder;
    const title = data['title'];
    if (!folder || typeof title !== 'string') return [];
    const other = repeatedPage({ slug, title }, site.pages[source] ?? []);
    return other ? [{ path: ['title'], message: repeatedPageMessage(other, folder) }] : [];
  },
};

export const headingClashRule: SiteRule = {
  name: 'titre d’une section du modèle',
  judges: titledFolders,
  reads: [...headingSources] as ContentName[],
  refusedByBuild: true,
  speaks: 'top',
  inSite: (documents) => {
    const headings = templateHeadings(
      Object.fromEntries(
        documents.filter(({ source }) => headingSources.has(source)).map(({ source, data }) => [source, data]),
      ),
    );
    return documents.flatMap(({ source, slug, data }) => {
      const message = headingClashMessage(source, data?.['title'], headings);
      return message ? [{ source, slug, path: ['title'], message }] : [];
    });
  },
  // The page's title against the headings as saved; or, a text holding those headings being
  // changed, each heading against the pages' titles as saved, said under the heading.
  inChange: ({ source, data }, site) => {
    if (headingSources.has(source)) return clashingHeadings(source, data, site.pages);
    const message = headingClashMessage(source, data['title'], templateHeadings(site.headingTexts));
    return message ? [{ path: ['title'], message }] : [];
  },
};
