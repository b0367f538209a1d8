/**
 * The values a text may quote between braces, replaced when the site is built: a figure written
 * once in `figures.yaml` (« plus de {annees-experience} ans ») or a fact of `identity.yaml`
 * (« {nom} », « {telephone} »). Changing the value changes every text that quotes it.
 */

/** Key figures: also the keys of `src/content/figures.yaml`. */
export const figureNames = [
  'annees-experience',
  'annees-existence',
  'regions',
  'projets',
  'clients-satisfaits',
  'minutes-urgence',
  'jours-semaine',
  'annees-garantie',
  'heures-devis',
  'heures-reponse',
  'minutes-arrivee',
  'heures-brouillon',
  'mois-conservation-demande',
] as const;
export type FigureName = (typeof figureNames)[number];

/** Facts of the business identity a text may quote. */
export const identityPlaceholderNames = [
  'nom',
  'raison-sociale',
  'forme-juridique',
  'adresse',
  'localite',
  'commune',
  'depot',
  'pays',
  'telephone',
  'telephone-urgence',
  'email',
  'site',
  'bce',
  'tva',
  'assureur',
  'police-assurance',
  'registre',
  'acces-profession',
  'federation',
  'mediation',
  'hebergeur',
  'transfert-hebergeur',
  'messagerie',
  'tribunal',
  'horaires',
  'rayon',
  'rayon-rapide',
] as const;
export type IdentityPlaceholderName = (typeof identityPlaceholderNames)[number];

export type PlaceholderName = FigureName | IdentityPlaceholderName;
