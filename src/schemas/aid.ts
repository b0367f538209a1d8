/**
 * The « Aides et TVA » page (`src/content/aides.yaml`): the VAT rates on renovating a dwelling and
 * their conditions as the law states them, then the statements on public aid (grants, loans, the
 * region's warnings), each dated with its official source and its review day (./dated.ts). The
 * VAT statement also gives the calculator of the service pages its rates and its reasons.
 */
import { z } from 'astro/zod';
import {
  atMost,
  boundedHint,
  lengthMessage,
  counting,
  listBetween,
  optional,
  quotingOnly,
  sentence,
  SENTENCE_MAX,
  text,
  type FieldMeta,
} from './fields';
import { datedStatement, statementLabels } from './dated';
import { numberPlaceholderNames, placeholderNames } from './placeholders';
import { pageMeta } from './services';
import { NBSP } from './characters';

/** The rates a text on VAT quotes (« {taux-reduit} % »): the VAT statement's own, filled in by the site. */
export const ratePlaceholderNames = ['taux-reduit', 'taux-normal'] as const;

/**
 * A text on VAT: the site's usual values between braces, and the two rates of the statement, so that
 * a rate changed once is changed in every sentence that quotes it.
 */
function vatText(
  title: string,
  { min = 20, max = SENTENCE_MAX, hint }: { min?: number; max?: number; hint?: string } = {},
) {
  const schema = z
    .string()
    .trim()
    .min(min, { error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { min }) })
    .max(max, atMost(max));
  return quotingOnly(
    schema,
    [...placeholderNames, ...ratePlaceholderNames],
    [...numberPlaceholderNames, ...ratePlaceholderNames],
  ).meta({
    title,
    description: boundedHint(
      max,
      [hint, `{taux-reduit} et {taux-normal}${NBSP}: les taux ci-dessus, écrits par la page.`]
        .filter(Boolean)
        .join(' '),
    ),
    widget: max > 120 ? 'text' : undefined,
  } satisfies FieldMeta);
}

function rate(title: string) {
  return z
    .number('Écrivez un taux, p.\u00a0ex. 6.')
    .int('Un taux entier, p.\u00a0ex. 6.')
    .min(0, 'Un taux de 0 à 100.')
    .max(100, 'Un taux de 0 à 100.')
    .meta({ title, description: 'En pour cent, sans le signe %.' } satisfies FieldMeta);
}

/** The VAT on renovation work: the two rates, the reduced rate's conditions, and what the invoice says. */
export const vatStatementSchema = datedStatement('TVA sur les travaux', {
  title: vatText('Titre', {
    min: 1,
    max: 80,
    hint: 'P. ex. « TVA à {taux-reduit} % pour rénover un logement de plus de 10 ans ».',
  }),
  reducedRate: rate('Taux réduit (rénovation)'),
  normalRate: rate('Taux normal'),
  conditions: listBetween(
    'Conditions du taux réduit',
    sentence('Condition'),
    1,
    5,
    'Telles que la loi les écrit : la page et le budget de chaque service les citent.',
  ).meta(counting('une condition', 'conditions')),
  invoice: vatText('La facture et le client', { max: 600 }),
  otherwise: vatText('Quand une condition manque'),
  newBuild: vatText('Construction neuve'),
  cases: z
    .object({
      reduced: vatText('Logement privé de plus de 10 ans', { max: 300 }),
      normal: vatText('Logement plus récent, ou pas un logement privé', { max: 300 }),
      unknown: vatText('Je ne sais pas', { max: 300 }),
    })
    .meta({
      title: 'Ce que dit le calculateur',
      description: 'Le taux qui s’applique et pourquoi, selon la réponse du visiteur sur son logement.',
    } satisfies FieldMeta),
});
export type VatStatement = z.infer<typeof vatStatementSchema>;

/** What holds on the day of the check about one aid or one warning, and what is not known. */
export const aidStatementSchema = datedStatement('Information', {
  title: text('Titre', { max: 80 }),
  text: sentence('Ce qui est vrai le jour de la vérification', { max: 800 }),
  unknown: optional(
    sentence('Ce que nous ne savons pas', {
      max: 600,
      hint: 'Ce que la source ne dit pas encore (un régime annoncé sans texte définitif…). Vide : rien.',
    }),
  ),
});
export type AidStatement = z.infer<typeof aidStatementSchema>;

export const aidPageSchema = z.object({
  heading: text('Titre de la page (h1)'),
  intro: sentence('Introduction'),
  meta: pageMeta(),
  vat: vatStatementSchema,
  aidHeading: text('Titre des aides'),
  statements: listBetween(
    'Aides et mises en garde',
    aidStatementSchema,
    0,
    12,
    'Chaque information avec sa source et ses dates. De 0 à 12.',
  ).meta(counting('une information', 'informations')),
  closing: sentence('Ce que nous faisons pour vous', {
    hint: 'P. ex. les documents que vous remettez pour une demande d’aide.',
  }),
  text: z
    .object({
      ...statementLabels(),
      unknown: text('Avant « ce que nous ne savons pas »', { hint: 'P. ex. « Ce que nous ne savons pas : ».' }),
      stale: text('Information à revoir : avant la source', { hint: 'P. ex. « À vérifier auprès de ».' }),
      staleChecked: text('Information à revoir : avant la dernière vérification', {
        hint: 'P. ex. « notre dernière vérification date du ».',
      }),
      conditions: text('Avant les conditions du taux réduit', { hint: 'P. ex. « Conditions : ».' }),
      servicesLink: text('Titre des liens vers les budgets des services'),
    })
    .meta({ title: 'Textes de la page' } satisfies FieldMeta),
});
export type AidPage = z.infer<typeof aidPageSchema>;
