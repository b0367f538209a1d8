/**
 * The admin (Decap CMS): configured by the page (`pages/admin/index.astro`, from the content
 * schemas), in French, and checking every document with its schema before saving it, so that
 * nothing the build would refuse is ever written.
 */
import CMS from 'decap-cms-app';
import { fr } from 'decap-cms-locales';
import { documentProblems } from '../lib/admin-config';
import { contentSources, type ContentSource } from '../schemas/collections';
import './working-size';

const NBSP = '\u00a0';

/** Decap's French, with the site's typography and the owner's words for what went wrong. */
CMS.registerLocale('fr', {
  ...fr,
  editor: {
    ...fr.editor,
    editorControlPane: {
      ...fr.editor.editorControlPane,
      widget: {
        ...fr.editor.editorControlPane.widget,
        required: 'Le champ « %{fieldLabel} » est obligatoire.',
        regexPattern: `« %{fieldLabel} »${NBSP}: %{pattern}.`,
        range: 'Le champ « %{fieldLabel} » doit être compris entre %{minValue} et %{maxValue}.',
        min: 'Le champ « %{fieldLabel} » doit valoir %{minValue} ou plus.',
        max: 'Le champ « %{fieldLabel} » doit valoir %{maxValue} ou moins.',
        rangeCountExact: '« %{fieldLabel} » doit avoir exactement %{count} éléments.',
        rangeMin: '« %{fieldLabel} » doit avoir au moins %{minCount} éléments.',
        rangeMax: '« %{fieldLabel} » doit avoir au plus %{maxCount} éléments.',
      },
    },
  },
  ui: {
    ...fr.ui,
    toast: {
      ...fr.ui.toast,
      missingRequiredField: `Un champ obligatoire est vide${NBSP}: remplissez-le avant d’enregistrer.`,
      onFailToPersist: `Rien n’a été enregistré${NBSP}: %{details}`,
    },
  },
});

/** The source of a saved entry: a document of a group (`files`), or a page of a folder. */
function sourceOf(collection: string, slug: string): ContentSource | undefined {
  const sources: Readonly<Record<string, ContentSource>> = contentSources;
  const document = sources[slug];
  if (document?.kind === 'file' && document.group === collection) return document;
  const folder = sources[collection];
  return folder?.kind === 'folder' ? folder : undefined;
}

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const source = sourceOf(entry.get('collection') as string, entry.get('slug') as string);
    if (!source) return entry.get('data');
    const data = entry.get('data').toJS() as Record<string, unknown>;
    const { body: _body, ...fields } = data;
    const problems = documentProblems(source.schema, fields);
    // Decap shows the message of a refused save (« Échec de l’enregistrement de l’entrée : … »).
    if (problems.length > 0) throw new Error(problems.join(' — '));
    return entry.get('data');
  },
});

const configuration = document.getElementById('configuration-admin')?.textContent;
if (!configuration) throw new Error('Configuration de l’administration introuvable dans la page.');
CMS.init({ config: JSON.parse(configuration) });
