/**
 * Options of the form's « Type de bâtiment/Type de projet » select (`src/content/project-types.yaml`):
 * the owner's own options, before and after one option per service (which the services give:
 * adding, renaming or removing a service changes the list by itself).
 */
import { z } from 'astro/zod';
import { counting, identifier, listBetween, text, type FieldMeta } from './fields';

export const projectTypeSchema = z
  .object({
    value: identifier('Identifiant (reçu dans l’e-mail)'),
    label: text('Libellé'),
  })
  .meta({ title: 'Type de projet' } satisfies FieldMeta);
export type ProjectType = z.infer<typeof projectTypeSchema>;

const options = (title: string, hint: string) =>
  listBetween(title, projectTypeSchema, 0, 10, hint).meta(counting('un type de projet', 'types de projet'));

export const projectTypesSchema = z
  .object({
    before: options('Avant les services', 'De 0 à 10 types, en tête de liste.'),
    after: options('Après les services', 'De 0 à 10 types, en fin de liste (« Autre » en dernier, par exemple).'),
  })
  .superRefine(({ before, after }, ctx) => {
    if (!Array.isArray(before) || !Array.isArray(after)) return;
    // Each identifier once in the whole list, the second one named on the list that holds it.
    const seen = new Set<string>();
    const lists = [['before', before] as const, ['after', after] as const];
    for (const [list, types] of lists) {
      for (const { value } of types) {
        if (!seen.has(value)) seen.add(value);
        else
          ctx.addIssue({
            code: 'custom',
            path: [list],
            message: `Deux types de projet ont l’identifiant «\u00a0${value}\u00a0»\u00a0: donnez à chacun le sien.`,
          });
      }
    }
  });
export type ProjectTypes = z.infer<typeof projectTypesSchema>;
