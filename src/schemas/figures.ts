/**
 * Key figures (`src/content/figures.yaml`), written once: texts quote them as placeholders
 * (« plus de {annees-experience} ans »), so changing a figure here changes every text.
 */
import { z } from 'astro/zod';
import type { FieldMeta } from './fields';
import type { FigureName } from './placeholders';

function figure(title: string, description: string, max: number) {
  return z
    .number()
    .int('Écrivez un nombre entier, sans virgule.')
    .positive('Écrivez un nombre plus grand que 0.')
    .max(max, `Écrivez un nombre de ${max} au plus.`)
    .meta({ title, description } satisfies FieldMeta);
}

export const figuresSchema = z.object({
  'annees-experience': figure('Années d’expérience', 'Cité par {annees-experience} (« plus de 25 ans »).', 100),
  'annees-existence': figure('Années d’existence de l’entreprise', 'Cité par {annees-existence}.', 200),
  regions: figure('Régions couvertes', 'Cité par {regions}.', 10),
  projets: figure('Projets réalisés', 'Cité par {projets}.', 100000),
  'clients-satisfaits': figure('Clients satisfaits (%)', 'Cité par {clients-satisfaits}.', 100),
  'minutes-urgence': figure('Délai d’intervention en urgence (minutes)', 'Cité par {minutes-urgence}.', 600),
  'jours-semaine': figure('Jours de service par semaine', 'Cité par {jours-semaine}.', 7),
  'annees-garantie': figure('Garantie sur les travaux (années)', 'Cité par {annees-garantie}.', 30),
  'heures-devis': figure('Délai de remise du devis (heures)', 'Cité par {heures-devis}.', 720),
  'heures-reponse': figure('Délai de réponse aux e-mails (heures)', 'Cité par {heures-reponse}.', 168),
  'minutes-arrivee': figure('Arrivée dans la commune la plus proche (minutes)', 'Cité par {minutes-arrivee}.', 120),
  'heures-brouillon': figure(
    'Conservation du brouillon du formulaire (heures)',
    'Après la dernière saisie, le brouillon est effacé du navigateur du visiteur. Cité par {heures-brouillon}.',
    6,
  ),
  'mois-conservation-demande': figure(
    'Conservation d’une demande restée sans suite (mois)',
    'Durée annoncée par la politique de confidentialité. Cité par {mois-conservation-demande}.',
    36,
  ),
} satisfies Record<FigureName, z.ZodType>);

export type Figures = z.infer<typeof figuresSchema>;
