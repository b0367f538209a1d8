/**
 * Placeholders in the content: a text quotes a figure or a fact of the identity between braces
 * (« plus de {annees-experience} ans », « {nom} »), and the build writes the value in its place.
 */
import type { Figures } from '../schemas/figures';
import type { Identity } from '../schemas/identity';
import {
  figureNames,
  identityPlaceholderNames,
  type FigureName,
  type IdentityPlaceholderName,
  type PlaceholderName,
} from '../schemas/placeholders';
import { placeNamed } from '../schemas/places';
import { openingHoursRows, openingHoursText } from './format';

/** « Biesme » for « Biesme (Mettet) »; a name not in the list (an identity being written) as it is. */
const localityOf = (name: string) => placeNamed(name)?.locality ?? name;

const NBSP = '\u00a0';
const placeholder = /\{([a-z]+(?:-[a-z]+)*)\}/g;

export type PlaceholderValues = Readonly<Record<PlaceholderName, string>>;

/**
 * The text with every placeholder of `values` replaced. Other braces are left as they are: the
 * schemas only let through the names they know, and a few texts are templates with names of
 * their own, filled later (the maps' descriptions).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholder, (whole, name: string) => values[name] ?? whole);
}

/** Every text inside `data` (objects, lists) filled in; numbers, booleans and keys untouched. */
export function fillEverywhere<T>(data: T, values: Readonly<Record<string, string>>): T {
  if (typeof data === 'string') return fillPlaceholders(data, values) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => fillEverywhere(item, values)) as T;
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillEverywhere(value, values)])) as T;
  }
  return data;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * Placeholders in rendered Markdown: values are escaped, and the e-mail address and the site's
 * address become links, as an author would have written them.
 */
export function fillHtml(html: string, values: PlaceholderValues): string {
  const links: Partial<Record<PlaceholderName, string>> = { email: `mailto:${values.email}`, site: values.site };
  return html.replace(placeholder, (whole, name: string) => {
    const value = (values as Readonly<Record<string, string>>)[name];
    if (value === undefined) throw new Error(`valeur inconnue ${whole} dans le texte`);
    const href = links[name as PlaceholderName];
    return href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  });
}

/** « Rue de la Station 12, 6500 Barbençon (Beaumont) » */
export function postalAddressLine({ address }: Pick<Identity, 'address'>): string {
  return `${address.street}, ${address.postalCode} ${address.locality} (${address.municipality})`;
}

/** « du lundi au vendredi : 8 h – 18 h ; samedi : 9 h – 12 h » */
export function openingHoursLine({ openingHours }: Pick<Identity, 'openingHours'>): string {
  return openingHoursRows(openingHours)
    .map((row) => openingHoursText({ ...row, days: row.days.toLowerCase() }, ', '))
    .join(`${NBSP}; `);
}

/** Where each fact of the identity a text may quote is read from (its fields), and how it is written. */
const identityFacts: Readonly<
  Record<IdentityPlaceholderName, { fields: readonly string[]; value: (identity: Identity) => string }>
> = {
  nom: { fields: ['name'], value: (identity) => identity.name },
  'raison-sociale': { fields: ['legalName'], value: (identity) => identity.legalName },
  'forme-juridique': { fields: ['legalForm'], value: (identity) => identity.legalForm },
  adresse: { fields: ['address'], value: postalAddressLine },
  localite: { fields: ['address.locality'], value: (identity) => identity.address.locality },
  commune: { fields: ['address.municipality'], value: (identity) => identity.address.municipality },
  // The depot's village or municipality, without its municipality: « notre dépôt à {depot} ».
  depot: { fields: ['warehouse.place'], value: (identity) => localityOf(identity.warehouse.place) },
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
  tribunal: { fields: ['legal.court'], value: (identity) => identity.legal.court },
  horaires: { fields: ['openingHours'], value: openingHoursLine },
  rayon: { fields: ['radiusKm.intervention'], value: (identity) => String(identity.radiusKm.intervention) },
  'rayon-rapide': {
    fields: ['radiusKm.fastIntervention'],
    value: (identity) => String(identity.radiusKm.fastIntervention),
  },
};

/** The figures as texts quote them (« 1 200 » with the Belgian thousands separator). */
function figureTexts(figures: Figures): Record<FigureName, string> {
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [name, value.toLocaleString('fr-BE')]),
  ) as Record<FigureName, string>;
}

/** What each placeholder stands for, from the figures and the identity (whose own texts quote figures). */
export function placeholderValues(identity: Identity, figures: Figures): PlaceholderValues {
  const numbers = figureTexts(figures);
  const filled = fillEverywhere(identity, numbers);
  const facts = Object.fromEntries(
    Object.entries(identityFacts).map(([name, fact]) => [name, fact.value(filled)]),
  ) as Record<IdentityPlaceholderName, string>;
  return { ...numbers, ...facts };
}

/**
 * The values a change of one field of the identity or of the figures changes (`path` as in the
 * schema, list positions as `'*'`): the texts quoting them may grow or shrink.
 */
export function placeholdersFedBy(
  document: 'identity' | 'figures',
  path: readonly (string | number)[],
): PlaceholderName[] {
  // Figures sit in groups (« Garantie › Garantie sur les travaux »): the figure's name is in the path.
  if (document === 'figures') return figureNames.filter((name) => path.includes(name));
  const field = path.filter((key) => typeof key === 'string' && key !== '*').join('.');
  return identityPlaceholderNames.filter((name) =>
    identityFacts[name].fields.some(
      (source) => field === source || field.startsWith(`${source}.`) || source.startsWith(`${field}.`),
    ),
  );
}
