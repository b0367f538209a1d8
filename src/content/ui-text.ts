/**
 * Interface wording that is not tied to one content entry: labels, buttons, headings of
 * blocks, notes. Kept here so components hold no copy and the French can be reviewed in
 * one place. Non-breaking spaces (U+00A0) precede « : ; ! ? ».
 */
import { businessConstants } from './constants';

export const uiText = {
  skipLink: 'Aller au contenu',
  header: {
    mainNavLabel: 'Navigation principale',
    mobileNavLabel: 'Navigation mobile',
    menu: 'Menu',
    closeMenu: 'Fermer le menu',
    servicesSubmenu: 'Sous-menu Nos Services',
    callPrefix: 'Appeler le',
    homeLinkSuffix: 'accueil',
  },
  /** The bar fixed to the bottom of phone screens once the hero's buttons are out of view. */
  callBar: {
    label: 'Contact rapide',
    call: 'Appeler',
    quote: 'Devis gratuit',
  },
  services: {
    more: 'En savoir plus',
    otherHeading: 'Un autre projet ?',
    otherText:
      'Urgence après une tempête, rénovation complète, lucarne, corniche ou gouttière : décrivez-nous votre toiture, nous passons la voir et vous remettons un devis gratuit sous 48 h.',
    otherButton: 'Demander un Devis Gratuit',
  },
  gallery: {
    tabsLabel: 'Catégories de réalisations',
    ctaLead: 'Un projet semblable en tête ? Parlons-en.',
    ctaButton: 'Demander un devis pour votre toiture',
    /** Labels of the lightbox (yet-another-react-lightbox keys → French). */
    lightbox: {
      Lightbox: 'Photo agrandie',
      Carousel: 'Carrousel',
      'Photo gallery': 'Photos de la catégorie',
      Slide: 'Photo',
      '{index} of {total}': '{index} sur {total}',
      Previous: 'Photo précédente',
      Next: 'Photo suivante',
      Close: 'Fermer',
    },
  },
  zone: {
    fastHeading: 'Intervention rapide',
    fastIntro: 'Communes à moins de 20 km de notre dépôt de Montigny-le-Tilleul :',
    regionsHeading: 'Nos régions d’intervention',
    radiusNote: 'Rayon d’intervention : 50 km autour de notre dépôt.',
  },
  communes: {
    whyHeading: 'Pourquoi nous choisir ?',
    callHeading: 'Un souci de toiture près de chez vous ?',
    callText:
      'Un appel suffit : nous passons constater les dégâts et vous remettons un devis gratuit, sans engagement.',
    callButtonPrefix: 'Appeler le',
    formButton: 'Écrire via le formulaire',
    specialitiesLabel: 'Spécificités',
  },
  contact: {
    addressTitle: 'Adresse',
    addressZone: 'Intervention dans un rayon de 50 km : Namur, Charleroi, Mons, Nivelles et environs.',
    phoneTitle: 'Téléphone',
    emailTitle: 'E-mail',
    emailPromise: 'Réponse sous 24h',
    formTitle: 'Demandez votre Devis Gratuit',
    formIntro: 'Décrivez votre projet : nous vous recontactons rapidement pour fixer une visite.',
    notes: '* Champs obligatoires - Devis gratuit sous 48h - Aucun engagement',
    submit: 'Envoyer ma demande',
    selectPlaceholder: 'Choisissez un type de projet',
  },
  /** The quote form's states, toasts and fallbacks (the toasts' titles and texts are those of decisions.md). */
  contactForm: {
    sending: 'Envoi en cours…',
    successTitle: 'Succès !',
    successText: 'Votre e-mail a été envoyé avec succès.',
    errorTitle: 'Erreur !',
    errorText: 'Votre e-mail n’a pas pu être envoyé. Veuillez nous contacter par e-mail ou depuis notre page Facebook.',
    rateLimitText: 'Trop de demandes en peu de temps : patientez un instant, puis réessayez.',
    offlineText:
      'Votre appareil n’est pas connecté à internet : rien n’a été envoyé. Réessayez dès que la connexion revient.',
    alternativesLead:
      'Votre demande est conservée sur cet appareil. Réessayez dans un instant ou joignez-nous autrement :',
    callPrefix: 'Appeler le',
    mailtoLink: 'Envoyer la demande depuis votre messagerie',
    facebookLink: 'Nous écrire sur Facebook',
    privacyNotice: 'Vos coordonnées servent uniquement à répondre à votre demande et ne sont jamais cédées.',
    privacyLink: 'Politique de confidentialité',
    draftRestored: 'Nous avons retrouvé la demande que vous aviez commencée sur cet appareil.',
    clearForm: 'Effacer le formulaire',
    mailtoFallbackNote:
      'L’envoi direct n’est pas disponible pour le moment : le bouton ouvre votre logiciel de messagerie avec votre demande pré-remplie, adressée à',
    mailtoOpenedTitle: 'Votre messagerie s’ouvre',
    mailtoOpenedText: 'Votre demande est prête dans un nouveau message : il ne vous reste qu’à l’envoyer.',
    mailtoOpenedLead: 'Votre logiciel de messagerie ne s’est pas ouvert ?',
    mailtoOpenAgain: 'Ouvrir le message pré-rempli',
    mailtoSubject: 'Demande de devis',
    projectTypeLabel: 'Type de projet',
    notificationsLabel: 'Notifications',
    dismissNotification: 'Fermer la notification',
    honeypotLabel: 'Laissez ce champ vide',
    /** Shown in place of the send button when JavaScript is off: nothing typed is sent or lost. */
    noScriptLead:
      'JavaScript est désactivé dans votre navigateur\u00a0: ce formulaire ne peut pas envoyer votre demande, mais ce que vous y tapez reste affiché. Appelez-nous ou écrivez-nous en y copiant votre demande\u00a0:',
    writeTo: 'Écrire à',
    /** A press on the send button before the form is ready: the request leaves as soon as it is. */
    waitingForForm:
      'Un instant\u00a0: le formulaire se prépare. Votre demande partira dès qu’il sera prêt, rien de ce que vous avez tapé n’est perdu.',
    formSlow:
      'Le formulaire met du temps à se charger. Votre demande reste affichée ci-dessus et partira dès qu’il sera prêt. Sans attendre\u00a0:',
  },
  footer: {
    about: `Entreprise familiale de couverture, charpente et menuiserie. Plus de ${businessConstants.yearsOfExperience} ans d’expérience au service des toitures de Wallonie.`,
    servicesHeading: 'Nos services',
    contactHeading: 'Contact',
    hoursHeading: 'Horaires',
    legalNavLabel: 'Informations légales',
    facebook: 'Facebook',
    companyWebsite: 'Site de l’entreprise',
  },
  notFound: {
    code: '404',
    title: 'Oups ! Page introuvable',
    text: 'La page demandée n’existe pas ou a été déplacée. Nos services, nos réalisations et le formulaire de devis vous attendent sur la page d’accueil.',
    backHome: 'Retour à l’accueil',
  },
  servicePage: {
    benefitsHeading: 'Les avantages',
    offeringsHeading: 'Nos prestations',
    ctaHeading: 'Un projet ? Parlons-en.',
    ctaText: 'Visite sur place et devis gratuit sous 48 h, sans engagement.',
    ctaButton: 'Demander un Devis Gratuit',
    breadcrumbHome: 'Accueil',
    breadcrumbServices: 'Nos Services',
    breadcrumbLabel: 'Fil d’Ariane',
    otherServices: 'Nos autres services',
  },
} as const;
