/** Options of the form's « Type de bâtiment/Type de projet » select (`src/content/project-types.yaml`). */
import { z } from 'astro/zod';
import { listBetween, text, type FieldMeta } from './fields';

export const projectTypeSchema = z
  .object({
    value: z
      .string()
      .regex(
        /^[a-z]+(?:-[a-z]+)*$/,
        'Écrivez l’identifiant en minuscules sans accent, les mots séparés par des tirets, p. ex. couverture-ardoise.',
      )
      .meta({ title: 'Identifiant (reçu dans l’e-mail)' } satisfies FieldMeta),
    label: text('Libellé'),
  })
  .meta({ title: 'Type de projet' } satisfies FieldMeta);
export type ProjectType = z.infer<typeof projectTypeSchema>;

export const projectTypesSchema = z.object({
  projectTypes: listBetween('Types de projet', projectTypeSchema, 2, 20).refine(
    (types) => new Set(types.map((t) => t.value)).size === types.length,
    'Deux types de projet ont le même identifiant : donnez à chacun le sien.',
  ),
});
