/**
 * How Decap CMS's list widget counts its items and names its « Ajouter » button: from the list's
 * label and `label_singular` (« 0 photos », « Ajouter photos »). The admin's lists carry their
 * counted forms (lib/admin/admin-fields.ts: `label_singular`, `label_other`, `label_one`): the
 * list is handed a label that agrees with its number, and a phrase with its article, « 0 photo »,
 * « 1 photo », « 2 photos », « Ajouter une photo ».
 */
import { LIST_ADD_PHRASE } from './decap-internals';

interface Field {
  get(key: string): unknown;
  set(key: string, value: unknown): Field;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const relabelled = new WeakMap<Field, Map<string, Field>>();

/**
 * The list's field as Decap's list reads it for `count` items: labelled with the singular up to 1
 * (Decap itself takes the singular for exactly 1), the plural from 2 on.
 */
export function countedField<F>(field: F, count: number): F {
  const list = field as unknown as Field;
  const singular = list.get('label_singular');
  const other = list.get('label_other');
  if (typeof singular !== 'string' || typeof other !== 'string') return field;
  const label = count < 2 ? singular : other;
  let byLabel = relabelled.get(list);
  if (!byLabel) relabelled.set(list, (byLabel = new Map()));
  let found = byLabel.get(label);
  if (!found) byLabel.set(label, (found = list.set('label', label)));
  return found as unknown as F;
}

const phrases = new WeakMap<Translate, Map<string, Translate>>();

/** Decap's translation, the list's « Ajouter » naming one item with its article (`label_one`). */
export function listPhrases(t: Translate, field: { get(key: string): unknown }): Translate {
  const one = field.get('label_one');
  if (typeof one !== 'string') return t;
  let byItem = phrases.get(t);
  if (!byItem) phrases.set(t, (byItem = new Map()));
  let found = byItem.get(one);
  if (!found) {
    found = (key, options) => (key === LIST_ADD_PHRASE ? t(key, { ...options, item: one }) : t(key, options));
    byItem.set(one, found);
  }
  return found;
}
