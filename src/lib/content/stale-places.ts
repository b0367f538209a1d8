/**
 * Sentences that name a place the owner's data no longer holds. The example's texts name its own
 * places (the office's village and municipality, the fast-intervention communes, the regions and
 * their towns); once the owner removes a commune or moves the office, a sentence still naming it
 * promises what the business no longer does. Each such text is found by its place in the admin
 * (« Page d’accueil › Titres et référencement des sections › … »), so the owner can rewrite it:
 * with the values the site fills in ({localite}, {liste-communes}) wherever a sentence can.
 */
import type { z } from 'astro/zod';
import { adminGroups, contentSources, type ContentName, type ContentSource } from '../../schemas/collections';
import { documentLabel } from '../admin/admin-settings';
import { labelledPath } from './content-rules';
import type { LaunchProblem } from './launch';
import { NBSP } from '../../schemas/characters';

/** A content file as read, before any check: where it comes from and what it holds. */
export interface ContentDocument {
  source: ContentName;
  slug: string;
  data: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);
const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');

/** The places the data holds: the office's locality and municipality, the communes, the regions and their towns. */
export function placeNames(documents: readonly ContentDocument[]): string[] {
  const data = (source: ContentName) => documents.find((document) => document.source === source)?.data;
  const address = field(data('identity'), 'address');
  const list = (source: ContentName, key: string) => {
    const items = field(data(source), key);
    return Array.isArray(items) ? items : [];
  };
  return [
    ...strings(field(address, 'locality')),
    ...strings(field(address, 'municipality')),
    ...list('communes', 'communes').flatMap((commune) => strings(field(commune, 'name'))),
    ...list('regions', 'regions').flatMap((region) => [
      ...strings(field(region, 'name')),
      ...strings(field(region, 'highlights')),
    ]),
  ]
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Every text of `value` with its path in the document. */
function textsOf(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...path, key]));
  return [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `name` as a whole word: not inside a longer name (« Thuin » is not in « Thuin-Ville », nor « Mons » in « Monsieur »). */
function mentions(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(name)}(?![\\p{L}\\p{N}-])`, 'u').test(text);
}

/** « Page d’accueil › Titres et référencement des sections › n° 6 › Titre… » */
function placeInAdmin(document: ContentDocument, path: readonly (string | number)[]): string {
  const source: ContentSource = contentSources[document.source];
  const label = documentLabel(source, document.slug, document.data);
  // A folder is an item of the menu itself, named in `label`; a single document is found under its group.
  const menu = source.kind === 'folder' ? [] : [adminGroups[source.group]];
  const parts = [...menu, label, labelledPath(source.schema as z.ZodType, path)].flatMap((part) => part.split(' › '));
  // « Services › Services › Charpente »: a group and its only document, or a document and its list, share a name.
  return parts.filter((part, index) => part !== parts[index - 1]).join(' › ');
}

/**
 * Documents whose places are facts rather than promises: the identity (the court's division, the
 * depot's label) and the legal pages, which draw those facts from it and list their own review
 * points.
 */
const factualSources: ReadonlySet<ContentName> = new Set(['identity', 'legal']);

/**
 * The texts of the owner's `documents` that name a place of the example's data (`example`) which
 * the owner's data no longer holds, one problem per text.
 */
export function stalePlaceProblems(
  documents: readonly ContentDocument[],
  example: readonly ContentDocument[],
): LaunchProblem[] {
  const held = new Set(placeNames(documents).map((name) => name.toLowerCase()));
  const gone = [...new Set(placeNames(example))].filter((name) => !held.has(name.toLowerCase()));
  if (gone.length === 0) return [];
  return documents
    .filter((document) => !factualSources.has(document.source))
    .flatMap((document) =>
      textsOf(document.data).flatMap(({ path, text }) => {
        const named = gone.filter((name) => mentions(text, name));
        if (named.length === 0) return [];
        const names = named.map((name) => `«${NBSP}${name}${NBSP}»`).join(', ');
        return [
          {
            where: placeInAdmin(document, path),
            what: `nomme ${names}, que vos communes, vos régions et votre adresse ne contiennent plus${NBSP}: réécrivez ce texte, avec les valeurs que le site remplace quand la phrase le permet ({localite}, {commune}, {liste-communes}, {liste-regions}), ou retirez ce nom`,
          },
        ];
      }),
    );
}
