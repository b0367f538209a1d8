/**
 * Placeholders in the content: a text quotes a figure, a fact of the identity or a count of the
 * site's lists between braces (« plus de {annees-experience} ans », « {nom} », « {nombre-regions} »),
 * and the build writes the value in its place; a number's plural form (schemas/placeholders.ts)
 * picks its words by French grammar (Intl.PluralRules) or by the exact number.
 */
import type { Figures } from '../../schemas/figures';
import type { Identity } from '../../schemas/identity';
import { deviceStorage } from '../contact/contact-form';
import {
  figureNames,
  identityPlaceholderNames,
  textPieces,
  type ComputedPlaceholderName,
  type DeviceStoragePlaceholderName,
  type FigureName,
  type IdentityPlaceholderName,
  type PlaceholderName,
  type TextPiece,
} from '../../schemas/placeholders';
import { placeNamed } from '../../schemas/places';
import { openingHoursRows, openingHoursText } from './format';
import { NBSP } from '../../schemas/characters';
import { escapeHtml } from './escape-html';

/** « Biesme » for « Biesme (Mettet) »; a name not in the list (an identity being written) as it is. */
const localityOf = (name: string) => placeNamed(name)?.locality ?? name;

/** A value as a text quotes it: words, or a number (written the Belgian way, « 1 200 »). */
export type PlaceholderValue = string | number;
export type PlaceholderValues = Readonly<Record<PlaceholderName, PlaceholderValue>>;
/** Values by name, as a text's checks and templates pass them. */
export type ValuesByName = Readonly<Record<string, PlaceholderValue>>;

const frenchPlural = new Intl.PluralRules('fr-BE');

/** A value written out; a number with the thousands separator of Belgian French. */
export function valueText(value: PlaceholderValue): string {
  return typeof value === 'number' ? value.toLocaleString('fr-BE') : value;
}

/** The words of a plural form for `count`: its exact choice (`=7`), else its French category, else `other`. */
function pluralChoice(cases: Extract<TextPiece, { kind: 'plural' }>['cases'], count: number) {
  return (
    cases.find(({ selector }) => selector === `=${count}`) ??
    cases.find(({ selector }) => selector === frenchPlural.select(count)) ??
    cases.find(({ selector }) => selector === 'other')
  );
}

/**
 * The pieces written out. `write` says how a value is written (escaped in HTML); a name without a
 * value is left as it is written, braces included (`{villes}`: a map fills it later).
 */
function writePieces(
  pieces: readonly TextPiece[],
  values: ValuesByName,
  write: (name: string, value: PlaceholderValue) => string,
  count?: number,
): string {
  return pieces
    .map((piece) => {
      if (piece.kind === 'text') return piece.text;
      if (piece.kind === 'number') return count === undefined ? '#' : valueText(count);
      const value = values[piece.name];
      if (value === undefined) return piece.source;
      if (piece.kind === 'value') return write(piece.name, value);
      const number = typeof value === 'number' ? value : Number(value);
      const choice = pluralChoice(piece.cases, number);
      return choice ? writePieces(choice.pieces, values, write, number) : piece.source;
    })
    .join('');
}

/**
 * The text with every placeholder of `values` replaced, plural forms written for their number.
 * Other braces are left as they are: the schemas only let through the names they know, and a few
 * texts are templates with names of their own, filled later (the maps' descriptions).
 */
export function fillPlaceholders(text: string, values: ValuesByName): string {
  if (!text.includes('{')) return text;
  return writePieces(textPieces(text), values, (_name, value) => valueText(value));
}

/** Every text inside `data` (objects, lists) filled in; numbers, booleans and keys untouched. */
export function fillEverywhere<T>(data: T, values: ValuesByName): T {
  if (typeof data === 'string') return fillPlaceholders(data, values) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => fillEverywhere(item, values)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillEverywhere(value, values)])) as T;
  }
  return data;
}

/**
 * Placeholders in rendered Markdown: values are escaped, and the e-mail address and the site's
 * address become links, as an author would have written them.
 */
export function fillHtml(html: string, values: PlaceholderValues): string {
  const links: Partial<Record<PlaceholderName, string>> = {
    email: `mailto:${valueText(values.email)}`,
    site: valueText(values.site),
  };
  const unknown = textPieces(html).find(
    (piece) => (piece.kind === 'value' || piece.kind === 'plural') && !(piece.name in values),
  );
  if (unknown && unknown.kind !== 'text' && unknown.kind !== 'number') {
    throw new Error(`valeur inconnue ${unknown.source} dans le texte`);
  }
  return writePieces(textPieces(html), values, (name, value) => {
    const href = links[name as PlaceholderName];
    return href ? `<a href="${escapeHtml(href)}">${escapeHtml(valueText(value))}</a>` : escapeHtml(valueText(value));
  });
}

/** « Barbençon (Beaumont) »: the locality, with its municipality unless they are one and the same. */
export function placeName({ address }: Pick<Identity, 'address'>): string {
  const same = address.locality.trim().toLowerCase() === address.municipality.trim().toLowerCase();
  return same ? address.locality : `${address.locality} (${address.municipality})`;
}

/** « Rue de la Station 12, 6500 Barbençon (Beaumont) » */
export function postalAddressLine(identity: Pick<Identity, 'address'>): string {
  return `${identity.address.street}, ${identity.address.postalCode} ${placeName(identity)}`;
}

/** « du lundi au vendredi : 8 h – 18 h ; samedi : 9 h – 12 h » */
export function openingHoursLine({ openingHours }: Pick<Identity, 'openingHours'>): string {
  return openingHoursRows(openingHours)
    .map((row) => openingHoursText({ ...row, days: row.days.toLowerCase() }, ', '))
    .join(`${NBSP}; `);
}

/** Where each fact of the identity a text may quote is read from (its fields), and how it is written. */
const identityFacts: Readonly<
  Record<IdentityPlaceholderName, { fields: readonly string[]; value: (identity: Identity) => PlaceholderValue }>
> = {
  nom: { fields: ['name'], value: (identity) => identity.name },
  // The guarantee's length with its conditions, as every text that announces it cites it.
  garantie: { fields: ['guarantee'], value: (identity) => identity.guarantee },
  'raison-sociale': { fields: ['legalName'], value: (identity) => identity.legalName },
  'forme-juridique': { fields: ['legalForm'], value: (identity) => identity.legalForm },
  adresse: { fields: ['address'], value: postalAddressLine },
  localite: { fields: ['address.locality'], value: (identity) => identity.address.locality },
  commune: { fields: ['address.municipality'], value: (identity) => identity.address.municipality },
  lieu: { fields: ['address.locality', 'address.municipality'], value: placeName },
  // The depot's village or municipality, without its municipality: « notre dépôt à {depot} ».
  depot: { fields: ['depot.place'], value: (identity) => localityOf(identity.depot.place) },
  pays: { fields: ['address.country'], value: (identity) => identity.address.country },
  telephone: { fields: ['phone'], value: (identity) => identity.phone },
  'telephone-urgence': { fields: ['emergencyPhone'], value: (identity) => identity.emergencyPhone },
  email: { fields: ['email'], value: (identity) => identity.email },
  site: { fields: ['url'], value: (identity) => identity.url },
  bce: { fields: ['enterpriseNumber'], value: (identity) => identity.enterpriseNumber },
  tva: { fields: ['vatNumber'], value: (identity) => identity.vatNumber },
  assureur: { fields: ['legal.insurer'], value: (identity) => identity.legal.insurer },
  'police-assurance': { fields: ['legal.insurancePolicy'], value: (identity) => identity.legal.insurancePolicy },
  registre: { fields: ['legal.registry'], value: (identity) => identity.legal.registry },
  'acces-profession': { fields: ['legal.professionalAccess'], value: (identity) => identity.legal.professionalAccess },
  federation: { fields: ['legal.professionalBody'], value: (identity) => identity.legal.professionalBody },
  mediation: { fields: ['legal.mediation'], value: (identity) => identity.legal.mediation },
  hebergeur: { fields: ['legal.hosting'], value: (identity) => identity.legal.hosting },
  'transfert-hebergeur': { fields: ['legal.hostingTransfer'], value: (identity) => identity.legal.hostingTransfer },
  messagerie: { fields: ['legal.emailProvider'], value: (identity) => identity.legal.emailProvider },
  'transfert-messagerie': {
    fields: ['legal.emailProviderTransfer'],
    value: (identity) => identity.legal.emailProviderTransfer,
  },
  'transfert-service-envoi': {
    fields: ['legal.emailServiceTransfer'],
    value: (identity) => identity.legal.emailServiceTransfer,
  },
  tribunal: { fields: ['legal.court'], value: (identity) => identity.legal.court },
  horaires: { fields: ['openingHours'], value: openingHoursLine },
  rayon: { fields: ['radiusKm.intervention'], value: (identity) => identity.radiusKm.intervention },
  'rayon-rapide': { fields: ['radiusKm.fastIntervention'], value: (identity) => identity.radiusKm.fastIntervention },
};

/** What the site counts and names in its own lists: services, gallery tabs, regions, communes. */
export interface SiteLists {
  services: number;
  galleryTabs: number;
  regions: readonly string[];
  communes: readonly string[];
}

const namesIn = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((item: { name?: unknown } | null) => String(item?.name ?? '')) : [];

/**
 * The lists of the content files as they are read (`services`: how many service pages), even
 * while a file is invalid: the checks judge the texts with the lists as they stand.
 */
export function siteListsOf(
  services: number,
  files: { gallery?: unknown; regions?: unknown; communes?: unknown },
): SiteLists {
  const field = (data: unknown, key: string) => (data as Record<string, unknown> | undefined)?.[key];
  const tabs = field(files.gallery, 'categories');
  return {
    services,
    galleryTabs: Array.isArray(tabs) ? tabs.length : 0,
    regions: namesIn(field(files.regions, 'regions')),
    communes: namesIn(field(files.communes, 'communes')),
  };
}

const frenchList = new Intl.ListFormat('fr-BE', { type: 'conjunction' });

/** The counts and the lists of names as texts quote them (« Thuin, Gerpinnes et Mettet »). */
function listValues(lists: SiteLists): Record<ComputedPlaceholderName, PlaceholderValue> {
  return {
    'nombre-services': lists.services,
    'nombre-onglets-galerie': lists.galleryTabs,
    'nombre-regions': lists.regions.length,
    'nombre-communes': lists.communes.length,
    'liste-regions': frenchList.format(lists.regions),
    // In a sentence a village goes by its own name: « Gerpinnes, Biesme et Mettet ».
    'liste-communes': frenchList.format(lists.communes.map(localityOf)),
  };
}

/** The entries the contact form keeps on the device, and how long the last send's time stays, as the code has them. */
const deviceStorageValues: Readonly<Record<DeviceStoragePlaceholderName, PlaceholderValue>> = {
  'cle-brouillon': deviceStorage.draft.key,
  'cle-dernier-envoi': deviceStorage.lastSend.key,
  'secondes-entre-envois': deviceStorage.lastSend.lifetime.seconds,
  'cle-estimation': deviceStorage.estimate.key,
  'minutes-estimation': deviceStorage.estimate.lifetime.minutes,
};

/**
 * What each placeholder stands for, from the figures, the identity (whose own texts quote
 * figures), the site's lists and what the contact form's code keeps on the device.
 */
export function placeholderValues(identity: Identity, figures: Figures, lists: SiteLists): PlaceholderValues {
  const numbers: Record<FigureName, number> = figures;
  const filled = fillEverywhere(identity, numbers);
  const facts = Object.fromEntries(
    Object.entries(identityFacts).map(([name, fact]) => [name, fact.value(filled)]),
  ) as Record<IdentityPlaceholderName, PlaceholderValue>;
  return { ...numbers, ...facts, ...listValues(lists), ...deviceStorageValues };
}

/** The documents whose lists the site counts, and the values each feeds. */
const listsFeeding = {
  gallery: ['nombre-onglets-galerie'],
  regions: ['nombre-regions', 'liste-regions'],
  communes: ['nombre-communes', 'liste-communes'],
} as const satisfies Record<string, readonly ComputedPlaceholderName[]>;

/** The values the save or the change of one field of `document` may change, if any. */
export function placeholdersFedBy(document: string, path: readonly (string | number)[]): PlaceholderName[] {
  // Figures sit in groups (« Garantie › Garantie sur les travaux »): the figure's name is in the path.
  if (document === 'figures') return figureNames.filter((name) => path.includes(name));
  if (document in listsFeeding) return [...listsFeeding[document as keyof typeof listsFeeding]];
  if (document !== 'identity') return [];
  const field = path.filter((key) => typeof key === 'string' && key !== '*').join('.');
  return identityPlaceholderNames.filter((name) =>
    identityFacts[name].fields.some(
      (source) => field === source || field.startsWith(`${source}.`) || source.startsWith(`${field}.`),
    ),
  );
}
