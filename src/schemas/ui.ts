/**
 * Interface wording that belongs to no single content entry (`src/content/ui.yaml`): menu,
 * buttons, headings of blocks, the form's messages, the footer, the 404 page. Components hold
 * no copy: they receive these texts from the pages.
 */
import { z } from 'astro/zod';
import {
  atMost,
  boundedHint,
  fixed,
  plain,
  quotingOnly,
  searchDescription,
  searchTitle,
  sentence,
  text,
  TEXT_MAX,
  type FieldMeta,
} from './fields';
import { numberPlaceholderNames, placeholderNames } from './placeholders';
import { datedStatement, statementLabels } from './dated';
import { NBSP } from './characters';

/**
 * A text with names of its own that the page fills in as it runs (`{heure}`, `{jour}`): each must
 * stay, and only those and the site's usual values may appear between braces.
 */
function runtimeText(title: string, names: readonly string[], example: string) {
  const kept = names.map((name) => `{${name}}`).join(' et ');
  return plain(
    quotingOnly(
      z
        .string()
        .trim()
        .max(TEXT_MAX, atMost(TEXT_MAX))
        .refine((value) => names.every((name) => value.includes(`{${name}}`)), {
          message: `Gardez ${kept} dans ce texte${NBSP}: la page les remplace, p.${NBSP}ex. «${NBSP}${example}${NBSP}».`,
        }),
      [...placeholderNames, ...names],
      numberPlaceholderNames,
    ),
  ).meta({
    title,
    description: boundedHint(TEXT_MAX, `Gardez ${kept}${NBSP}: la page les remplace.`),
  } satisfies FieldMeta);
}

function group<Shape extends z.ZodRawShape>(title: string, shape: Shape) {
  return z.object(shape).meta({ title } satisfies FieldMeta);
}

export const uiSchema = z.object({
  skipLink: text('Lien d’évitement (« aller au contenu »)'),
  nav: group('Menu', {
    accueil: fixed('Accueil', 'Accueil'),
    services: fixed('Nos Services', 'Nos Services'),
    apropos: fixed('À Propos', 'À Propos'),
    galerie: fixed('Galerie', 'Galerie'),
    zone: fixed('Zone d’intervention', 'Zone d’intervention'),
    'communes-proches': fixed('Communes Proches', 'Communes Proches'),
    contact: fixed('Contact', 'Contact'),
  }),
  header: group('En-tête', {
    mainNavLabel: text('Nom du menu principal (lecteurs d’écran)'),
    mobileNavLabel: text('Nom du menu mobile (lecteurs d’écran)'),
    menu: text('Bouton du menu mobile'),
    servicesSubmenu: text('Bouton du sous-menu des services'),
    homeLinkSuffix: text('Fin du nom du lien vers l’accueil'),
  }),
  callBar: group('Barre d’appel (téléphones)', {
    label: text('Nom de la barre (lecteurs d’écran)'),
    call: text('Bouton d’appel'),
    quote: text('Bouton de devis'),
    emergency: text('Bouton de la ligne d’urgence', {
      hint: 'Remplace « Appeler » quand le bureau est fermé ; affiché à côté sans JavaScript.',
    }),
  }),
  officeHours: group('Horaires : ouvert ou fermé', {
    answerOpen: runtimeText('Formulaire, bureau ouvert', ['heure'], 'Bureau ouvert aujourd’hui jusqu’à {heure}.'),
    answerClosed: runtimeText(
      'Formulaire, bureau fermé',
      ['jour', 'heure'],
      'Bureau fermé : une demande envoyée maintenant sera lue {jour} dès {heure}.',
    ),
    today: text('Le jour même', { hint: 'Remplace {jour} quand le bureau ouvre plus tard dans la journée.' }),
    tomorrow: text('Le lendemain', { hint: 'Remplace {jour} quand le bureau ouvre le lendemain.' }),
  }),
  services: group('Section « Nos Services »', {
    more: text('Lien de chaque carte'),
    otherHeading: text('Titre de la carte « autre projet »'),
    otherText: sentence('Texte de la carte « autre projet »'),
    otherButton: fixed('Bouton de la carte « autre projet »', 'Demander un Devis Gratuit'),
  }),
  gallery: group('Galerie', {
    tabsLabel: text('Nom des onglets (lecteurs d’écran)'),
    ctaLead: text('Phrase avant le bouton'),
    ctaButton: text('Bouton'),
    imageLoading: text('Visionneuse : image en cours de chargement'),
    imageError: text('Visionneuse : image impossible à charger'),
    lightbox: group('Visionneuse', {
      Lightbox: text('Nom de la visionneuse'),
      Carousel: text('Nom du carrousel'),
      'Photo gallery': text('Nom de la liste des images'),
      Slide: text('Nom d’une image'),
      Caption: text('Nom de la légende'),
      '{index} of {total}': z
        .string()
        .max(40, atMost(40))
        .regex(
          /\{index\}[\s\S]*\{total\}/,
          'Gardez {index} puis {total} dans ce texte : ils sont remplacés par les numéros, p. ex. « {index} sur {total} ».',
        )
        .meta({
          title: 'Position (« 2 sur 4 »)',
          description: 'Gardez {index} et {total} : ils sont remplacés par les numéros.',
        } satisfies FieldMeta),
      Previous: text('Image précédente'),
      Next: text('Image suivante'),
      Close: text('Fermer'),
    }),
  }),
  zone: group('Zone d’intervention', {
    fastHeading: text('Titre de l’intervention rapide'),
    fastIntro: text('Introduction de la liste des localités'),
    byRoad: text('Après la distance d’une localité', { hint: 'P. ex. « par la route » : « 5 km par la route ».' }),
    regionsHeading: text('Titre des régions (lecteurs d’écran)'),
    regionTownsLabel: text('Nom de la liste des localités d’une région (lecteurs d’écran)'),
    radiusNote: text('Note sur le rayon'),
  }),
  communes: group('Communes proches', {
    whyHeading: text('Titre « Pourquoi nous choisir »'),
    callHeading: text('Titre du bloc d’appel'),
    callText: sentence('Texte du bloc d’appel'),
    callButtonPrefix: text('Avant le numéro de téléphone'),
    callEmergencyPrefix: text('Avant le numéro d’urgence (bureau fermé)'),
    formButton: text('Bouton vers le formulaire'),
    specialitiesLabel: text('Nom de la liste des spécificités (lecteurs d’écran)'),
    byRoad: text('Après la distance d’une localité', { hint: 'P. ex. « par la route » : « 5 km par la route ».' }),
  }),
  contact: group('Section « Contact »', {
    addressTitle: text('Titre de la carte « adresse »'),
    addressZone: text('Zone sous l’adresse'),
    phoneTitle: text('Titre de la carte « téléphone »'),
    emailTitle: text('Titre de la carte « e-mail »'),
    emailPromise: text('Promesse sous l’e-mail'),
    emergencyLabel: text('Avant le numéro d’urgence (carte « téléphone »)'),
    formTitle: fixed('Titre du formulaire', 'Demandez votre Devis Gratuit'),
    formIntro: text('Introduction du formulaire'),
    notes: text('Notes du formulaire', {
      hint: 'Sous le formulaire. Le délai du devis se cite, p. ex. « sous {heures-devis} h ouvrables ».',
    }),
    submit: text('Bouton d’envoi'),
    selectPlaceholder: text('Choix du type de projet (avant sélection)'),
  }),
  form: group('Formulaire de devis', {
    fields: group('Libellés des champs', {
      nom: fixed('Nom', 'Nom complet *'),
      email: text('E-mail'),
      telephone: text('Téléphone'),
      ville: text('Ville'),
      sujet: fixed('Type de projet', 'Type de bâtiment/Type de projet *'),
      message: text('Message'),
    }),
    sending: text('Pendant l’envoi'),
    successTitle: fixed('Titre du succès', 'Succès\u00a0!'),
    successText: fixed('Texte du succès', 'Votre e-mail a été envoyé avec succès.'),
    errorTitle: fixed('Titre de l’échec', 'Erreur\u00a0!'),
    errorText: fixed(
      'Texte de l’échec',
      'Votre e-mail n’a pas pu être envoyé. Veuillez nous contacter par e-mail ou depuis notre page Facebook.',
    ),
    rateLimitText: sentence('Trop d’envois rapprochés'),
    offlineText: sentence('Appareil hors connexion'),
    alternativesLead: sentence('Après un échec, avant les autres moyens de contact'),
    callPrefix: text('Avant le numéro de téléphone'),
    emergencyCallPrefix: text('Avant le numéro d’urgence (après un échec, bureau fermé)'),
    mailtoLink: text('Lien « envoyer depuis votre messagerie »'),
    facebookLink: text('Lien Facebook'),
    privacyNotice: sentence('Note de confidentialité'),
    privacyLink: text('Lien vers la politique de confidentialité'),
    draftRestored: sentence('Brouillon retrouvé'),
    clearForm: text('Bouton « effacer »'),
    mailtoFallbackNote: sentence('Envoi direct indisponible (avant l’adresse)'),
    mailtoOpenedTitle: text('Messagerie ouverte : titre'),
    mailtoOpenedText: sentence('Messagerie ouverte : texte'),
    mailtoOpenedLead: text('Messagerie pas ouverte ?'),
    mailtoOpenAgain: text('Rouvrir le message'),
    mailtoSubject: text('Objet de l’e-mail pré-rempli'),
    projectTypeLabel: text('« Type de projet » dans l’e-mail pré-rempli'),
    notificationsLabel: text('Nom de la zone des notifications (lecteurs d’écran)'),
    dismissNotification: text('Bouton de fermeture d’une notification'),
    honeypotLabel: text('Champ piège (invisible)'),
    noScriptLead: sentence('Navigateur sans JavaScript : note à la place du bouton d’envoi'),
    writeTo: text('Avant l’adresse e-mail (« Écrire à »)'),
    waitingForForm: sentence('Bouton pressé avant que le formulaire soit prêt'),
    formSlow: sentence('Formulaire long à se préparer (avant la messagerie et le téléphone)'),
  }),
  footer: group('Pied de page', {
    about: sentence('Présentation'),
    servicesHeading: text('Titre « services »'),
    contactHeading: text('Titre « contact »'),
    hoursHeading: text('Titre « horaires »'),
    emergencyLabel: text('Avant le numéro d’urgence'),
    legalNavLabel: text('Nom des liens légaux (lecteurs d’écran)'),
    facebook: text('Lien Facebook'),
    companyWebsite: text('Lien vers le site de l’entreprise'),
    enterpriseNumber: text('Avant le numéro BCE'),
    vatNumber: text('Avant le numéro de TVA'),
  }),
  notFound: group('Page introuvable (404)', {
    code: fixed('Code', '404'),
    metaTitle: text('Titre de l’onglet et des résultats de recherche'),
    title: fixed('Titre', 'Oups\u00a0! Page introuvable'),
    text: sentence('Texte'),
    backHome: fixed('Lien', 'Retour à l’accueil'),
  }),
  servicePage: group('Pages des services', {
    benefitsHeading: text('Titre des avantages'),
    offeringsHeading: text('Titre des prestations'),
    ctaHeading: text('Titre de l’appel à l’action'),
    ctaText: text('Texte de l’appel à l’action'),
    ctaButton: fixed('Bouton', 'Demander un Devis Gratuit'),
    breadcrumbHome: text('Fil d’Ariane : accueil'),
    breadcrumbServices: text('Fil d’Ariane : services'),
    breadcrumbLabel: text('Nom du fil d’Ariane (lecteurs d’écran)'),
    otherServices: text('Titre « nos autres services »'),
    ctaCallPrefix: text('Bouton d’appel, avant le numéro'),
    ctaEmergencyPrefix: text('Bouton de la ligne d’urgence, avant le numéro'),
    proofLabel: text('Nom de la liste des garanties (lecteurs d’écran)'),
    proofGuarantee: text('Garantie (lien vers les conditions générales)'),
    proofInsurancePrefix: text('Assurance décennale, avant le nom de l’assureur (lien vers les mentions légales)'),
    proofExperience: text('Expérience (lien vers « À propos »)'),
  }),
  worksites: group('Réalisations', {
    // With the service's title and a page number, the <title> of a filtered page (lib/pages/worksites-page.ts).
    heading: text('Titre de la liste des réalisations', { max: 40 }),
    intro: sentence('Introduction de la liste'),
    metaTitle: searchTitle('Titre de la liste dans les moteurs de recherche'),
    metaDescription: searchDescription('Description de la liste dans les moteurs de recherche'),
    filterLabel: text('Titre du filtre par service'),
    allServices: text('Filtre : tous les services'),
    paginationLabel: text('Nom de la pagination (lecteurs d’écran)'),
    pageLabel: text('Avant le numéro d’une page', { max: 12 }),
    newer: text('Lien vers les chantiers plus récents'),
    older: text('Lien vers les chantiers plus anciens'),
    empty: sentence('Texte quand aucun chantier n’est publié'),
    exampleBadge: text('Mention des chantiers d’exemple'),
    illustrationLabel: text('Mention sur une image qui est une illustration', {
      hint: 'Sur la vignette d’un chantier montré par un dessin et non par une photo, p. ex. « Illustration ».',
    }),
    exampleNote: sentence('Avertissement sur la page d’un chantier d’exemple'),
    breadcrumb: text('Fil d’Ariane : réalisations'),
    servicesHeading: text('Titre des services du chantier'),
    factsHeading: text('Titre de l’encadré « en bref »'),
    surfaceLabel: text('Libellé de la surface'),
    materialLabel: text('Libellé du matériau'),
    durationLabel: text('Libellé de la durée'),
    photosHeading: text('Titre des photos'),
    beforeLabel: text('Mention « avant »'),
    afterLabel: text('Mention « après »'),
    storyHeading: text('Titre du texte'),
    ctaHeading: text('Titre de l’appel à l’action'),
    ctaText: text('Texte de l’appel à l’action'),
    ctaButton: text('Bouton de l’appel à l’action'),
    latestHeading: text('Titre des derniers chantiers (pages des services)'),
    allLink: text('Lien vers toutes les réalisations'),
    galleryLink: text('Lien de la galerie vers les réalisations'),
  }),
  legal: group('Pages légales', {
    eyebrow: text('Surtitre'),
    updated: text('Avant la date de mise à jour'),
    reviewHeading: text('Titre de l’encadré « à vérifier »'),
    tocLabel: text('Titre du sommaire'),
    exampleNotice: sentence('Avertissement affiché tant que les coordonnées sont celles de l’exemple'),
  }),
  credentials: group('Bloc « Une entreprise vérifiable »', {
    heading: text('Titre du bloc'),
    intro: sentence('Texte sous le titre'),
    enterpriseNumber: text('Libellé du numéro d’entreprise'),
    registerLink: text('Lien vers la Banque-Carrefour des Entreprises', {
      hint: 'Ouvre la fiche de l’entreprise dans le registre public, d’un clic.',
    }),
    vatNumber: text('Libellé du numéro de TVA'),
    liabilityInsurance: text('Libellé de la RC professionnelle'),
    decennialInsurance: text('Libellé de la responsabilité décennale'),
    memberships: text('Libellé des fédérations et labels'),
    details: text('Lien vers les mentions légales (polices, attestation)'),
    ...statementLabels(),
    decennialLaw: datedStatement('Responsabilité décennale : ce que dit la loi', {
      text: sentence('Ce que la loi impose et couvre', {
        hint: 'Comme la loi le dit, sans l’étendre : les travaux sur des logements pour lesquels un architecte est obligatoire ; la solidité, la stabilité et l’étanchéité du gros œuvre fermé.',
      }),
    }),
  }),
  reviewLinks: group('Liens vers vos avis sur une plateforme', {
    see: text('Lien « voir nos avis »', { hint: 'P. ex. « Voir nos avis sur Google » : mène à votre fiche.' }),
    give: text('Lien « donner votre avis »', { hint: 'Ouvre le formulaire d’avis de la plateforme.' }),
    label: text('Nom du groupe de liens (lecteurs d’écran)'),
  }),
  reviewCard: group('Carte d’avis à imprimer (administration)', {
    title: text('Titre de la carte'),
    text: sentence('Texte de la carte'),
    scan: text('Sous le QR code', { hint: 'P. ex. « Scannez avec l’appareil photo de votre téléphone ».' }),
    thanks: text('Remerciement'),
    print: text('Bouton « imprimer »'),
    help: sentence('Aide de la page (non imprimée)'),
    missing: sentence('Quand aucun lien d’avis n’est donné'),
  }),
  photos: group('Photos de la toiture (formulaire et message de succès)', {
    heading: text('Titre'),
    text: sentence('Pourquoi envoyer des photos'),
    tips: sentence('Quelles photos aident', {
      hint: 'Jamais en montant sur le toit : dites-le.',
    }),
    whatsapp: text('Lien WhatsApp', { hint: 'Affiché si un numéro WhatsApp est donné (Entreprise › Coordonnées).' }),
    email: text('Lien e-mail'),
    sent: sentence('Message de succès, avant les liens'),
    whatsappText: runtimeText(
      'Texte pré-rempli du message WhatsApp',
      ['demande'],
      'Bonjour, voici les photos de ma toiture pour ma demande de devis ({demande}).',
    ),
    emailSubject: runtimeText(
      'Objet de l’e-mail des photos',
      ['demande'],
      'Photos de ma toiture pour ma demande de devis ({demande})',
    ),
  }),
  storm: group('Urgence toiture (liens vers la page)', {
    footerLink: text('Lien du pied de page'),
    formLink: text('Lien près du type de projet « urgence »', {
      hint: 'Affiché quand le visiteur choisit le type de projet d’urgence.',
    }),
    callBarLink: text('Lien de la barre d’appel (bureau fermé)', { hint: 'Court : « Que faire ? ».' }),
  }),
  holding: group('Page d’attente (avant la mise en ligne)', {
    title: text('Titre, quand le nom de l’entreprise n’est pas encore donné'),
    text: sentence('Texte', {
      hint: 'Seule page publiée tant que « Le site est prêt à être publié » n’est pas coché (Entreprise › Coordonnées › Mise en ligne). Ni téléphone ni adresse : rien de l’exemple ne doit y paraître.',
    }),
  }),
});
export type UiText = z.infer<typeof uiSchema>;
