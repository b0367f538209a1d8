import { Map as ImmutableMap } from 'immutable';
import { describe, expect, it, vi } from 'vitest';
import { en } from 'decap-cms-locales';
import { french, typeset, type Phrases } from '../../../src/admin/locale';
import { countedField, listPhrases } from '../../../src/admin/list-words';
import { selectLiveMessages } from '../../../src/admin/select-words';
import { adminCollections } from '../../../src/lib/admin/admin-config';
import type { AdminField } from '../../../src/lib/admin/admin-fields';
import { adminGroups, CONTENT_DIR, contentSources } from '../../../src/schemas/collections';
import { NBSP } from '../../../src/schemas/characters';

// Decap's store and backend run only in a browser (decap-internals.ts exports them beside react-select's defaults).
vi.mock('decap-cms-core/dist/esm/backend.js', () => ({ currentBackend: null }));
vi.mock('decap-cms-core/dist/esm/redux/index.js', () => ({ store: null }));

/**
 * Every word of the admin in French, and true: Decap CMS's own phrases (none left in English, in the
 * site's typography), the drop-downs' screen-reader texts, every label of every field (no
 * « (facultatif) » twice, no raw code among the choices), and every list counted in words that
 * agree with its number.
 */
const flat = (phrases: Phrases, prefix = ''): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  );
const english = new Map(flat(en as Phrases));
const phrases = new Map(flat(french));

const fields = adminCollections(contentSources, adminGroups, CONTENT_DIR).flatMap((collection) =>
  'files' in collection ? collection.files.flatMap((file) => file.fields) : collection.fields,
);
function walk(list: readonly AdminField[], where = ''): { field: AdminField; where: string }[] {
  return list.flatMap((field) => {
    const here = `${where} › ${field.label}`;
    return [
      { field, where: here },
      ...walk(field.fields ?? [], here),
      ...(field.field ? walk([field.field], here) : []),
    ];
  });
}
const everyField = walk(fields);

describe('Decap CMS’s own words', () => {
  it('are all French: every phrase of its English has one', () => {
    const missing = [...english.keys()].filter((key) => !phrases.has(key));
    expect(missing).toEqual([]);
  });

  it('follow the site’s typography', () => {
    const faults = [...phrases].filter(
      ([, phrase]) =>
        /'|\.\.\.|"/.test(phrase) || / [:;!?](?=\s|$)/.test(phrase) || /[^\s\u00a0][:;!?](?=\s|$)/.test(phrase),
    );
    expect(faults).toEqual([]);
    expect(typeset(`Statut: "Prêt" ... l'entrée !`)).toBe(`Statut${NBSP}: «${NBSP}Prêt${NBSP}» … l’entrée${NBSP}!`);
  });

  it('name the media library’s two ways apart: a photo added from the device, a photo saved to it', () => {
    const upload = phrases.get('mediaLibrary.mediaLibraryModal.upload');
    const download = phrases.get('mediaLibrary.mediaLibraryModal.download');
    expect(upload).toBe('Ajouter une photo depuis l’appareil');
    expect(download).toBe('Enregistrer sur l’appareil');
    expect([upload, download].join(' ')).not.toMatch(/Télécharger|Téléverser/);
  });
});

describe('the drop-downs’ screen-reader texts', () => {
  it('say the number of choices in French, agreeing with it', () => {
    const filter = (count: number, inputValue = '') =>
      selectLiveMessages.onFilter({
        inputValue,
        resultsMessage: `${count}${NBSP}résultat${count > 1 ? 's' : ''} disponible${count > 1 ? 's' : ''}`,
      });
    expect(filter(1, 'Thu')).toBe(`1${NBSP}résultat disponible pour «${NBSP}Thu${NBSP}».`);
    expect(filter(3)).toBe(`3${NBSP}résultats disponibles.`);
  });

  it('say a choice made, and how to move in the list, without a word of English', () => {
    const said = [
      selectLiveMessages.onChange({ action: 'select-option', label: 'Thuin', labels: [] }),
      selectLiveMessages.onChange({ action: 'remove-value', label: 'Thuin', labels: [] }),
      selectLiveMessages.onChange({ action: 'clear', labels: [] }),
      selectLiveMessages.guidance({ context: 'menu', tabSelectsValue: true }),
      selectLiveMessages.guidance({ context: 'input', isInitialFocus: true, isSearchable: true }),
      selectLiveMessages.onFocus({
        context: 'menu',
        focused: 'b',
        options: ['a', 'b', 'c'],
        label: 'Thuin',
        selectValue: [],
        isAppleDevice: true,
      }),
    ];
    expect(said[0]).toBe('Thuin, choisi.');
    expect(said[5]).toBe('Thuin, 2 sur 3.');
    expect(said.join(' ')).not.toMatch(/\b(?:option|selected|press|menu|results?|focused|of)\b/i);
  });
});

describe('the fields’ labels', () => {
  it('say « facultatif » once: Decap adds it, no label writes it', () => {
    expect(everyField.filter(({ field }) => /facultati/i.test(field.label)).map(({ where }) => where)).toEqual([]);
  });

  it('ask for a worksite picture’s photo: it is never « facultatif » for the owner', () => {
    const photos = everyField.find(({ field }) => field.name === 'photos' && field.label === 'Photos')!.field;
    expect(photos.fields?.find((field) => field.name === 'file')).toMatchObject({ widget: 'image', required: true });
    const before = photos.fields?.find((field) => field.name === 'before');
    expect(before).toMatchObject({ label: 'Photo « avant »', required: false });
    expect(before?.fields?.find((field) => field.name === 'file')).toMatchObject({ required: true });
  });

  it('offer every fixed choice by its words, never a code', () => {
    // A choice shown as its own value, when it is more than the page's fixed text (a single option).
    const coded = everyField.flatMap(({ field, where }) =>
      // A place is offered by its name (place-control.tsx).
      field.widget === 'place' || (field.options ?? []).length < 2
        ? []
        : (field.options ?? []).flatMap((option) => {
            const [value, label] = typeof option === 'object' ? [option.value, option.label] : [option, option];
            return label === String(value) && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(label) ? [`${where}: ${label}`] : [];
          }),
    );
    expect(coded).toEqual([]);
    const received = everyField.find(({ field }) => field.name === 'received' && field.widget === 'select')!.field;
    expect(received.options).toEqual([
      { value: 'en-personne', label: 'En personne (dit ou écrit sur le chantier)' },
      { value: 'e-mail', label: 'Par e-mail' },
      { value: 'plateforme', label: 'Sur une plateforme d’avis (publié par le client)' },
    ]);
  });

  it('choose the days of opening hours in one drop-down, in French', () => {
    const days = everyField.find(({ field }) => field.name === 'days')!.field;
    expect(days).toMatchObject({ widget: 'select', multiple: true, min: 1, label: 'Jours' });
    expect(days.options?.map((option) => (option as { label: string }).label)).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
  });

  it('count every list in words that agree with its number', () => {
    const lists = everyField.filter(({ field }) => field.widget === 'list');
    expect(lists.length).toBeGreaterThan(20);
    expect(lists.filter(({ field }) => !field.label_one).map(({ where }) => where)).toEqual([]);
    const photos = lists.find(({ field }) => field.name === 'photos')!.field;
    const decapField = ImmutableMap(photos as unknown as Record<string, unknown>);
    const heading = (count: number) => `${count} ${String(countedField(decapField, count).get('label')).toLowerCase()}`;
    expect([heading(0), heading(1), heading(2), heading(12)]).toEqual(['0 photo', '1 photo', '2 photos', '12 photos']);
    const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.['item'])}`;
    expect(listPhrases(t, decapField)('editor.editorWidgets.list.add', { item: 'photo' })).toBe(
      'editor.editorWidgets.list.add:une photo',
    );
    expect(french.editor).toMatchObject({ editorWidgets: { list: { add: 'Ajouter %{item}' } } });
  });
});
