/** Which content file an entry of the admin is, and its rules. */
import type { DocumentRules } from '../lib/content/content-rules';
import { contentSources, type ContentName, type ContentSource } from '../schemas/collections';

/** An admin entry's content file: a document of a group (`files`), or a page of a folder. */
export interface EntrySource {
  name: ContentName;
  source: ContentSource;
  rules: DocumentRules;
}

const sources: Readonly<Record<string, ContentSource>> = contentSources;

function found(name: string, source: ContentSource): EntrySource {
  return { name: name as ContentName, source, rules: { schema: source.schema, markdown: source.body?.schema } };
}

/** The source of the entry `slug` of the collection `collection` (their names in the admin's configuration). */
export function entrySource(collection: string | undefined, slug: string | undefined): EntrySource | undefined {
  const document = slug ? sources[slug] : undefined;
  if (document?.kind === 'file' && document.group === collection) return found(slug!, document);
  const folder = collection ? sources[collection] : undefined;
  return folder?.kind === 'folder' ? found(collection!, folder) : undefined;
}
