/**
 * The business identity (`src/content/identity.yaml`): the one place where the name, phone,
 * address, legal numbers, links, opening hours and service area are written. Every page, the
 * structured data and the legal pages read them from there.
 */
import { z } from 'astro/zod';
import { coordinates, sentence, text, type FieldMeta } from './fields';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const time = (title: string) =>
  z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'heure au format HH:MM attendue, p. ex. 08:00')
    .meta({
      title,
      description: 'Format HH:MM, p. ex. 08:00',
      patternHint: 'une heure au format HH:MM',
    } satisfies FieldMeta);

/** Belgian enterprise numbers carry a mod-97 check on their last two digits. */
export function isValidEnterpriseNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** A Belgian phone number, as shown and in the international form links use. */
function phone(title: string, example: string) {
  return z
    .object({
      display: text(`${title} (tel qu’affiché)`, { min: 9, hint: `P. ex. ${example}` }),
      e164: z
        .string()
        .regex(/^\+32\d{8,9}$/, 'numéro au format international belge attendu, p. ex. +3271123456')
        .meta({
          title: `${title} (format international)`,
          description: 'Le même numéro, sans espace, p. ex. +3271123456 : il sert aux liens d’appel.',
          patternHint: 'un numéro belge au format +32…, sans espace, p. ex. +3271123456',
        } satisfies FieldMeta),
    })
    .meta({ title } satisfies FieldMeta);
}

export const identitySchema = z.object({
  name: text('Nom commercial', { min: 2, hint: 'Le nom affiché partout sur le site, p. ex. « Toitures Martin ».' }),
  legalName: text('Dénomination (raison sociale)', {
    min: 2,
    hint: 'Telle qu’inscrite à la BCE, p. ex. « Toitures Martin SRL ».',
  }),
  legalForm: text('Forme juridique', { min: 2, hint: 'P. ex. « Société à responsabilité limitée (SRL) ».' }),
  tagline: text('Accroche', { min: 10 }),
  url: z
    .url('adresse web complète attendue, p. ex. https://www.mon-entreprise.be')
    .regex(/^https?:\/\/[^/]+$/, 'adresse du site sans chemin ni « / » final, p. ex. https://www.mon-entreprise.be')
    .meta({
      title: 'Adresse du site',
      description:
        'P. ex. https://www.mon-entreprise.be (sans « / » final) : adresses canoniques, sitemap, images de partage.',
      patternHint: 'une adresse https://… sans « / » final',
    } satisfies FieldMeta),
  phone: phone('Téléphone', '071 12 34 56'),
  emergencyPhone: phone('Ligne d’urgence', '0470 12 34 56').meta({
    title: 'Ligne d’urgence (7 jours sur 7)',
    description: 'Le numéro qui répond aux urgences de toiture tous les jours, week-end compris.',
  } satisfies FieldMeta),
  email: z
    .email('adresse e-mail attendue, p. ex. contact@mon-entreprise.be')
    .meta({ title: 'E-mail', description: 'L’adresse où arrivent les demandes de devis.' } satisfies FieldMeta),
  address: z
    .object({
      street: text('Rue et numéro', { min: 3 }),
      postalCode: z
        .string()
        .regex(/^\d{4}$/, 'code postal belge à 4 chiffres attendu')
        .meta({ title: 'Code postal', patternHint: 'un code postal à 4 chiffres' } satisfies FieldMeta),
      locality: text('Localité', { min: 2, hint: 'P. ex. Barbençon' }),
      municipality: text('Commune', { min: 2, hint: 'La commune dont fait partie la localité, p. ex. Beaumont' }),
      province: text('Province', { min: 2 }),
      countryCode: z.literal('BE').meta({ title: 'Code du pays' } satisfies FieldMeta),
      country: text('Pays', { min: 2 }),
      location: coordinates('Position du bureau (carte, données structurées)'),
    })
    .meta({ title: 'Adresse du siège' } satisfies FieldMeta),
  enterpriseNumber: z
    .string()
    .regex(/^[01]\d{3}\.\d{3}\.\d{3}$/, 'numéro d’entreprise attendu au format 0123.456.749')
    .refine(isValidEnterpriseNumber, 'numéro BCE invalide (contrôle modulo 97)')
    .meta({
      title: 'Numéro d’entreprise (BCE)',
      description: 'Au format 0123.456.749, tel qu’inscrit à la Banque-Carrefour des Entreprises.',
      patternHint: 'un numéro au format 0123.456.749',
    } satisfies FieldMeta),
  vatNumber: z
    .string()
    .regex(/^BE ?[01]\d{3}\.?\d{3}\.?\d{3}$/, 'numéro de TVA belge attendu, p. ex. BE 0123.456.749')
    .meta({
      title: 'Numéro de TVA',
      description: 'P. ex. BE 0123.456.749',
      patternHint: 'un numéro au format BE 0123.456.749',
    } satisfies FieldMeta),
  priceRange: z
    .string()
    .regex(/^€{1,4}$/, 'de « € » à « €€€€ »')
    .meta({
      title: 'Gamme de prix',
      description: 'Pour les moteurs de recherche : de « € » (économique) à « €€€€ ».',
      patternHint: 'de un à quatre signes €',
    } satisfies FieldMeta),
  openingHours: z
    .array(
      z
        .object({
          days: z
            .array(z.enum(dayNames).meta({ title: 'Jour' } satisfies FieldMeta))
            .min(1, 'un jour au moins')
            .meta({ title: 'Jours (en anglais, pour les moteurs de recherche)' } satisfies FieldMeta),
          label: text('Jours (tels qu’affichés)', { hint: 'P. ex. « Du lundi au vendredi »' }),
          opens: time('Ouverture'),
          closes: time('Fermeture'),
        })
        .meta({ title: 'Plage horaire' } satisfies FieldMeta),
    )
    .min(1, 'une plage horaire au moins')
    .meta({ title: 'Horaires' } satisfies FieldMeta),
  links: z
    .object({
      facebook: z.url('adresse web attendue').meta({ title: 'Page Facebook' } satisfies FieldMeta),
      companyWebsite: z
        .url('adresse web attendue')
        .optional()
        .meta({
          title: 'Autre site de l’entreprise',
          description: 'Seulement s’il en existe un autre que celui-ci : le pied de page le signale.',
        } satisfies FieldMeta),
    })
    .meta({ title: 'Liens' } satisfies FieldMeta),
  legal: z
    .object({
      registry: text('Registre des personnes morales', {
        hint: 'Le tribunal de l’entreprise du siège, p. ex. « RPM Hainaut, division Charleroi ».',
      }),
      professionalAccess: text('Accès à la profession', {
        hint: 'Les compétences professionnelles inscrites à la BCE, telles que sur votre extrait, p. ex. « toiture et étanchéité ; menuiserie et vitrerie ».',
      }),
      professionalBody: text('Fédération professionnelle', {
        hint: 'La fédération dont l’entreprise est membre, ou « aucune ».',
      }),
      insurer: text('Assureur', { min: 2, hint: 'La compagnie qui assure la RC professionnelle et la décennale.' }),
      insurancePolicy: text('Numéros de police', { hint: 'RC professionnelle et responsabilité décennale.' }),
      hosting: text('Hébergeur du site', {
        hint: 'Dénomination, adresse du siège (pays compris) et contact de la société qui héberge le site.',
      }),
      hostingTransfer: sentence('Hébergeur : transfert hors de l’Union européenne', {
        hint: 'Repris dans la politique de confidentialité. Hébergeur établi dans l’Union : dites-le. Sinon, le pays et la base du transfert, p. ex. « Netlify, Inc. est établie aux États-Unis ; le transfert est encadré par le cadre de protection des données UE–États-Unis (décision d’adéquation de la Commission européenne du 10 juillet 2023), auquel elle a adhéré. »',
      }),
      emailProvider: text('Fournisseur de la messagerie', {
        hint: 'La société qui héberge la boîte e-mail où arrivent les demandes.',
      }),
      mediation: text('Service de médiation des consommateurs', {
        hint: 'Nom, adresse et site du service de médiation proposé aux clients particuliers.',
      }),
      court: text('Tribunal des litiges entre professionnels', {
        hint: 'P. ex. « tribunaux de l’arrondissement judiciaire du Hainaut, division de Charleroi ».',
      }),
    })
    .meta({
      title: 'Informations légales',
      description: 'Reprises dans les mentions légales, la politique de confidentialité et les conditions générales.',
    } satisfies FieldMeta),
  warehouse: z
    .object({
      label: text('Nom du dépôt'),
      location: coordinates('Position du dépôt (centre de la zone)'),
    })
    .meta({ title: 'Dépôt' } satisfies FieldMeta),
  radiusKm: z
    .object({
      intervention: z.literal(50).meta({ title: 'Zone d’intervention (km)' } satisfies FieldMeta),
      fastIntervention: z.literal(20).meta({ title: 'Intervention rapide (km)' } satisfies FieldMeta),
    })
    .meta({ title: 'Rayons autour du dépôt' } satisfies FieldMeta),
});

export type Identity = z.infer<typeof identitySchema>;
