/**
 * The page for the night of the storm (`src/content/urgence-toiture.md`, at `/urgence-toiture`):
 * what to do now, step by step, the official numbers for danger and for storm help (each dated and
 * sourced), the emergency line, and the owner's current wait (« délai actuel »), which the site
 * stops showing by itself once older than the owner's limit. The Markdown body follows the steps:
 * what the insurer will ask for.
 */
import { z } from 'astro/zod';
import {
  counting,
  listBetween,
  optional,
  searchDescription,
  searchTitle,
  sentence,
  text,
  type FieldMeta,
} from './fields';
import { day } from './calendar';
import { datedStatement, statementLabels } from './dated';
import { NBSP } from './characters';

/** The current wait is shown this many days after its date unless the owner says otherwise. */
export const WAIT_MAX_AGE_DEFAULT_DAYS = 14;
export const WAIT_MAX_AGE_MAX_DAYS = 60;

/** A Belgian short number of a public service: 112, 1722, 100, 101. */
const SHORT_NUMBER = /^1\d{2,3}$/;

const officialNumber = datedStatement('Numéro officiel', {
  number: z
    .string()
    .regex(SHORT_NUMBER, `Un numéro court de service public, en chiffres seulement, p.${NBSP}ex. 112 ou 1722.`)
    .meta({
      title: 'Numéro',
      description: 'En chiffres, p. ex. 112 : le lien compose ce numéro.',
    } satisfies FieldMeta),
  label: text('Pour quoi', {
    max: 60,
    hint: 'P. ex. « Danger pour une personne » ou « Aide des pompiers, sans danger ».',
  }),
  text: sentence('Quand l’appeler', {
    hint: 'Comme la source le dit, p. ex. « Une vie en danger, un risque d’effondrement ou d’incendie, un arbre tombé sur la voie publique. »',
  }),
});

const stepsTitle = 'Que faire maintenant (dans l’ordre)';
const stepsHint = 'De 3 à 10 étapes, la sécurité d’abord. Une seule montre les numéros officiels.';

export const stormPageSchema = z.object({
  title: text('Titre (h1)'),
  metaTitle: searchTitle('Titre dans les moteurs de recherche'),
  metaDescription: searchDescription('Description dans les moteurs de recherche'),
  intro: sentence('Introduction'),
  currentWait: z
    .object({
      text: optional(
        text('Délai actuel', {
          max: 90,
          hint: 'Court et concret, p. ex. « premières visites sous 3 jours ouvrables ». Vide : aucun délai affiché.',
        }),
      ),
      date: day(
        'Date du délai',
        'Le jour où vous l’avez écrit, sous la forme 2026-12-01 : le site l’affiche avec lui.',
      ),
      maxAgeDays: z
        .number()
        .int('Un nombre entier de jours.')
        .min(1, 'Au moins 1 jour.')
        .max(WAIT_MAX_AGE_MAX_DAYS, `${WAIT_MAX_AGE_MAX_DAYS}${NBSP}jours au plus.`)
        .meta({
          title: 'Affiché pendant (jours)',
          description: `Passé ce nombre de jours après sa date, le délai disparaît de lui-même, même si le site n’est pas republié. ${WAIT_MAX_AGE_DEFAULT_DAYS} par défaut.`,
        } satisfies FieldMeta),
    })
    .meta({
      title: 'Délai actuel',
      description: 'Affiché sur cette page et près du formulaire de devis, avec sa date, tant qu’il est récent.',
    } satisfies FieldMeta),
  labels: z
    .object({
      wait: text('Avant le délai', { hint: 'P. ex. « Délai actuel ».' }),
      waitDate: text('Avant la date du délai', { hint: 'P. ex. « au » : « Délai actuel au 1er décembre 2026 ».' }),
      call: text('Titre du bloc d’appel'),
      callText: sentence('Texte du bloc d’appel'),
      steps: text('Titre des étapes'),
      numbers: text('Titre des numéros officiels'),
      ...statementLabels(),
      photos: text('Titre du bloc « photos »'),
      form: text('Lien vers le formulaire de devis'),
    })
    .meta({ title: 'Textes de la page' } satisfies FieldMeta),
  steps: listBetween(
    stepsTitle,
    z
      .object({
        title: text('Étape', { max: 80 }),
        text: sentence('Explication'),
        numbers: z.boolean().meta({
          title: 'Montrer les numéros officiels ici',
          description: 'Cochez-le pour une étape seulement : celle où la page montre les numéros ci-dessous.',
        } satisfies FieldMeta),
      })
      .meta({ title: 'Étape' } satisfies FieldMeta),
    3,
    10,
  )
    .refine(
      (steps) => steps.filter((step) => step.numbers).length === 1,
      `Cochez «${NBSP}Montrer les numéros officiels ici${NBSP}» pour une étape, et une seule.`,
    )
    .meta({ title: stepsTitle, description: stepsHint, ...counting('une étape', 'étapes') } satisfies FieldMeta),
  officialNumbers: listBetween(
    'Numéros officiels',
    officialNumber,
    1,
    4,
    'Ceux que donnent les services publics (SPF Intérieur, 112.be), chacun avec sa source et sa date.',
  ).meta(counting('un numéro', 'numéros')),
});
export type StormPage = z.infer<typeof stormPageSchema>;
