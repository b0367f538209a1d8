/**
 * The admin in French: Decap CMS's own French, completed where it has none (it falls back to
 * English: « Media », « Expand »…), with the site's typography and the owner's words for a refused
 * save (what to change, never « Error: » or a pattern).
 */
import { fr } from 'decap-cms-locales';

const NBSP = '\u00a0';

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

const changes: Phrases = {
  app: { header: { media: 'Photos' } },
  collection: {
    collectionTop: { viewAsList: 'Afficher en liste', viewAsGrid: 'Afficher en grille' },
    entries: { unpublishedHeader: 'Modifications non publiées' },
  },
  editor: {
    editorControl: { field: { optional: 'facultatif', widgetLabel: 'Champ %{widgetLabel}' } },
    editorControlPane: {
      widget: {
        required: `«${NBSP}%{fieldLabel}${NBSP}» est vide${NBSP}: remplissez-le.`,
        processing: `Photo en cours de vérification${NBSP}: patientez un instant, puis publiez de nouveau.`,
        range: `Écrivez un nombre de %{minValue} à %{maxValue}.`,
        min: `Écrivez un nombre de %{minValue} ou plus.`,
        max: `Écrivez un nombre de %{maxValue} ou moins.`,
        rangeCount: `Il faut de %{minCount} à %{maxCount}${NBSP}éléments.`,
        rangeCountExact: `Il faut exactement %{count}${NBSP}éléments.`,
        rangeMin: `Il faut au moins %{minCount}${NBSP}éléments.`,
        rangeMax: `Il faut au plus %{maxCount}${NBSP}éléments.`,
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
      shortcut: 'Astuce : Ctrl+Entrée ajoute la note.',
    },
    editorToolbar: {
      statusInfoTooltipDraft: 'Brouillon : passez-le « En relecture » quand il est prêt.',
      statusInfoTooltipInReview: 'En relecture : vous pouvez encore le modifier.',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Barré',
        toggleMode: { rich: 'Passer en texte mis en forme', markdown: 'Passer en Markdown' },
      },
      image: {
        chooseMultiple: 'Choisir des photos',
        addMore: 'Ajouter des photos',
        removeAll: 'Retirer toutes les photos',
      },
      file: {
        chooseMultiple: 'Choisir des fichiers',
        addMore: 'Ajouter des fichiers',
        removeAll: 'Retirer tous les fichiers',
      },
      object: { expand: 'Déplier', collapse: 'Replier' },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: { close: 'Fermer', images: 'Photos' },
  },
  ui: {
    settingsDropdown: { account: 'Options du compte' },
    toast: {
      missingRequiredField: `Rien n’a été enregistré${NBSP}: corrigez les champs signalés en rouge.`,
      onFailToPersist: `Rien n’a été enregistré${NBSP}: %{details}`,
      entrySaved: 'Modifications enregistrées',
    },
  },
};

/** Decap CMS's French, completed and in the site's words. */
export const french = merged(fr as Phrases, changes);
