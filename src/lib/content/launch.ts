/**
 * Whether the site may be published, and what the owner still has to settle when it may not: the
 * example's placeholders left in the business details, the points the legal pages still ask the
 * business to check and their dates, the figures and promises not yet confirmed, the example's
 * worksites and reviews (never the business's own), the example's prices and a price list more than
 * a year old, the contact form's delivery and the online
 * admin's settings, and the texts that still name a place the owner's data no longer holds. Each
 * problem is named as the owner finds it:
 * by its place in the admin (« Entreprise › … › Numéro de TVA », from the schemas' own titles) or
 * by the host's variable to set.
 */
import type { z } from 'astro/zod';
import { adminGroups, contentSources } from '../../schemas/collections';
import type { FieldMeta } from '../../schemas/fields';
import { unconfirmedFigures, type FigureGroup } from '../../schemas/figures';
import type { LegalPageFrontmatter } from '../../schemas/legal';
import { labelledPath, valueAt } from './content-rules';
import { fillPlaceholders, type ValuesByName } from './placeholders';
import { NBSP } from '../../schemas/characters';

/** A value of the example still present: where it is (`['address', 'street']`) and what it is. */
export interface ExampleValue {
  path: string[];
  value: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function leaves(value: unknown, path: string[] = []): ExampleValue[] {
  if (typeof value === 'string' || typeof value === 'number') return [{ path, value: String(value) }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, String(index)]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

/**
 * Every value under `fields` (dotted paths: `phone`, `address.location`) that is still the
 * example's (same place, same value), and every address on the reserved `.example` domain,
 * wherever it is.
 */
export function exampleValuesIn(identity: unknown, example: unknown, fields: readonly string[]): ExampleValue[] {
  const same = fields.flatMap((field) =>
    leaves(valueAt(identity, field.split('.')), field.split('.')).filter(
      ({ path, value }) => String(valueAt(example, path) ?? '') === value,
    ),
  );
  const reserved = leaves(identity).filter(
    ({ path, value }) => /\.example\b/.test(value) && !same.some((found) => found.path.join() === path.join()),
  );
  return [...same, ...reserved];
}

/** A value's SHA-256, in hexadecimal: how the admin recognises the example's values without publishing them. */
export async function valueDigest(value: string): Promise<string> {
  const bytes = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The example's values under `fields`, each as its place and its digest. */
export async function exampleDigests(example: unknown, fields: readonly string[]): Promise<ExampleValue[]> {
  const values = fields.flatMap((field) => leaves(valueAt(example, field.split('.')), field.split('.')));
  return Promise.all(values.map(async ({ path, value }) => ({ path, value: await valueDigest(value) })));
}

/** {@link exampleValuesIn}, the example being known by its digests (exampleDigests). */
export async function exampleValuesByDigest(
  identity: unknown,
  digests: readonly ExampleValue[],
): Promise<ExampleValue[]> {
  const same = (
    await Promise.all(
      digests.map(async ({ path, value: digest }) => {
        const value = valueAt(identity, path);
        const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
        return text !== undefined && (await valueDigest(text)) === digest ? [{ path, value: text }] : [];
      }),
    )
  ).flat();
  const reserved = leaves(identity).filter(
    ({ path, value }) => /\.example\b/.test(value) && !same.some((found) => found.path.join() === path.join()),
  );
  return [...same, ...reserved];
}

/** The identity with the example's values emptied: what a holding build may publish of it. */
export function withoutValues(identity: unknown, values: readonly ExampleValue[]): unknown {
  const copy = structuredClone(identity);
  for (const { path } of values) {
    const parent = valueAt(copy, path.slice(0, -1));
    if (isRecord(parent) || Array.isArray(parent)) (parent as Record<string, unknown>)[path.at(-1)!] = '';
  }
  return copy;
}

/** « Entreprise › Coordonnées, numéros légaux et horaires › Numéro de TVA » */
function identityPlace(path: readonly string[]): string {
  const { identity } = contentSources;
  return [adminGroups[identity.group], identity.label, labelledPath(identity.schema, path)].join(' › ');
}

/** « Entreprise › Coordonnées, numéros légaux et horaires › Mise en ligne › Dépôt GitHub du site » */
export function launchSettingPlace(key: string): string {
  return identityPlace(['launch', key]);
}

function legalPlace(page: LegalPageFrontmatter, field: keyof LegalPageFrontmatter): string {
  const title = (contentSources.legal.schema.shape[field] as z.ZodType).meta() as FieldMeta | undefined;
  return [contentSources.legal.label, page.title, title?.title ?? field].join(' › ');
}

/** One thing to settle before publishing: where, and what to do. */
export interface LaunchProblem {
  where: string;
  what: string;
}

export interface LaunchState {
  /** The example's values left in the identity. */
  exampleValues: readonly ExampleValue[];
  /** Each legal page as the owner left it, and the example's date of that page. */
  legalPages: readonly { page: LegalPageFrontmatter; exampleUpdated: string | undefined }[];
  /** The figures file, for its « Confirmé » switches. */
  figures: Parameters<typeof unconfirmedFigures>[0];
  /** Values of the placeholders a review point may quote. */
  placeholders: ValuesByName;
  /** Texts naming a place of the example that the owner's data no longer holds (lib/content/stale-places.ts), already worded. */
  stalePlaces: readonly LaunchProblem[];
  /** Problems of the host's settings (e-mail service, admin), already worded. */
  settings: readonly LaunchProblem[];
  /** The published worksites still illustrated by the shipped drawings: the example's. */
  exampleWorksites?: readonly { title: string }[];
  /** The shipped example's reviews still in the owner's content (nobody's words), by file name. */
  exampleReviews?: readonly { id: string; name: string }[];
  /** The date of the reviews' verification statement, and the example's. */
  reviewStatement?: { checkedOn: string; exampleCheckedOn: string | undefined };
  /** The prices still the example's, or older than a year (lib/prices/price-checks.ts), already worded. */
  prices?: readonly LaunchProblem[];
}

/** « Avis clients › Marie D. (exemple-2026-10-marie-d) », as the admin lists the review. */
function reviewPlace(review: { id: string; name: string }): string {
  return [contentSources.reviews.label, `${review.name} (${review.id})`].join(' › ');
}

/** The figures of a group, as the owner reads them in the admin: « Années d’expérience : 25 ». */
function figureList(group: FigureGroup, figures: Readonly<Record<string, number>>): string {
  const shape = contentSources.figures.schema.shape[group].shape as Record<string, z.ZodType>;
  return Object.entries(figures)
    .map(([name, value]) => `${(shape[name]?.meta() as FieldMeta | undefined)?.title ?? name}${NBSP}: ${value}`)
    .join(`${NBSP}; `);
}

/** What stops a production build, in the admin's words; empty when the site may be published. */
export function launchProblems(state: LaunchState): LaunchProblem[] {
  return [
    ...state.exampleValues.map(({ path, value }) => ({
      where: identityPlace(path),
      what: `«${NBSP}${value}${NBSP}» est la valeur de l’exemple${NBSP}: indiquez celle de votre entreprise`,
    })),
    ...state.legalPages.flatMap(({ page, exampleUpdated }) => [
      ...(exampleUpdated !== undefined && page.updated.trim() === exampleUpdated.trim()
        ? [
            {
              where: legalPlace(page, 'updated'),
              what: `«${NBSP}${page.updated}${NBSP}» est la date de l’exemple${NBSP}: indiquez celle de votre relecture`,
            },
          ]
        : []),
      ...page.review.map((point) => ({
        where: legalPlace(page, 'review'),
        what: `«${NBSP}${fillPlaceholders(point, state.placeholders)}${NBSP}»${NBSP}: à vérifier, puis à retirer de la liste`,
      })),
    ]),
    ...unconfirmedFigures(state.figures).map(({ group, figures }) => ({
      where: [
        adminGroups[contentSources.figures.group],
        contentSources.figures.label,
        labelledPath(contentSources.figures.schema, [group, 'confirmed']),
      ].join(' › '),
      what: `pas encore coché${NBSP}: vérifiez ces chiffres (${figureList(group, figures)}), corrigez-les si besoin, puis cochez`,
    })),
    ...state.stalePlaces,
    ...(state.exampleReviews ?? []).map((review) => ({
      where: reviewPlace(review),
      what: `avis d’exemple, écrit pour la démonstration${NBSP}: supprimez-le («${NBSP}Supprimer l’entrée${NBSP}»)${NBSP}; ne publiez que les avis de vos clients, avec leur accord`,
    })),
    ...(state.reviewStatement && state.reviewStatement.checkedOn === state.reviewStatement.exampleCheckedOn
      ? [
          {
            where: [
              adminGroups[contentSources.reviewSettings.group],
              contentSources.reviewSettings.label,
              labelledPath(contentSources.reviewSettings.schema, ['checkedOn']),
            ].join(' › '),
            what: `«${NBSP}${state.reviewStatement.checkedOn}${NBSP}» est la date de l’exemple${NBSP}: gardez seulement les vérifications que vous faites vraiment, puis datez la déclaration`,
          },
        ]
      : []),
    ...(state.prices ?? []),
    ...(state.exampleWorksites ?? []).map(({ title }) => ({
      where: [contentSources.worksites.label, title].join(' › '),
      what: `chantier d’exemple, illustré par des dessins${NBSP}: supprimez-le («${NBSP}Supprimer l’entrée${NBSP}»), ou remplacez ses textes et chacune de ses images par celles d’un de vos chantiers`,
    })),
    ...state.settings,
  ];
}

/**
 * The list, in French, for the owner reading the host's log: the refusal of a production build
 * (`refused`), what is left while the host publishes the holding page (`holding`), or the warning
 * of any other build.
 */
export function launchReport(problems: readonly LaunchProblem[], refused: boolean, holding = false): string {
  const count = `${problems.length}${NBSP}point${problems.length > 1 ? 's' : ''} à régler avant de publier le site`;
  const inAdmin = problems.filter((problem) => !problem.where.startsWith('Variable '));
  const onHost = problems.filter((problem) => problem.where.startsWith('Variable '));
  const list = (items: readonly LaunchProblem[]) =>
    items.map(({ where, what }) => `  - ${where}${NBSP}: ${what}`).join('\n');
  return [
    refused
      ? `Mise en ligne refusée${NBSP}: ${count}. Le site déjà publié reste en ligne tel quel.`
      : holding
        ? `Page d’attente publiée${NBSP}: ${count}, puis cochez «${NBSP}Le site est prêt à être publié${NBSP}».`
        : `Site d’exemple${NBSP}: ${count}${NBSP}; une construction chez l’hébergeur sera refusée.`,
    ...(inAdmin.length > 0 ? ['', `Dans l’administration du site (/admin)${NBSP}:`, list(inAdmin)] : []),
    ...(onHost.length > 0
      ? ['', `Dans les réglages de l’hébergeur (variables d’environnement)${NBSP}:`, list(onHost)]
      : []),
    '',
    `Le guide du propriétaire, docs/proprietaire/mise-en-ligne.md, explique chaque point. Relancez ensuite la publication.`,
  ].join('\n');
}
