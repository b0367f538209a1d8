/**
 * The business identity (`src/content/identity.yaml`): the one place where the name, phone,
 * address, legal numbers, links, opening hours and service area are written. Every page, the
 * structured data and the legal pages read them from there.
 */
import { z } from 'astro/zod';
import { atMost, coordinates, counting, listBetween, optional, sentence, text, type FieldMeta } from './fields';
import { launchSettingsSchema } from './launch';
import { enterpriseDigits, isValidEnterpriseNumber } from './enterprise-number';
import { belgianInternationalNumber, isBelgianMobile } from './phone';
import { localitiesOf, localityNames, municipalityNames, nearestNames, pickedName, placeName } from './places';
import { NBSP } from './characters';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** The days as the owner reads them (schema.org names them in English). */
const dayLabels: Record<(typeof dayNames)[number], string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
};
const time = (title: string) =>
  z
    .string()
    .regex(
      /^(?:[01]\d|2[0-3]):[0-5]\d$/,
      `Heure mal écrite${NBSP}: écrivez-la en heures et minutes, p.${NBSP}ex. 08:00 ou 17:30.`,
    )
    .meta({ title, description: `Format HH:MM, p.${NBSP}ex. 08:00` } satisfies FieldMeta);

const checkDigitsMessage = (what: string) =>
  `${what} invalide${NBSP}: ses deux derniers chiffres (la clé de contrôle) ne correspondent pas aux huit premiers. Recopiez-le depuis la Banque-Carrefour des Entreprises.`;

/**
 * A Belgian phone number, written once as it is displayed: the call links dial the international
 * form derived from it. `mobile`: a GSM only (WhatsApp runs on nothing else).
 */
function phone(title: string, example: string, hint: string, { mobile = false } = {}) {
  const number = z
    .string()
    .trim()
    .max(30, atMost(30))
    .refine(
      (display) => belgianInternationalNumber(display) !== null,
      `Écrivez un numéro de téléphone belge complet, chiffres seulement, tel qu’il doit s’afficher${NBSP}: p.${NBSP}ex. ${example}.`,
    );
  const checked = mobile
    ? number.refine(
        (display) => belgianInternationalNumber(display) === null || isBelgianMobile(display),
        `WhatsApp fonctionne sur un GSM${NBSP}: écrivez un numéro de GSM belge (04…), p.${NBSP}ex. ${example}.`,
      )
    : number;
  return checked.meta({
    title,
    description: `${hint} P.${NBSP}ex. ${example}${mobile ? '' : `${NBSP}; les boutons d’appel composent ce numéro`}.`,
  } satisfies FieldMeta);
}

/** The address of a page of a review platform: a whole `https://` address. */
function reviewLink(title: string, hint: string) {
  return z
    .url(
      `Adresse web incomplète${NBSP}: copiez-la en entier depuis votre fiche, p.${NBSP}ex. https://g.page/r/…/review`,
    )
    .max(300, atMost(300))
    .regex(/^https:\/\//, `Écrivez une adresse qui commence par https://.`)
    .meta({ title, description: hint } satisfies FieldMeta);
}

export const identitySchema = z
  .object({
    name: text('Nom commercial', { min: 2, hint: 'Le nom affiché partout sur le site, p. ex. « Toitures Martin ».' }),
    legalName: text('Dénomination (raison sociale)', {
      min: 2,
      hint: 'Telle qu’inscrite à la BCE, p. ex. « Toitures Martin SRL ».',
    }),
    legalForm: text('Forme juridique', { min: 2, hint: 'P. ex. « Société à responsabilité limitée (SRL) ».' }),
    tagline: text('Accroche', { min: 10 }),
    guarantee: text('Garantie annoncée : durée et conditions', {
      min: 20,
      max: 160,
      hint: 'Cité par {garantie} dans chaque texte qui annonce la garantie, p. ex. « {annees-garantie} ans à compter de la réception des travaux, selon les conditions du devis » : la durée et ses conditions, écrites une fois.',
    }),
    url: z
      .url(`Adresse web incomplète${NBSP}: écrivez-la en entier, p.${NBSP}ex. https://www.mon-entreprise.be`)
      .max(100, atMost(100))
      .regex(
        /^https?:\/\/[^/]+$/,
        `Écrivez l’adresse du site seule, sans chemin ni «${NBSP}/${NBSP}» final, p.${NBSP}ex. https://www.mon-entreprise.be`,
      )
      .meta({
        title: 'Adresse du site',
        description:
          'P. ex. `https://www.mon-entreprise.be` (sans « / » final) : adresses canoniques, sitemap, images de partage.',
      } satisfies FieldMeta),
    phone: phone('Téléphone', '071 12 34 56', 'Le numéro affiché partout sur le site.'),
    emergencyPhone: phone(
      'Ligne d’urgence (7 jours sur 7)',
      '0470 12 34 56',
      'Le numéro qui répond aux urgences de toiture tous les jours, week-end compris.',
    ),
    whatsappPhone: optional(
      phone(
        'WhatsApp (photos des clients)',
        '0470 12 34 56',
        'Le GSM où les clients peuvent envoyer par WhatsApp les photos de leur toiture. Vide : le site propose l’e-mail seul.',
        { mobile: true },
      ),
    ),
    email: z
      .email(
        `Adresse e-mail incomplète ou mal écrite${NBSP}: écrivez-la en entier, p.${NBSP}ex. contact@mon-entreprise.be.`,
      )
      .max(100, atMost(100))
      .meta({ title: 'E-mail', description: 'L’adresse où arrivent les demandes de devis.' } satisfies FieldMeta),
    address: z
      .object({
        street: text('Rue et numéro', { min: 3 }),
        postalCode: z
          .string()
          .regex(/^\d{4}$/, `Un code postal belge a 4 chiffres, p.${NBSP}ex. 6500.`)
          .meta({ title: 'Code postal' } satisfies FieldMeta),
        locality: pickedName(
          localityNames,
          'la localité',
          'Localité',
          'Le village ou la commune du bureau, choisi dans la liste, p. ex. Barbençon.',
        ),
        municipality: pickedName(
          municipalityNames,
          'la commune',
          'Commune',
          'La commune dont fait partie la localité (depuis les fusions du 1er janvier 2025), p. ex. Beaumont.',
        ),
        province: text('Province', { min: 2 }),
        countryCode: z.literal('BE').meta({ title: 'Code du pays' } satisfies FieldMeta),
        country: text('Pays', { min: 2 }),
        location: coordinates('Position du bureau (carte, données structurées)'),
      })
      .superRefine(({ locality, municipality }, context) => {
        const localities = localitiesOf(municipality).map((place) => place.locality);
        if (localities.length === 0 || localities.includes(locality)) return;
        const nearest = nearestNames(locality, localities).map((name) => `«${NBSP}${name}${NBSP}»`);
        context.addIssue({
          code: 'custom',
          path: ['locality'],
          input: locality,
          message: `«${NBSP}${locality}${NBSP}» n’est pas une localité de ${municipality}${NBSP}: choisissez l’une des siennes (${nearest.join(', ')}…) ou la commune dont ${locality} fait partie.`,
        });
      })
      .meta({ title: 'Adresse du siège' } satisfies FieldMeta),
    enterpriseNumber: z
      .string()
      .regex(/^[01]\d{3}\.\d{3}\.\d{3}$/, `Écrivez les 10 chiffres du numéro d’entreprise au format 0123.456.749.`)
      .refine(isValidEnterpriseNumber, checkDigitsMessage('Numéro d’entreprise'))
      .meta({
        title: 'Numéro d’entreprise (BCE)',
        description: 'Au format 0123.456.749, tel qu’inscrit à la Banque-Carrefour des Entreprises.',
      } satisfies FieldMeta),
    vatNumber: z
      .string()
      .regex(
        /^BE ?[01]\d{3}\.?\d{3}\.?\d{3}$/,
        `Écrivez BE suivi des 10 chiffres du numéro d’entreprise, p.${NBSP}ex. BE 0123.456.749.`,
      )
      .refine(isValidEnterpriseNumber, checkDigitsMessage('Numéro de TVA'))
      .meta({
        title: 'Numéro de TVA',
        description: 'BE suivi du numéro d’entreprise (BCE), p. ex. BE 0123.456.749',
      } satisfies FieldMeta),
    openingHours: z
      .array(
        z
          .object({
            days: z
              .array(z.enum(dayNames).meta({ title: 'Jour', choices: dayLabels } satisfies FieldMeta))
              .min(1, `Choisissez au moins un jour.`)
              .meta({
                title: 'Jours',
                description:
                  'Les jours de cette plage, pour les moteurs de recherche (le site affiche le libellé ci-dessous).',
              } satisfies FieldMeta),
            label: text('Jours (tels qu’affichés)', { hint: 'P. ex. « Du lundi au vendredi »' }),
            opens: time('Ouverture'),
            closes: time('Fermeture'),
          })
          .meta({ title: 'Plage horaire' } satisfies FieldMeta),
      )
      .min(1, `Gardez au moins une plage horaire.`)
      .meta({ title: 'Horaires', ...counting('une plage horaire', 'plages horaires') } satisfies FieldMeta),
    links: z
      .object({
        facebook: z
          .url(
            `Adresse web incomplète${NBSP}: écrivez-la en entier, p.${NBSP}ex. https://www.facebook.com/mon-entreprise`,
          )
          .max(200, atMost(200))
          .meta({ title: 'Page Facebook' } satisfies FieldMeta),
        companyWebsite: z
          .url(`Adresse web incomplète${NBSP}: écrivez-la en entier, p.${NBSP}ex. https://www.mon-entreprise.be`)
          .max(200, atMost(200))
          .optional()
          .meta({
            title: 'Autre site de l’entreprise',
            description: 'Seulement s’il en existe un autre que celui-ci : le pied de page le signale.',
          } satisfies FieldMeta),
        reviewProfile: optional(
          reviewLink(
            'Vos avis sur une plateforme (fiche de l’entreprise)',
            'L’adresse de votre fiche où les clients lisent vos avis (Google…), p. ex. https://maps.app.goo.gl/… : « Voir nos avis » y mène, sur la page des avis et en pied de page. Vide : pas de lien.',
          ),
        ),
        reviewForm: optional(
          reviewLink(
            'Lien pour donner un avis',
            'L’adresse qui ouvre directement le formulaire d’avis (Google : « Demander des avis » dans votre fiche), p. ex. https://g.page/r/…/review : « Donner votre avis » et le QR code de la carte à imprimer ([Carte pour vos clients](/admin/carte-avis)). Vide : ni lien ni carte.',
          ),
        ),
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
        emailProviderTransfer: sentence('Messagerie : transfert hors de l’Union européenne', {
          hint: 'Repris dans la politique de confidentialité. Boîte hébergée dans l’Union sans transfert prévu par le contrat : dites-le. Sinon (Gmail, Microsoft 365…), le pays et la base du transfert, p. ex. « Google LLC peut traiter les e-mails aux États-Unis ; le transfert est encadré par le cadre de protection des données UE–États-Unis (décision d’adéquation de la Commission européenne du 10 juillet 2023), auquel elle a adhéré. »',
        }),
        emailServiceTransfer: sentence('Service d’envoi (EmailJS) : garanties du transfert hors de l’Union', {
          hint: 'Repris dans la politique de confidentialité quand le formulaire passe par EmailJS (Singapour, sans décision d’adéquation). La base du transfert telle que votre contrat avec EmailJS la prévoit, p. ex. « le transfert repose sur les clauses contractuelles types de la Commission européenne (RGPD, art. 46, § 2, c), annexées à votre contrat de traitement des données avec EmailJS. » Formulaire envoyé par la messagerie du visiteur (mailto) : écrivez « sans objet, le formulaire n’utilise pas EmailJS. »',
        }),
        mediation: text('Service de médiation des consommateurs', {
          max: 200,
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
    credentials: z
      .object({
        decennialInsurance: z.boolean().meta({
          title: 'Responsabilité décennale assurée',
          description:
            'Cochez seulement si votre assureur (Informations légales › Assureur) couvre votre responsabilité décennale pour les travaux où la loi du 31 mai 2017 l’impose : le site le dit alors à côté de votre RC professionnelle, avec ce que la loi couvre.',
        } satisfies FieldMeta),
        memberships: listBetween(
          'Fédérations, labels et agréments',
          z
            .object({
              name: text('Nom', {
                hint: 'Tel qu’il figure sur votre attestation, p. ex. « Membre de la Confédération Construction ».',
              }),
              url: optional(
                z
                  .url(
                    `Adresse web incomplète${NBSP}: écrivez-la en entier, p.${NBSP}ex. https://www.federation.be/membres`,
                  )
                  .max(200, atMost(200))
                  .regex(/^https:\/\//, `Écrivez une adresse qui commence par https://.`)
                  .meta({
                    title: 'Page où le vérifier',
                    description:
                      'La page de l’organisme qui confirme votre adhésion ou votre label, s’il en publie une. Vide : pas de lien.',
                  } satisfies FieldMeta),
              ),
            })
            .meta({ title: 'Fédération ou label' } satisfies FieldMeta),
          0,
          6,
          'Seulement ce que vous pouvez prouver. Vide : le site n’en montre aucun.',
        ).meta(counting('une fédération ou un label', 'fédérations ou labels')),
      })
      .meta({
        title: 'Preuves de sérieux',
        description:
          'Le bloc « Une entreprise vérifiable » (À propos, pages des services) montre votre numéro d’entreprise avec le lien vers la Banque-Carrefour des Entreprises, votre numéro de TVA, votre assureur, et ce que vous cochez ou listez ici : rien d’autre.',
      } satisfies FieldMeta),
    depot: z
      .object({
        place: placeName(
          'Localité du dépôt',
          'Choisissez-la dans la liste : le centre des cartes et des rayons d’intervention, et le point de départ des distances par la route.',
        ),
      })
      .meta({ title: 'Dépôt' } satisfies FieldMeta),
    radiusKm: z
      .object({
        intervention: z.literal(50).meta({ title: 'Zone d’intervention (km)' } satisfies FieldMeta),
        fastIntervention: z.literal(20).meta({ title: 'Intervention rapide (km)' } satisfies FieldMeta),
      })
      .meta({ title: 'Rayons autour du dépôt' } satisfies FieldMeta),
    launch: launchSettingsSchema,
  })
  .superRefine(
    ({ enterpriseNumber, vatNumber }, context) => {
      // The Belgian VAT number of a company is its enterprise number behind « BE ».
      if (typeof vatNumber !== 'string' || typeof enterpriseNumber !== 'string') return;
      if (enterpriseDigits(vatNumber) !== enterpriseDigits(enterpriseNumber)) {
        context.addIssue({
          code: 'custom',
          path: ['vatNumber'],
          input: vatNumber,
          message: `Le numéro de TVA reprend le numéro d’entreprise (BCE)${NBSP}: écrivez BE ${enterpriseNumber}.`,
        });
      }
    },
    { when: () => true },
  );

export type Identity = z.infer<typeof identitySchema>;
