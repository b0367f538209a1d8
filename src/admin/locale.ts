/**
 * The admin in French: Decap CMS's own French, completed where it has none (it falls back to
 * English: « Media », « Expand »…), with the site's typography and the owner's words for a refused
 * save (what to change, never « Error: » or a pattern).
 */
import { fr } from 'decap-cms-locales';
import { NBSP } from '../schemas/characters';

export type Phrases = { [key: string]: string | Phrases };

/** `base` with `changes` written over it, key by key. */
export function merged(base: Phrases, changes: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

/**
 * Decap's French in the site's typography: a non-breaking space before « : ; ! ? », the typographic
 * apostrophe and ellipsis, quotation marks « ». Its wording is then corrected below where it is
 * wrong or unclear for the owner.
 */
export function typeset(phrase: string): string {
  return phrase
    .replace(/'/g, '’')
    .replace(/\.\.\./g, '…')
    .replace(/"([^"]*)"/g, `«${NBSP}$1${NBSP}»`)
    .replace(/ ?([:;!?])(?=\s|$)/g, `${NBSP}$1`);
}

function typesetAll(phrases: Phrases): Phrases {
  return Object.fromEntries(
    Object.entries(phrases).map(([key, value]) => [
      key,
      typeof value === 'string' ? typeset(value) : typesetAll(value),
    ]),
  );
}

const changes: Phrases = {
  app: {
    header: { media: 'Photos' },
    app: {
      errorHeader: 'Erreur au chargement de la configuration de l’administration',
      checkConfigYml: 'Vérifiez la configuration de l’administration.',
    },
    notFoundPage: { header: 'Page introuvable' },
  },
  auth: {
    loginWithForgejo: 'Se connecter avec Forgejo',
    errors: {
      email: 'Écrivez votre adresse e-mail.',
      identitySettings: `Impossible d’accéder aux réglages d’identité${NBSP}: avec le service git-gateway, activez Identity et Git Gateway.`,
    },
  },
  collection: {
    collectionTop: { viewAsList: 'Afficher en liste', viewAsGrid: 'Afficher en grille' },
    entries: { unpublishedHeader: 'Modifications non publiées', longerLoading: 'Cela peut prendre quelques minutes.' },
  },
  editor: {
    editor: {
      onLeavePage: `Quitter cette page${NBSP}? Les modifications non enregistrées seront perdues.`,
      onDeleteWithUnsavedChanges: `Supprimer cette entrée, et les modifications de cette session qui ne sont pas enregistrées${NBSP}?`,
      onDeletePublishedEntry: `Supprimer cette entrée${NBSP}? Son fichier est supprimé aussitôt, et sa page quitte le site à la prochaine publication.`,
      confirmLoadBackup: `Ce navigateur a gardé une version de cette entrée qui n’a pas été enregistrée. La reprendre${NBSP}?`,
    },
    editorControl: { field: { optional: 'facultatif', widgetLabel: 'Champ %{widgetLabel}' } },
    editorControlPane: {
      widget: {
        required: `«${NBSP}%{fieldLabel}${NBSP}» est vide${NBSP}: remplissez-le.`,
        regexPattern: `«${NBSP}%{fieldLabel}${NBSP}» n’a pas la forme attendue${NBSP}: voyez l’aide sous le champ.`,
        processing: `Photo en cours de vérification${NBSP}: patientez un instant, puis publiez de nouveau.`,
        range: `Écrivez un nombre de %{minValue} à %{maxValue}.`,
        min: `Écrivez un nombre de %{minValue} ou plus.`,
        max: `Écrivez un nombre de %{maxValue} ou moins.`,
        // Said so that the words agree with any number (« 1 éléments » otherwise).
        rangeCount: `Nombre d’éléments${NBSP}: de %{minCount} à %{maxCount}.`,
        rangeCountExact: `Nombre d’éléments${NBSP}: exactement %{count}.`,
        rangeMin: `Nombre d’éléments${NBSP}: %{minCount} au moins.`,
        rangeMax: `Nombre d’éléments${NBSP}: %{maxCount} au plus.`,
        invalidPath: `«${NBSP}%{path}${NBSP}» n’est pas un chemin valide.`,
        pathExists: `Le chemin «${NBSP}%{path}${NBSP}» existe déjà.`,
      },
      i18n: {
        copyFromLocale: 'Reprendre d’une autre langue',
        copyFromLocaleConfirm: `Reprendre le contenu en %{locale}${NBSP}? Le contenu actuel sera remplacé.`,
      },
    },
    editorInterface: { togglePreview: 'Aperçu', toggleNotes: 'Notes' },
    editorNotesPane: {
      title: 'Notes',
      emptyState: 'Aucune note pour l’instant.',
      addNote: 'Ajouter la note',
      addPlaceholder: 'Écrire une note…',
      editPlaceholder: 'Modifier la note…',
      save: 'Enregistrer',
      cancel: 'Annuler',
      edit: 'Modifier',
      delete: 'Supprimer',
      resolve: 'Marquer comme réglée',
      unresolve: 'Rouvrir',
      confirmDelete: `Supprimer cette note${NBSP}?`,
      shortcut: `Astuce${NBSP}: Ctrl+Entrée ajoute la note.`,
    },
    editorToolbar: {
      deleteUnpublishedChanges: 'Supprimer les modifications non publiées',
      inReview: 'En relecture',
      deployButtonLabel: 'Voir sur le site',
      statusInfoTooltipDraft: `Brouillon${NBSP}: passez-le «${NBSP}En relecture${NBSP}» quand il est prêt.`,
      statusInfoTooltipInReview: `En relecture${NBSP}: vous pouvez encore le modifier.`,
    },
    editorWidgets: {
      markdown: {
        linkPrompt: 'Adresse web du lien',
        strikethrough: 'Barré',
        toggleMode: { rich: 'Passer en texte mis en forme', markdown: 'Passer en Markdown' },
      },
      image: {
        choose: 'Choisir une photo',
        chooseDifferent: 'Choisir une autre photo',
        remove: 'Retirer la photo',
        promptUrl: 'Adresse web de la photo',
        chooseMultiple: 'Choisir des photos',
        addMore: 'Ajouter des photos',
        removeAll: 'Retirer toutes les photos',
      },
      file: {
        remove: 'Retirer le fichier',
        promptUrl: 'Adresse web du fichier',
        chooseMultiple: 'Choisir des fichiers',
        addMore: 'Ajouter des fichiers',
        removeAll: 'Retirer tous les fichiers',
      },
      unknownControl: { noControl: `Pas de champ pour le type «${NBSP}%{widget}${NBSP}».` },
      unknownPreview: { noPreview: `Pas d’aperçu pour le type «${NBSP}%{widget}${NBSP}».` },
      datetime: { setToNow: 'Mettre «\u00a0%{fieldLabel}\u00a0» à maintenant' },
      list: { addType: `Ajouter${NBSP}: %{item}` },
      object: { expand: 'Déplier', collapse: 'Replier' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { draft: 'Pas encore enregistrée', copyPath: 'Copier le chemin' },
    mediaLibrary: {
      onDelete: `Supprimer la photo choisie du dossier photos/${NBSP}? Une page qui la montre encore ne se construirait plus.`,
      fileTooLarge: `Photo trop lourde${NBSP}: %{size}${NBSP}ko au plus.`,
    },
    mediaLibraryModal: {
      close: 'Fermer',
      images: 'Photos',
      mediaAssets: 'Fichiers',
      noAssetsFound: 'Aucun fichier.',
      noImagesFound: 'Aucune photo pour l’instant.',
      search: 'Rechercher…',
      uploading: 'Ajout de la photo…',
      upload: 'Ajouter une photo depuis l’appareil',
      download: 'Enregistrer sur l’appareil',
      deleteSelected: 'Supprimer la photo choisie',
      chooseSelected: 'Utiliser la photo choisie',
    },
  },
  ui: {
    errorBoundary: {
      details: 'Une erreur est survenue. Vous pouvez ',
      reportIt: 'la signaler sur GitHub.',
      privacyWarning: `Le signalement reprend le message d’erreur et des données de débogage${NBSP}: relisez-le et retirez-en toute donnée personnelle.`,
      recoveredEntry: { warning: `Copiez ce texte quelque part avant de quitter la page${NBSP}!` },
      copyButtonLabel: 'Copier dans le presse-papiers',
    },
    settingsDropdown: { account: 'Options du compte', logOut: 'Se déconnecter' },
    toast: {
      missingRequiredField: `Rien n’a été enregistré${NBSP}: corrigez les champs signalés en rouge.`,
      onFailToPersist: `Rien n’a été enregistré${NBSP}: %{details}`,
      entrySaved: 'Modifications enregistrées',
      onLoggedOut: `Vous avez été déconnecté${NBSP}: gardez une copie de ce que vous écriviez, puis reconnectez-vous.`,
      onBackendDown: `Le serveur ne répond pas pour l’instant${NBSP}: %{details}`,
      noteAdded: 'Note ajoutée',
      onFailToAddNote: `La note n’a pas pu être ajoutée${NBSP}: %{details}`,
      noteUpdated: 'Note modifiée',
      onFailToUpdateNote: `La note n’a pas pu être modifiée${NBSP}: %{details}`,
      noteDeleted: 'Note supprimée',
      onFailToDeleteNote: `La note n’a pas pu être supprimée${NBSP}: %{details}`,
      noteResolved: 'Note réglée',
      noteReopened: 'Note rouverte',
      onFailToToggleNote: `La note n’a pas pu changer d’état${NBSP}: %{details}`,
    },
  },
  workflow: {
    workflowCard: { deleteChanges: 'Supprimer les modifications' },
    workflowList: {
      onPublishingNotReadyEntry: `Seules les entrées «${NBSP}Prêt${NBSP}» se publient${NBSP}: glissez la carte dans la colonne «${NBSP}Prêt${NBSP}».`,
    },
  },
};

/** Decap CMS's French, completed and in the site's words. */
export const french = merged(typesetAll(fr as Phrases), changes);
