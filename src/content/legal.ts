/**
 * The three legal pages (mentions légales, politique de confidentialité, conditions générales de vente)
 * as typed, validated data. Every fact about the business comes from `site.ts`; the pages render them
 * through `components/sections/LegalDocument.tsx`.
 *
 * Running text may hold links: e-mail addresses and web addresses (https://… or www.…) become links by
 * themselves, and `[label](/path)` links to another page of the site.
 *
 * Review: each page lists under `review` what the owner must check. Once a point is checked and the
 * text adapted, remove it from the list; when the list is empty and `site.isExample` is false, the
 * notice box disappears from the page.
 */
import { z } from 'astro/zod';
import { formatHourRange } from '../lib/format';
import { validateEntries } from '../lib/validate-content';
import { postalAddressLine, site } from '../site';
import { businessConstants } from './constants';

export const legalPageKeys = ['mentions-legales', 'politique-de-confidentialite', 'conditions-generales'] as const;
export type LegalPageKey = (typeof legalPageKeys)[number];

/** French typography: a no-break space (U+00A0), not an ordinary one, before « : ; ! ? » and inside « ». */
const typographyProblem = / [:;!?»]|« /;
const text = z
  .string()
  .trim()
  .min(1, 'texte vide')
  .refine(
    (value) => !typographyProblem.test(value),
    'espace insécable (U+00A0) attendue avant « : ; ! ? » et dans « »',
  );
const anchorId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'identifiant en kebab-case attendu (ancre de la section)');

export const legalSectionSchema = z.object({
  /** Anchor of the section: the table of contents links to `#id`. */
  id: anchorId,
  heading: text,
  paragraphs: z.array(text).min(1, 'un paragraphe au moins'),
  list: z.array(text).min(1).optional(),
  /** Paragraphs shown after the list. */
  afterList: z.array(text).min(1).optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalPageSchema = z.object({
  path: z.string().regex(/^\/[a-z-]+$/, 'chemin de page attendu, p. ex. /mentions-legales'),
  /** Visible heading (h1). */
  title: text,
  metaTitle: text.max(70, '70 caractères au plus'),
  metaDescription: text.min(70, '70 caractères au moins').max(170, '170 caractères au plus'),
  /** Date of the last review, written in French (« novembre 2026 »). */
  updated: text,
  intro: text,
  /** Points the business must check before publishing; empty once checked. */
  review: z.array(text),
  /** Shown while the identification values in `site.ts` are examples. */
  exampleNotice: text.optional(),
  sections: z
    .array(legalSectionSchema)
    .min(3, 'trois sections au moins')
    .superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((section, index) => {
        if (seen.has(section.id)) {
          ctx.addIssue({ code: 'custom', message: `identifiant « ${section.id} » en double`, path: [index, 'id'] });
        }
        seen.add(section.id);
      });
    }),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** Interface wording of the legal pages. */
export const legalUiText = {
  eyebrow: 'Informations légales',
  updated: 'Dernière mise à jour :',
  reviewHeading: 'À vérifier par l’entreprise',
  tocLabel: 'Sommaire',
} as const;

const G = businessConstants.guaranteeYears;
const hoursLine = site.openingHours
  .map((slot) => `${slot.label.toLowerCase()} : ${formatHourRange(slot.opens, slot.closes)}`)
  .join(' ; ');
const exampleNotice = site.isExample
  ? `Les données d’identification de l’entreprise affichées sur cette page (dénomination, forme juridique, adresse, téléphone, e-mail, numéros d’entreprise et de TVA, assureur) sont des valeurs d’exemple : elles doivent être remplacées par les données réelles avant la mise en ligne.`
  : undefined;

type LegalPageInput = z.input<typeof legalPageSchema>;

const legalPagesData: Record<LegalPageKey, LegalPageInput> = {
  'mentions-legales': {
    path: '/mentions-legales',
    title: 'Mentions légales',
    metaTitle: `Mentions légales | ${site.name}`,
    metaDescription: `Mentions légales de ${site.legalName} : identification de l’entreprise, numéros BCE et TVA, accès à la profession, assurances et hébergement du site.`,
    updated: 'novembre 2026',
    intro: `Ce site est édité par ${site.legalName}, entreprise familiale de couverture, de charpente et de menuiserie établie à ${site.address.locality} (${site.address.municipality}). Cette page reprend les informations qu’une entreprise présente sur internet doit publier selon le droit belge.`,
    review: [
      `Dénomination, forme juridique, siège, numéros d’entreprise et de TVA : à comparer avec l’extrait de la Banque-Carrefour des Entreprises.`,
      `Registre des personnes morales : tribunal de l’entreprise du siège (Hainaut, division Charleroi, à confirmer).`,
      `Accès à la profession : connaissances de gestion de base et compétences professionnelles dont dispose l’entreprise.`,
      `Assurances : compagnie, numéros de police et étendue de la RC professionnelle et de l’assurance décennale.`,
      `Hébergeur du site : dénomination, adresse et moyen de contact.`,
    ],
    exampleNotice,
    sections: [
      {
        id: 'editeur',
        heading: 'Éditeur du site',
        paragraphs: [
          `Les informations ci-dessous sont publiées conformément à l’article III.74 du Code de droit économique, à son livre XII « Droit de l’économie électronique » (qui reprend la loi du 11 mars 2003 sur certains aspects juridiques des services de la société de l’information) et à l’article 2:20 du Code des sociétés et des associations.`,
        ],
        list: [
          `Dénomination : ${site.legalName}`,
          `Nom commercial : ${site.name}`,
          `Forme juridique : ${site.legalForm}`,
          `Siège : ${postalAddressLine}, ${site.address.country}`,
          `Téléphone : ${site.phone.display}`,
          `E-mail : ${site.email}`,
          `Site internet : ${site.url}`,
          `Numéro d’entreprise (BCE) : ${site.enterpriseNumber}`,
          `Numéro de TVA : ${site.vatNumber}`,
          `Registre des personnes morales : RPM Hainaut, division Charleroi (à vérifier)`,
          `Horaires : ${hoursLine}`,
        ],
      },
      {
        id: 'acces-a-la-profession',
        heading: 'Accès à la profession',
        paragraphs: [
          `En Région wallonne, l’exercice à titre indépendant des métiers de la construction est soumis à l’accès à la profession : l’entreprise doit prouver des connaissances de gestion de base et des compétences professionnelles propres à chacune de ses activités (arrêté royal du 29 janvier 2007 relatif à la capacité professionnelle pour l’exercice des activités indépendantes dans les métiers de la construction et de l’électrotechnique, ainsi que de l’entreprise générale). Ces compétences sont vérifiées par un guichet d’entreprises lors de l’inscription à la Banque-Carrefour des Entreprises.`,
          `Les activités de ${site.name} relèvent des catégories suivantes ; l’entreprise y indique les accès dont elle dispose :`,
        ],
        list: [
          `Connaissances de gestion de base : à compléter par l’entreprise.`,
          `Toiture et étanchéité (couvertures en ardoise, en tuile et en zinc, isolation de toiture) : à compléter par l’entreprise.`,
          `Menuiserie et vitrerie (charpente, bardage, ossature bois) : à compléter par l’entreprise.`,
          `Entreprise générale, si l’entreprise coordonne la construction complète d’une maison à ossature bois : à compléter le cas échéant.`,
        ],
      },
      {
        id: 'assurances',
        heading: 'Assurances professionnelles',
        paragraphs: [
          `Assureur : ${site.insurer}.`,
          `Responsabilité civile professionnelle : elle couvre les dommages causés au client ou à des tiers lors de l’exécution des travaux. Sa couverture s’étend à la Belgique, où l’entreprise intervient.`,
          `Responsabilité décennale : la loi du 31 mai 2017 relative à l’assurance obligatoire de la responsabilité civile décennale des entrepreneurs, architectes et autres prestataires du secteur de la construction de travaux immobiliers (dite « loi Peeters-Borsus ») impose d’assurer la responsabilité prévue par les articles 1792 et 2270 de l’ancien Code civil pour les travaux réalisés sur des logements situés en Belgique lorsque l’intervention d’un architecte est obligatoire. Dans ce cas, l’entreprise remet son attestation d’assurance au client et à l’architecte avant le début des travaux.`,
          `Les numéros de police et les coordonnées complètes des assureurs sont communiqués sur simple demande et repris dans les devis.`,
        ],
      },
      {
        id: 'hebergement',
        heading: 'Hébergement',
        paragraphs: [
          `Le site est un site statique : ses pages sont préparées à l’avance et servies telles quelles, sans base de données ni compte utilisateur.`,
          `Hébergeur : à compléter par l’entreprise (dénomination, adresse du siège et moyen de contact de la société qui héberge le site).`,
        ],
      },
      {
        id: 'propriete-intellectuelle',
        heading: 'Propriété intellectuelle',
        paragraphs: [
          `Les textes, photographies, illustrations, logos et la mise en page du site appartiennent à ${site.legalName} ou sont utilisés avec l’autorisation de leurs auteurs. Ils sont protégés par le droit d’auteur (livre XI du Code de droit économique) et, le cas échéant, par le droit des marques. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite, sous réserve des exceptions prévues par la loi, comme la courte citation ou l’usage privé.`,
          `Les icônes du site sont dessinées d’après la collection Lucide (licence ISC). Les polices de caractères Inter et Fraunces sont distribuées sous licence SIL Open Font License et servies depuis le site lui-même.`,
        ],
      },
      {
        id: 'responsabilite',
        heading: 'Responsabilité',
        paragraphs: [
          `Les informations publiées sur ce site (description des services, délais annoncés, zone d’intervention) sont données de bonne foi et à titre général. Elles ne constituent pas une offre : seul un devis écrit, établi après examen de votre projet, engage l’entreprise, aux [conditions générales de vente](/conditions-generales).`,
          `${site.name} veille à l’exactitude et à la mise à jour du site, sans pouvoir garantir l’absence d’erreur ou d’interruption. Sauf faute de sa part ou disposition légale impérative, l’entreprise ne peut être tenue responsable d’un dommage résultant de l’utilisation des informations du site.`,
        ],
      },
      {
        id: 'liens',
        heading: 'Liens vers d’autres sites',
        paragraphs: [
          `Le site contient des liens vers la page Facebook de l’entreprise et vers d’autres sites. Ces sites ne sont ouverts qu’à votre initiative : aucune de leurs ressources n’est chargée tant que vous ne cliquez pas sur le lien. ${site.name} n’exerce aucun contrôle sur leur contenu ni sur leurs pratiques en matière de données personnelles.`,
          `Vous pouvez créer un lien vers les pages de ce site, à condition de ne pas les afficher à l’intérieur d’un autre site et de ne pas laisser croire à un partenariat qui n’existe pas.`,
        ],
      },
      {
        id: 'donnees-personnelles',
        heading: 'Données personnelles et cookies',
        paragraphs: [
          `Le traitement des données transmises par le formulaire de demande de devis est décrit dans la [politique de confidentialité](/politique-de-confidentialite). Le site ne dépose aucun cookie et n’utilise aucun outil de mesure d’audience.`,
        ],
      },
      {
        id: 'contact',
        heading: 'Nous contacter',
        paragraphs: [
          `Pour toute question relative au site ou à ces mentions : ${site.email}, ${site.phone.display}, ou par courrier à ${site.legalName}, ${postalAddressLine}.`,
        ],
      },
    ],
  },

  'politique-de-confidentialite': {
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    metaTitle: `Politique de confidentialité | ${site.name}`,
    metaDescription: `Comment ${site.name} traite les données de votre demande de devis : finalité, base légale, destinataires, durée de conservation et vos droits (RGPD).`,
    updated: 'novembre 2026',
    intro: `Cette politique explique comment ${site.legalName} traite les données personnelles que vous lui confiez en demandant un devis par le formulaire du site, conformément au règlement (UE) 2016/679 (RGPD) et à la loi belge du 30 juillet 2018 relative à la protection des personnes physiques à l’égard des traitements de données à caractère personnel.`,
    review: [
      `Prestataires : confirmer le service d’envoi d’e-mails (EmailJS), le fournisseur de messagerie de l’entreprise et l’hébergeur, et conserver leurs contrats de sous-traitance (article 28 du RGPD).`,
      `Transfert hors de l’Union européenne : vérifier que le contrat conclu avec EmailJS contient les clauses contractuelles types de la Commission européenne.`,
      `Durées de conservation : confirmer les durées indiquées, notamment avec le comptable de l’entreprise, et régler en conséquence l’historique des envois du compte EmailJS.`,
      `Sécurité : confirmer que le site est servi en HTTPS et que les comptes de messagerie et d’EmailJS sont protégés par une double authentification.`,
    ],
    exampleNotice,
    sections: [
      {
        id: 'responsable',
        heading: 'Responsable du traitement',
        paragraphs: [`Le responsable du traitement des données collectées sur ce site est :`],
        list: [
          `Dénomination : ${site.legalName}`,
          `Forme juridique : ${site.legalForm}`,
          `Siège : ${postalAddressLine}, ${site.address.country}`,
          `Numéro d’entreprise (BCE) : ${site.enterpriseNumber}`,
          `E-mail : ${site.email}`,
          `Téléphone : ${site.phone.display}`,
        ],
        afterList: [
          `Compte tenu de sa taille et de la nature des données traitées, l’entreprise n’est pas tenue de désigner un délégué à la protection des données. Vos questions sont traitées directement par la direction.`,
        ],
      },
      {
        id: 'donnees-collectees',
        heading: 'Données collectées',
        paragraphs: [
          `Le formulaire « Demandez votre Devis Gratuit » recueille uniquement les informations nécessaires pour vous répondre :`,
        ],
        list: [
          `votre nom complet (nom) — obligatoire ;`,
          `votre adresse e-mail (email) — obligatoire ;`,
          `votre numéro de téléphone (telephone) — obligatoire ;`,
          `la ville ou la commune du chantier (ville) — facultative ;`,
          `le type de bâtiment ou de projet (sujet) — obligatoire ;`,
          `la description de votre projet (message) — obligatoire.`,
        ],
        afterList: [
          `Nous vous demandons de ne pas indiquer dans le message d’informations sensibles (santé, opinions, données bancaires) : elles ne sont pas nécessaires pour établir un devis.`,
          `Au moment de l’envoi, comme lors de toute connexion à un serveur, le service d’envoi reçoit aussi l’adresse IP de votre appareil et des informations techniques sur votre navigateur.`,
        ],
      },
      {
        id: 'finalite-et-base-legale',
        heading: 'Finalité et base légale',
        paragraphs: [
          `Vos données servent uniquement à répondre à votre demande : vous recontacter, convenir d’une visite du chantier, préparer puis vous envoyer le devis. Elles ne sont utilisées ni pour de la prospection ni pour de la publicité, et ne sont jamais vendues ni louées.`,
          `Base légale : le traitement est nécessaire à l’exécution de mesures précontractuelles prises à votre demande (article 6, paragraphe 1, point b, du RGPD). Sans les champs obligatoires, nous ne pourrions pas traiter votre demande.`,
          `Si un contrat est conclu, les données utiles à son exécution et à sa facturation sont ensuite traitées pour exécuter ce contrat (même article, point b) et pour respecter nos obligations comptables et fiscales (article 6, paragraphe 1, point c, du RGPD).`,
          `Les journaux techniques de l’hébergeur (adresse IP, pages demandées, date et heure) sont traités sur la base de notre intérêt légitime à assurer la sécurité et le bon fonctionnement du site (article 6, paragraphe 1, point f, du RGPD).`,
          `Aucune décision automatisée ni aucun profilage n’est fondé sur vos données (article 22 du RGPD) : chaque demande est lue et traitée par une personne de l’entreprise.`,
        ],
      },
      {
        id: 'destinataires',
        heading: 'Destinataires et prestataires',
        paragraphs: [
          `Vos données sont destinées aux seules personnes de l’entreprise chargées des demandes de devis. Pour les acheminer, nous faisons appel aux prestataires suivants, qui agissent sur nos instructions en qualité de sous-traitants (article 28 du RGPD) :`,
        ],
        list: [
          `EmailJS Pte. Ltd. (Singapour), service d’envoi d’e-mails : lorsque vous envoyez le formulaire, votre navigateur transmet son contenu directement à EmailJS, qui le relaie sous forme d’e-mail vers la messagerie de l’entreprise ;`,
          `le fournisseur de messagerie de l’entreprise (à compléter) : il héberge la boîte ${site.email}, où votre demande est reçue et conservée ;`,
          `l’hébergeur du site (voir les [mentions légales](/mentions-legales)) : il sert les pages du site et ne reçoit pas le contenu du formulaire ; comme tout serveur, il peut enregistrer dans ses journaux techniques l’adresse IP des visiteurs et les pages demandées, pour la sécurité du service.`,
        ],
        afterList: [
          `Si l’envoi par le formulaire échoue ou n’est pas disponible, le site vous propose de nous écrire depuis votre propre logiciel de messagerie, avec un message pré-rempli : votre demande passe alors par votre fournisseur d’e-mail habituel, puis par celui de l’entreprise, sans transiter par EmailJS.`,
          `Vos données ne sont communiquées à aucun autre tiers, sauf obligation légale, par exemple à la demande d’une autorité judiciaire.`,
        ],
      },
      {
        id: 'transfert-hors-union-europeenne',
        heading: 'Transfert hors de l’Union européenne',
        paragraphs: [
          `EmailJS Pte. Ltd. est établie à Singapour, pays pour lequel la Commission européenne n’a pas adopté de décision d’adéquation. Le transfert de vos données vers ce prestataire est encadré par les clauses contractuelles types adoptées par la Commission européenne (article 46, paragraphe 2, point c, du RGPD), intégrées à son contrat de traitement des données ; ce point doit être confirmé par l’entreprise.`,
          `Vous pouvez obtenir une copie de ces garanties en écrivant à ${site.email}.`,
        ],
      },
      {
        id: 'duree-de-conservation',
        heading: 'Durée de conservation',
        paragraphs: [
          `Nous conservons vos données pendant la durée nécessaire aux finalités décrites ci-dessus. Les durées suivantes sont indicatives et doivent être confirmées par l’entreprise :`,
        ],
        list: [
          `demande de devis restée sans suite : 3 ans après notre dernier échange, pour pouvoir reprendre votre dossier si vous revenez vers nous, puis suppression ;`,
          `devis accepté et dossier du chantier : jusqu’à 10 ans après la réception des travaux, durée de la responsabilité décennale de l’entreprise ;`,
          `factures et pièces comptables : 7 ans selon le droit comptable (livre III du Code de droit économique), voire 10 ans selon les règles fiscales et de TVA en vigueur depuis 2023 ;`,
          `brouillon du formulaire dans votre navigateur : jusqu’à l’envoi réussi de votre demande (voir ci-dessous).`,
        ],
        afterList: [`À l’issue de ces durées, les données sont supprimées ou rendues anonymes.`],
      },
      {
        id: 'brouillon-dans-le-navigateur',
        heading: 'Brouillon enregistré dans votre navigateur',
        paragraphs: [
          `Pour que vous ne perdiez pas votre texte en cas de rechargement ou de fermeture accidentelle de la page, ce que vous tapez dans le formulaire est enregistré au fur et à mesure dans le stockage propre de votre navigateur (localStorage), sur cet appareil uniquement.`,
          `Ce brouillon n’est envoyé nulle part avant que vous ne cliquiez sur le bouton d’envoi : ni l’entreprise ni aucun prestataire n’y a accès. Il est effacé dès que votre demande est envoyée avec succès ; si l’envoi échoue, il est conservé pour que vous puissiez réessayer ou nous contacter autrement.`,
          `Vous pouvez l’effacer à tout moment avec le bouton « Effacer le formulaire » (proposé au-dessus du formulaire lorsque votre brouillon est retrouvé), en envoyant votre demande ou en supprimant les données de ce site dans les réglages de votre navigateur. Sur un ordinateur partagé, pensez à envoyer ou à effacer votre brouillon.`,
          `Le formulaire y note aussi l’heure de votre dernier envoi, et rien d’autre, pour n’accepter qu’un envoi toutes les 10 secondes et éviter les doublons. Ce stockage sert uniquement à ces deux fonctions et à aucun suivi.`,
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies et mesure d’audience',
        paragraphs: [
          `Le site ne dépose aucun cookie, n’utilise aucun outil de mesure d’audience ni de publicité et ne charge aucune ressource de tiers : ni police de caractères, ni script, ni carte, ni vidéo intégrée. C’est pourquoi aucun bandeau de consentement ne vous est présenté.`,
          `La seule connexion vers un autre domaine est l’envoi du formulaire au service EmailJS, au moment où vous le demandez.`,
        ],
      },
      {
        id: 'vos-droits',
        heading: 'Vos droits',
        paragraphs: [`Vous disposez à tout moment des droits suivants sur vos données (articles 15 à 21 du RGPD) :`],
        list: [
          `droit d’accès : savoir si nous traitons des données vous concernant et en obtenir une copie ;`,
          `droit de rectification : faire corriger des données inexactes ou incomplètes ;`,
          `droit à l’effacement : obtenir la suppression de vos données, sauf si nous devons les conserver pour respecter une obligation légale ;`,
          `droit à la limitation : demander le gel de leur utilisation, par exemple le temps de vérifier une contestation ;`,
          `droit d’opposition : vous opposer, pour des raisons tenant à votre situation particulière, à un traitement fondé sur l’intérêt légitime, comme les journaux techniques de l’hébergeur ;`,
          `droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré et couramment utilisé, ou les faire transmettre à un autre responsable du traitement.`,
        ],
      },
      {
        id: 'exercer-vos-droits',
        heading: 'Comment exercer vos droits',
        paragraphs: [
          `Écrivez-nous à ${site.email} ou par courrier à ${site.legalName}, ${postalAddressLine}. Si un doute raisonnable existe sur votre identité, nous pouvons vous demander de la confirmer.`,
          `L’exercice de vos droits est gratuit. Nous vous répondons dans un délai d’un mois, qui peut être prolongé de deux mois pour une demande complexe ; dans ce cas, nous vous en informons.`,
        ],
      },
      {
        id: 'reclamation',
        heading: 'Réclamation auprès de l’autorité de contrôle',
        paragraphs: [
          `Si vous estimez que le traitement de vos données ne respecte pas la réglementation, vous pouvez introduire une réclamation auprès de l’autorité belge de protection des données :`,
        ],
        list: [
          `Autorité de protection des données`,
          `Rue de la Presse 35, 1000 Bruxelles`,
          `Site internet : www.autoriteprotectiondonnees.be`,
        ],
        afterList: [
          `Nous vous invitons toutefois à nous contacter d’abord : la plupart des questions se règlent simplement.`,
        ],
      },
      {
        id: 'securite',
        heading: 'Sécurité',
        paragraphs: [
          `Le site est servi en HTTPS : les données du formulaire sont chiffrées pendant leur transport jusqu’au service d’envoi. L’accès à la messagerie de l’entreprise et au compte du service d’envoi est protégé par un mot de passe personnel et par une double authentification.`,
          `En cas de violation de données présentant un risque pour vos droits, nous la notifions à l’Autorité de protection des données dans les 72 heures et, si le risque est élevé, nous vous en informons.`,
        ],
      },
      {
        id: 'modifications',
        heading: 'Modifications',
        paragraphs: [
          `Cette politique peut être adaptée, notamment si un prestataire change. La date de la dernière mise à jour figure en haut de cette page.`,
        ],
      },
    ],
  },

  'conditions-generales': {
    path: '/conditions-generales',
    title: 'Conditions générales de vente',
    metaTitle: `Conditions générales de vente | ${site.name}`,
    metaDescription: `Conditions générales de ${site.name} : devis, prix et TVA, acompte, délais, réception des travaux, garanties, droit de rétractation et litiges.`,
    updated: 'novembre 2026',
    intro: `Ces conditions générales s’appliquent aux devis et aux travaux de couverture, de charpente, de menuiserie, d’isolation, de bardage et de construction à ossature bois réalisés par ${site.legalName}. Elles sont remises avec chaque devis ; en cas de contradiction, les conditions particulières du devis priment.`,
    review: [
      `Durée de validité des devis, montant de l’acompte et délai de paiement des factures.`,
      `Taux de TVA et conditions du taux réduit de 6 %, à confirmer avec le comptable.`,
      `Étendue et exclusions de la garantie de ${G} ans annoncée sur le site.`,
      `Clauses de réception, de délais et de retard de paiement : à faire relire par un conseil juridique.`,
      `Tribunal compétent pour les litiges entre professionnels.`,
    ],
    exampleNotice,
    sections: [
      {
        id: 'champ-d-application',
        heading: 'Champ d’application',
        paragraphs: [
          `Les présentes conditions régissent les relations entre ${site.legalName} (ci-après « l’entreprise ») et ses clients, consommateurs ou professionnels (ci-après « le client »), pour tout devis et tout contrat d’entreprise portant sur des travaux de toiture, de charpente, de menuiserie, d’isolation, de bardage ou de construction à ossature bois.`,
          `Elles sont communiquées au client avec le devis, avant la conclusion du contrat. Toute dérogation doit être acceptée par écrit. Les conditions générales du client ne s’appliquent qu’avec l’accord écrit de l’entreprise. Les dispositions impératives qui protègent le consommateur prévalent toujours sur les présentes conditions.`,
        ],
      },
      {
        id: 'devis',
        heading: 'Devis',
        paragraphs: [
          `Le devis est gratuit et sans engagement pour le client. Il est établi après une visite du chantier ou sur la base des informations fournies par le client, en règle générale dans les ${businessConstants.quoteWithinHours} heures qui suivent la visite ou la réception de ces informations.`,
          `Sauf mention contraire, le devis est valable 3 mois à compter de sa date. Passé ce délai, les prix peuvent être adaptés, notamment à l’évolution du coût des matériaux.`,
          `Le devis décrit les travaux, les matériaux, le prix, le taux de TVA appliqué et, si elle est connue, la date prévue de début des travaux. Les travaux qu’il ne prévoit pas, comme des pièces de charpente abîmées découvertes sous la couverture en cours de chantier, font l’objet d’un avenant écrit accepté par le client avant leur exécution, sauf mesure urgente nécessaire à la sécurité du bâtiment ou des personnes.`,
        ],
      },
      {
        id: 'commande',
        heading: 'Commande et acceptation',
        paragraphs: [
          `Le contrat est conclu lorsque le client renvoie le devis daté et signé, avec la mention « bon pour accord », ou l’accepte par écrit, par exemple par e-mail. Une demande envoyée par le formulaire du site ne vaut pas commande.`,
          `Si le client est un consommateur et que le contrat est conclu à distance ou en dehors des locaux de l’entreprise, il bénéficie du droit de rétractation décrit à l’article « Droit de rétractation du consommateur ».`,
          `Les données personnelles du client sont traitées conformément à la [politique de confidentialité](/politique-de-confidentialite).`,
        ],
      },
      {
        id: 'prix-et-tva',
        heading: 'Prix et TVA',
        paragraphs: [
          `Les prix sont exprimés en euros. Le devis mentionne le prix hors TVA, le taux de TVA et le prix TVA comprise. Sauf clause de révision expressément prévue au devis, les prix sont fermes pendant la durée de validité du devis et pendant l’exécution des travaux.`,
          `À titre d’information générale, les taux suivants s’appliquent en principe ; le taux retenu pour chaque chantier est confirmé dans le devis :`,
        ],
        list: [
          `taux réduit de 6 % : travaux de rénovation, de transformation ou d’entretien d’un logement privé dont la première occupation remonte à plus de 10 ans, utilisé exclusivement ou principalement comme habitation privée, lorsque les travaux sont facturés directement au consommateur final ; le client confirme par écrit que ces conditions sont remplies ;`,
          `taux normal de 21 % : dans les autres cas, notamment pour une construction neuve (sauf régime particulier), un logement de moins de 10 ans, un bâtiment qui n’est pas affecté au logement ou des travaux facturés à un intermédiaire.`,
        ],
        afterList: [
          `Si le taux réduit a été appliqué sur la base d’une déclaration inexacte du client, le supplément de TVA, les intérêts et les amendes éventuelles sont à sa charge. Une modification légale du taux de TVA s’applique de plein droit.`,
        ],
      },
      {
        id: 'acompte-et-paiement',
        heading: 'Acompte et paiement',
        paragraphs: [
          `Sauf autre accord au devis, un acompte de 30 % du prix TVA comprise est demandé à la commande, notamment pour l’achat des matériaux. Le solde est facturé à la fin des travaux ; pour les chantiers plus longs, des factures intermédiaires peuvent être émises selon l’avancement, comme prévu au devis.`,
          `Les factures sont payables par virement dans les 15 jours de leur date, sur le compte qui y est indiqué. En cas de retard de paiement :`,
        ],
        list: [
          `client consommateur : conformément au livre XIX du Code de droit économique, l’entreprise envoie d’abord un rappel gratuit qui laisse au client un délai de 14 jours pour payer ; ce n’est qu’à l’expiration de ce délai que des intérêts de retard et une indemnité forfaitaire peuvent être réclamés, dans les limites fixées par ce livre ;`,
          `client professionnel : conformément à la loi du 2 août 2002 concernant la lutte contre le retard de paiement dans les transactions commerciales, les sommes dues portent de plein droit intérêt au taux prévu par cette loi, et une indemnité forfaitaire de 40 € pour frais de recouvrement est due, sans préjudice d’une indemnisation raisonnable des autres frais de recouvrement.`,
        ],
        afterList: [
          `Pour la construction d’une maison d’habitation, par exemple une maison à ossature bois, ou pour certains travaux importants de transformation ou d’agrandissement d’un logement, la loi du 9 juillet 1971 réglementant la construction d’habitations et la vente d’habitations à construire ou en voie de construction (« loi Breyne ») peut s’appliquer : l’acompte est alors limité à 5 % du prix et le contrat respecte les règles propres à cette loi.`,
        ],
      },
      {
        id: 'delais',
        heading: 'Délais d’exécution',
        paragraphs: [
          `Les dates de début et la durée des travaux figurant au devis sont indicatives, sauf si un délai impératif a été convenu par écrit. Elles tiennent compte du planning de l’entreprise, de la livraison des matériaux et des autorisations nécessaires.`,
          `Le délai est prolongé de plein droit en cas d’intempéries, de force majeure, de retard de livraison indépendant de la volonté de l’entreprise, de travaux supplémentaires demandés par le client ou de retard dans le paiement de l’acompte. L’entreprise informe le client de tout report dans les meilleurs délais.`,
          `Si un délai impératif n’est pas respecté pour une cause imputable à l’entreprise, le client peut, après une mise en demeure restée sans effet, réclamer la réparation de son préjudice selon le droit commun.`,
        ],
      },
      {
        id: 'execution-et-acces-au-chantier',
        heading: 'Exécution des travaux et accès au chantier',
        paragraphs: [
          `L’entreprise exécute les travaux selon les règles de l’art, les normes et prescriptions techniques en vigueur et les instructions des fabricants des matériaux. Le client, pour sa part :`,
        ],
        list: [
          `assure un accès libre et sûr au chantier, y compris pour les véhicules et la livraison des matériaux, ainsi qu’une zone de stockage ;`,
          `met à disposition l’eau et l’électricité nécessaires au chantier ;`,
          `obtient, sauf accord contraire, le permis d’urbanisme requis et les autorisations d’occupation de la voie publique (échafaudage, conteneur), avec l’aide de l’entreprise s’il le souhaite ;`,
          `informe l’entreprise de tout élément utile, comme la présence connue d’amiante, des canalisations ou câbles cachés ou une fragilité de la structure ;`,
          `protège ou déplace, à la demande de l’entreprise, les biens situés sous la toiture ou à proximité du chantier.`,
        ],
        afterList: [
          `Le retrait de matériaux contenant de l’amiante n’est pas compris, sauf mention expresse au devis : il obéit à des règles particulières. À la fin du chantier, l’entreprise évacue ses déchets vers une filière agréée et laisse les lieux propres.`,
        ],
      },
      {
        id: 'intemperies',
        heading: 'Intempéries',
        paragraphs: [
          `Les travaux de toiture dépendent de la météo. La pluie, le vent fort, le gel, la neige ou des températures qui ne permettent pas une pose conforme aux prescriptions des fabricants peuvent interrompre le chantier. Les jours d’intempéries suspendent le délai d’exécution, sans indemnité de part et d’autre.`,
          `En cas d’interruption, l’entreprise met provisoirement la toiture hors d’eau (bâches, protections) pour préserver le bâtiment jusqu’à la reprise des travaux.`,
        ],
      },
      {
        id: 'reception-des-travaux',
        heading: 'Réception des travaux',
        paragraphs: [
          `Réception provisoire : à la fin des travaux, l’entreprise invite le client à les examiner avec elle. Un procès-verbal signé par les deux parties constate la réception et mentionne les remarques éventuelles ; l’entreprise corrige les défauts relevés dans un délai raisonnable. Si le client ne donne pas suite à l’invitation dans les 15 jours, ou s’il occupe ou utilise l’ouvrage sans formuler de réserve, la réception provisoire est considérée comme acquise.`,
          `La réception provisoire vaut agréation des défauts apparents qui n’y sont pas signalés. Elle fait courir le délai de la responsabilité décennale décrite à l’article « Garanties ».`,
          `Réception définitive : elle a lieu 12 mois après la réception provisoire, sauf autre délai prévu au devis. Elle est acquise si le client n’a signalé par écrit aucun défaut pendant ce délai ou si les défauts signalés ont été corrigés.`,
        ],
      },
      {
        id: 'garanties',
        heading: 'Garanties',
        paragraphs: [
          `Responsabilité décennale : conformément aux articles 1792 et 2270 de l’ancien Code civil, l’entreprise répond pendant 10 ans à compter de la réception des vices graves qui compromettent la solidité ou la stabilité du bâtiment ou de l’une de ses parties essentielles, comme la charpente ou la toiture. Pour les travaux qui entrent dans le champ de la loi du 31 mai 2017, cette responsabilité est couverte par l’assurance obligatoire décrite dans les [mentions légales](/mentions-legales).`,
          `Vices cachés de moindre gravité : les défauts qui n’étaient pas décelables à la réception et qui ne relèvent pas de la responsabilité décennale peuvent être invoqués par le client dans un bref délai à partir de leur découverte.`,
          `Garantie de ${G} ans sur tous les travaux : en plus des garanties légales, qu’elle ne limite en rien, l’entreprise garantit pendant ${G} ans à compter de la réception provisoire les travaux qu’elle a réalisés : elle corrige gratuitement tout défaut d’exécution qui apparaît pendant cette période, notamment un défaut d’étanchéité ou de tenue de la couverture, de la charpente ou du bardage. Le devis précise l’étendue de cette garantie pour chaque chantier.`,
          `Cette garantie ne couvre pas :`,
        ],
        list: [
          `l’usure normale et le défaut d’entretien, comme le nettoyage des gouttières et des chéneaux, le démoussage ou le contrôle après une tempête ;`,
          `les dommages dus à un événement exceptionnel (tempête, grêle, chute d’arbre), à un accident ou au fait d’un tiers ;`,
          `les modifications ou réparations réalisées par une autre personne que l’entreprise ;`,
          `les parties existantes du bâtiment que l’entreprise n’a pas remplacées, et les matériaux fournis par le client.`,
        ],
        afterList: [
          `Toute demande au titre d’une garantie est adressée par écrit à ${site.email} ou par courrier au siège de l’entreprise, avec une description du problème et, si possible, des photos.`,
        ],
      },
      {
        id: 'droit-de-retractation',
        heading: 'Droit de rétractation du consommateur',
        paragraphs: [
          `Lorsque le client est un consommateur et que le contrat est conclu à distance (par e-mail, par téléphone ou par courrier, sans rencontre au moment de la conclusion) ou en dehors des locaux de l’entreprise, par exemple à son domicile, il dispose d’un délai de 14 jours à compter de la conclusion du contrat pour se rétracter, sans avoir à motiver sa décision (livre VI du Code de droit économique).`,
          `Pour exercer ce droit, le client informe l’entreprise de sa décision avant l’expiration du délai, par une déclaration dénuée d’ambiguïté envoyée à ${site.email} ou par courrier à ${site.legalName}, ${postalAddressLine}. Il peut utiliser le modèle de formulaire de rétractation repris à l’annexe 2 du livre VI du Code de droit économique. L’entreprise rembourse les sommes reçues au plus tard 14 jours après avoir été informée de la rétractation.`,
          `Si le client demande expressément que les travaux commencent avant la fin du délai de rétractation et se rétracte ensuite, il paie un montant proportionnel aux travaux déjà réalisés. Il perd son droit de rétractation lorsque les travaux ont été entièrement exécutés avec son accord préalable exprès et après avoir reconnu qu’il perdrait ce droit.`,
          `Le droit de rétractation ne s’applique pas lorsque le client a expressément demandé à l’entreprise de venir effectuer des travaux urgents d’entretien ou de réparation, par exemple une fuite de toiture, dans la limite de ces travaux urgents. Les contrats portant sur la construction de nouveaux bâtiments ou la transformation importante de bâtiments existants sont en principe exclus de ces règles.`,
        ],
      },
      {
        id: 'reclamations',
        heading: 'Réclamations',
        paragraphs: [
          `Les défauts apparents sont signalés au plus tard lors de la réception provisoire. Toute autre réclamation, y compris la contestation d’une facture, est adressée par écrit à ${site.email} ou par courrier, de préférence dans les 15 jours, avec une description précise et, si possible, des photos.`,
          `L’entreprise accuse réception de la réclamation et propose une solution ou une visite dans un délai raisonnable. La partie non contestée d’une facture reste due.`,
        ],
      },
      {
        id: 'litiges-et-mediation',
        heading: 'Litiges et médiation',
        paragraphs: [
          `En cas de désaccord, les parties recherchent d’abord une solution amiable.`,
          `Le client consommateur peut s’adresser gratuitement au Service de médiation pour le consommateur (www.mediationconsommateur.be), qui traite sa demande ou la transmet à l’entité qualifiée compétente. Le recours à la médiation est volontaire et n’empêche pas de saisir un tribunal.`,
          `À défaut d’accord, les litiges avec un consommateur relèvent des tribunaux désignés par le Code judiciaire, notamment ceux du domicile du consommateur. Les litiges avec un client professionnel relèvent des tribunaux de l’arrondissement judiciaire du Hainaut, division de Charleroi (à confirmer), sauf règle impérative contraire.`,
        ],
      },
      {
        id: 'droit-applicable',
        heading: 'Droit applicable',
        paragraphs: [
          `Les contrats conclus avec l’entreprise et les présentes conditions générales sont soumis au droit belge. Un consommateur qui réside habituellement dans un autre État conserve la protection que lui accordent les dispositions impératives de la loi de ce pays.`,
          `Si une clause des présentes conditions était déclarée nulle, les autres clauses resteraient applicables.`,
        ],
      },
    ],
  },
};

function loadLegalPages(): Record<LegalPageKey, LegalPage> {
  const pages = validateEntries(
    'pages légales',
    legalPageSchema,
    legalPageKeys.map((key) => legalPagesData[key]),
    (_entry, index) => `page ${legalPageKeys[index] ?? index + 1}`,
  );
  const result = {} as Record<LegalPageKey, LegalPage>;
  legalPageKeys.forEach((key, index) => {
    const page = pages[index];
    if (!page || page.path !== `/${key}`) {
      throw new Error(`Contenu invalide dans « pages légales » : la page ${key} doit avoir le chemin /${key}`);
    }
    result[key] = page;
  });
  return result;
}

/** The three legal pages, validated when the build loads this module. */
export const legalPages = loadLegalPages();
