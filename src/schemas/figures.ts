/**
 * Key figures (`src/content/figures.yaml`), written once: texts quote them as placeholders
 * (« plus de {annees-experience} ans »), so changing a figure here changes every text. They are
 * grouped as the owner checks them; each group of claims and promises carries a « Confirmé »
 * switch, which a published site needs switched on (the shipped figures are the example's).
 * What the site can count (regions, communes, services, gallery tabs) is not typed here: texts
 * quote the count of the list itself ({nombre-regions}…). Nor is a share of satisfied clients:
 * nothing typed here could prove it.
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

/**
 * A figure the texts write in the plural (« plus de 25 ans », « sous 48 h ouvrables »): 1 would
 * make them ungrammatical, and is no claim a business makes of these figures.
 */
function pluralFigure(title: string, description: string, max: number) {
  return figure(title, description, max).min(
    2,
    'Écrivez un nombre de 2 au moins : les textes qui citent ce chiffre l’écrivent au pluriel.',
  );
}

/** The owner's word that the figures of a group are true for the business. */
function confirmation() {
  return z.boolean().meta({
    title: 'Confirmé',
    description:
      'À cocher une fois ces chiffres vérifiés pour votre entreprise : le site publié les affiche comme des engagements. La mise en ligne est refusée tant qu’un groupe n’est pas confirmé.',
  } satisfies FieldMeta);
}

function claims<Shape extends { [Name in FigureName]?: z.ZodNumber }>(title: string, shape: Shape) {
  return z.object({ ...shape, confirmed: confirmation() }).meta({ title } satisfies FieldMeta);
}

export const figuresSchema = z.object({
  experience: claims('Expérience et réalisations', {
    'annees-experience': pluralFigure('Années d’expérience', 'Cité par {annees-experience} (« plus de 25 ans »).', 100),
    'annees-existence': pluralFigure('Années d’existence de l’entreprise', 'Cité par {annees-existence}.', 200),
    projets: pluralFigure('Projets réalisés', 'Cité par {projets}.', 100000),
  }),
  urgences: claims('Urgences et disponibilité', {
    'minutes-urgence': pluralFigure('Délai d’intervention en urgence (minutes)', 'Cité par {minutes-urgence}.', 600),
    'jours-semaine': figure('Jours de service par semaine (ligne d’urgence)', 'Cité par {jours-semaine}.', 7),
    'minutes-arrivee': pluralFigure(
      'Arrivée dans la commune la plus proche (minutes)',
      'Cité par {minutes-arrivee}.',
      120,
    ),
  }),
  garantie: claims('Garantie', {
    'annees-garantie': pluralFigure('Garantie sur les travaux (années)', 'Cité par {annees-garantie}.', 30),
  }),
  delais: claims('Délais de réponse et de devis', {
    'heures-reponse': figure('Délai de réponse aux e-mails (heures ouvrables)', 'Cité par {heures-reponse}.', 168),
    'heures-devis': pluralFigure('Délai de remise du devis (heures ouvrables)', 'Cité par {heures-devis}.', 720),
  }),
  formulaire: z
    .object({
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
      'jours-historique-envoi': figure(
        'Conservation dans l’historique des envois d’EmailJS (jours)',
        'Combien de jours une demande reste dans l’historique des envois de votre compte EmailJS avant d’en être effacée : réglez votre compte, ou videz l’historique vous-même, en conséquence. Annoncé par la politique de confidentialité quand le formulaire passe par EmailJS. Cité par {jours-historique-envoi}.',
        365,
      ),
    })
    .meta({ title: 'Formulaire et données des visiteurs' } satisfies FieldMeta),
});

export type FiguresDocument = z.infer<typeof figuresSchema>;
export type FigureGroup = keyof FiguresDocument;
/** Every figure by its name, whatever its group. */
export type Figures = Record<FigureName, number>;

/** The figures of the document by name, groups and switches left out. */
export function figuresOf(document: FiguresDocument): Figures {
  return Object.fromEntries(
    Object.values(document).flatMap((group) =>
      Object.entries(group).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    ),
  ) as Figures;
}

/** The groups whose « Confirmé » switch is off, with their figures. */
export function unconfirmedFigures(document: FiguresDocument): { group: FigureGroup; figures: Partial<Figures> }[] {
  return (Object.entries(document) as [FigureGroup, Record<string, number | boolean>][])
    .filter(([, group]) => group['confirmed'] === false)
    .map(([name, group]) => ({
      group: name,
      figures: Object.fromEntries(Object.entries(group).filter(([, value]) => typeof value === 'number')),
    }));
}
