/**
 * Placeholders in the content: a text quotes a figure or a fact of the identity between braces
 * (« plus de {annees-experience} ans », « {nom} »), and the build writes the value in its place.
 */
import type { Figures } from '../schemas/figures';
import type { Identity } from '../schemas/identity';
import type { PlaceholderName } from '../schemas/placeholders';
import { openingHoursRows, openingHoursText } from './format';

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

/** What each placeholder stands for, from the figures and the identity. */
export function placeholderValues(identity: Identity, figures: Figures): PlaceholderValues {
  const numbers = Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [name, value.toLocaleString('fr-BE')]),
  ) as Record<keyof Figures, string>;
  return {
    ...numbers,
    nom: identity.name,
    'raison-sociale': identity.legalName,
    'forme-juridique': identity.legalForm,
    adresse: postalAddressLine(identity),
    localite: identity.address.locality,
    commune: identity.address.municipality,
    pays: identity.address.country,
    telephone: identity.phone.display,
    'telephone-urgence': identity.emergencyPhone.display,
    email: identity.email,
    site: identity.url,
    bce: identity.enterpriseNumber,
    tva: identity.vatNumber,
    assureur: identity.legal.insurer,
    'police-assurance': identity.legal.insurancePolicy,
    registre: identity.legal.registry,
    'acces-profession': identity.legal.professionalAccess,
    federation: identity.legal.professionalBody,
    mediation: identity.legal.mediation,
    hebergeur: identity.legal.hosting,
    'transfert-hebergeur': identity.legal.hostingTransfer,
    messagerie: identity.legal.emailProvider,
    tribunal: identity.legal.court,
    horaires: openingHoursLine(identity),
    rayon: String(identity.radiusKm.intervention),
    'rayon-rapide': String(identity.radiusKm.fastIntervention),
  };
}
