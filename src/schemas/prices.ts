/**
 * What a service costs, as the owner prices it: each service's file holds its « Budget indicatif »
 * (`budget`: price ranges excluding VAT, each with its unit, what is included and what makes the
 * price vary, and the day the prices were set), and `src/content/budget.yaml` the words of the
 * block and of its calculator, the units' names and the quantities of the table shown without
 * JavaScript. The prices are an estimate, never a quote: the block says so, and a price list older
 * than {@link PRICE_LIST_MAX_MONTHS} months stops a publishing host's build (lib/prices/dated.ts).
 */
import { z } from 'astro/zod';
import { atMost, boundedHint, counting, listBetween, sentence, text, TEXT_MAX, type FieldMeta } from './fields';
import { day } from './calendar';
import { NBSP } from './characters';

/** A price list older than this many months is no longer published as the business's. */
export const PRICE_LIST_MAX_MONTHS = 12;

/** What a price is counted by: the m² of roof or façade, the metre, the piece, or the whole job. */
export const priceUnits = ['m2', 'm', 'piece', 'forfait'] as const;
export type PriceUnit = (typeof priceUnits)[number];
/** The units priced per quantity: the calculator asks for it. */
export type CountedUnit = Exclude<PriceUnit, 'forfait'>;

/**
 * Which VAT a line's work may be invoiced at: `renovation`, work on an existing dwelling (6 % under
 * the law's conditions, else 21 %); `neuf`, a new building (the renovation rate never applies).
 */
export const vatCases = ['renovation', 'neuf'] as const;
export type VatCase = (typeof vatCases)[number];

const unitLabels: Record<PriceUnit, string> = {
  m2: 'Le m² (de toiture, de façade, de surface habitable)',
  m: 'Le mètre',
  piece: 'La pièce',
  forfait: 'Le chantier entier (forfait)',
};
const vatCaseLabels: Record<VatCase, string> = {
  renovation: 'Rénovation d’un logement existant (6 % aux conditions de la loi, sinon 21 %)',
  neuf: 'Construction neuve (21 %)',
};

/** Largest price or quantity typed: beyond it, a typing slip rather than an estimate. */
const AMOUNT_MAX = 100_000;

function euros(title: string, hint: string) {
  return z
    .number(`Écrivez un prix en euros, p.${NBSP}ex. 85.`)
    .int(`Écrivez un prix en euros entiers, sans centimes, p.${NBSP}ex. 85.`)
    .positive('Écrivez un prix plus grand que 0.')
    .max(AMOUNT_MAX, `${AMOUNT_MAX.toLocaleString('fr-BE')}${NBSP}€ au plus.`)
    .meta({ title, description: hint } satisfies FieldMeta);
}

function quantity(title: string, hint?: string) {
  return z
    .number(`Écrivez un nombre, p.${NBSP}ex. 80.`)
    .int('Écrivez un nombre entier.')
    .positive('Écrivez un nombre plus grand que 0.')
    .max(AMOUNT_MAX, `${AMOUNT_MAX.toLocaleString('fr-BE')} au plus.`)
    .meta({ title, description: hint } satisfies FieldMeta);
}

/** One range of prices: « Couverture neuve en ardoise naturelle : 120 à 190 € HTVA le m² ». */
export const priceLineSchema = z
  .object({
    label: text('Travaux', { max: 80, hint: 'P. ex. « Couverture neuve en ardoise naturelle ».' }),
    from: euros('De (€ HTVA)', 'Le bas de la fourchette, hors TVA, par unité.'),
    to: euros('À (€ HTVA)', 'Le haut de la fourchette, hors TVA, par unité : égal au bas pour un prix unique.'),
    unit: z.enum(priceUnits).meta({
      title: 'Unité',
      description: 'Ce que le prix compte.',
      choices: unitLabels,
    } satisfies FieldMeta),
    vat: z.enum(vatCases).meta({
      title: 'TVA',
      description: 'Le taux de 6 % ne vaut que pour rénover un logement, aux conditions de la loi.',
      choices: vatCaseLabels,
    } satisfies FieldMeta),
  })
  .superRefine((line, context) => {
    // Prices refused by their own field are said there; the two are compared once both are numbers.
    if (typeof line.from === 'number' && typeof line.to === 'number' && line.from > line.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Le haut de la fourchette (${line.to}${NBSP}€) est plus bas que le bas (${line.from}${NBSP}€)${NBSP}: écrivez le plus petit prix dans «${NBSP}De${NBSP}», le plus grand dans «${NBSP}À${NBSP}».`,
        input: line.to,
      });
    }
  })
  .meta({ title: 'Fourchette' } satisfies FieldMeta);
export type PriceLine = z.infer<typeof priceLineSchema>;

/** Said of a budget begun (its date, or a point, filled in) without any price range. */
export const BUDGET_WITHOUT_RANGE =
  'Ajoutez au moins une fourchette de prix : sans fourchette, la page n’affiche pas ce budget. Pour n’afficher aucun budget, videz aussi les autres champs du groupe.';

const budgetShape = z
  .object({
    pricedOn: day(
      'Prix fixés le',
      `Le jour où vous avez fixé ou revu ces prix, sous la forme 2026-12-01. La page l’affiche («${NBSP}prix indicatifs au 1er décembre 2026${NBSP}») ; ${PRICE_LIST_MAX_MONTHS} mois plus tard, la mise en ligne est refusée tant que vous ne les avez pas revus et redatés.`,
    ),
    // From 0 for the admin, which counts the items of a list even in an optional group left empty (a
    // new service's): a budget begun without a range is refused below, as a whole group.
    lines: listBetween('Fourchettes de prix', priceLineSchema, 0, 6, 'De 1 à 6 fourchettes, hors TVA.').meta(
      counting('une fourchette', 'fourchettes'),
    ),
    included: listBetween('Ce qui est compris', text('Point', { max: 120 }), 0, 8, 'De 1 à 8 points.').meta(
      counting('un point', 'points'),
    ),
    varies: listBetween(
      'Ce qui fait varier le prix',
      text('Point', { max: 120 }),
      0,
      8,
      'De 1 à 8 points : accès et échafaudage, dépose de l’ancienne couverture, état de la charpente…',
    ).meta(counting('un point', 'points')),
  })
  .superRefine((budget, context) => {
    // The admin's list may count from 0, the owner must still hear that a budget without a range is not shown.
    if (budget.lines?.length === 0)
      context.addIssue({ code: 'custom', path: ['lines'], message: BUDGET_WITHOUT_RANGE });
  });
export type Budget = z.infer<typeof budgetShape>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A service's budget, or none: a group left empty in the admin (a new service) is no budget, and
 * the page shows none; a group begun is checked whole.
 */
export const budgetSchema = z
  .preprocess(
    (value) => (value && typeof value === 'object' && Object.values(value).every(isBlank) ? undefined : value),
    budgetShape.optional(),
  )
  .optional()
  .meta({
    title: 'Budget indicatif',
    description:
      'Vos fourchettes de prix pour ce service, hors TVA, affichées avec un calculateur (TVA à 6 % et 21 %). Toujours présentées comme une estimation : le devis se fait après visite. Vide : la page n’affiche pas de budget.',
  } satisfies FieldMeta);

/** A text with one name the page fills in (`{max}`): it must stay, once. */
function withSlot(title: string, name: string, example: string) {
  return z
    .string()
    .trim()
    .min(1, `Ce texte est vide${NBSP}: écrivez-le.`)
    .max(TEXT_MAX, atMost(TEXT_MAX))
    .refine(
      (value) => value.split(`{${name}}`).length === 2 && !/[{}]/.test(value.replace(`{${name}}`, '')),
      `Écrivez {${name}} une fois, et aucune autre valeur entre accolades${NBSP}: la page y met la quantité, p.${NBSP}ex. «${NBSP}${example}${NBSP}».`,
    )
    .meta({
      title,
      description: boundedHint(TEXT_MAX, `Gardez {${name}}${NBSP}: la page le remplace.`),
    } satisfies FieldMeta);
}

function countedUnit(title: string, examples: string) {
  return z
    .object({
      price: text('Après un prix', { max: 40, hint: 'P. ex. « le m² ».' }),
      quantity: text('Champ du calculateur', { max: 60, hint: 'P. ex. « Surface de toiture (m²) ».' }),
      symbol: text('Après une quantité', { max: 20, hint: 'P. ex. « m² ».' }),
      examples: listBetween(
        'Quantités du tableau',
        quantity('Quantité'),
        1,
        4,
        `De 1 à 4 quantités courantes (${examples}) : le tableau de la page en donne le budget, lisible sans JavaScript.`,
      ).meta(counting('une quantité', 'quantités')),
      max: quantity('Plus grande quantité calculée', 'Au-delà, le calculateur invite à demander un devis.'),
    })
    .meta({ title } satisfies FieldMeta);
}

const group = <Shape extends z.ZodRawShape>(title: string, shape: Shape) =>
  z.object(shape).meta({ title } satisfies FieldMeta);

export const budgetTextSchema = z.object({
  heading: text('Titre du bloc', { hint: 'P. ex. « Budget indicatif ».' }),
  pricedOn: text('Avant la date des prix', { hint: 'P. ex. « Prix indicatifs au ».' }),
  notAQuote: sentence('Ce que sont ces prix', { hint: 'Une estimation hors TVA, jamais un devis.' }),
  between: text('Entre les deux prix d’une fourchette', { max: 10, hint: 'P. ex. « à » : « 110 à 170 € ».' }),
  excludingVat: text('Hors TVA', { max: 20, hint: 'P. ex. « HTVA ».' }),
  includingVat: text('TVA comprise, avant le taux', { max: 30, hint: 'P. ex. « TVAC à » : « TVAC à 6 % ».' }),
  includedHeading: text('Titre « ce qui est compris »'),
  variesHeading: text('Titre « ce qui fait varier le prix »'),
  tableCaption: text('Titre du tableau des quantités courantes'),
  tableQuantity: text('Colonne des quantités'),
  aidLink: text('Lien vers la page « Aides et TVA »'),
  units: group('Unités', {
    m2: countedUnit('Le m²', '40, 80 et 120 m²'),
    m: countedUnit('Le mètre', '10, 20 et 30 m'),
    piece: countedUnit('La pièce', '1, 5 et 10 pièces'),
    forfait: group('Le forfait', {
      price: text('Après un prix', { max: 40, hint: 'P. ex. « le chantier ».' }),
    }),
  }),
  calculator: group('Calculateur', {
    heading: text('Titre du calculateur'),
    line: text('Choix des travaux'),
    home: text('Question sur le logement'),
    homeReduced: text('Réponse : logement privé de plus de 10 ans'),
    homeNormal: text('Réponse : logement de moins de 10 ans, ou pas un logement privé'),
    homeUnknown: text('Réponse : je ne sais pas'),
    result: text('Titre du résultat'),
    prompt: text('Avant la première quantité', {
      hint: 'P. ex. « Indiquez la surface : l’estimation s’affiche ici. »',
    }),
    notNumber: text('Erreur : pas un nombre', { hint: 'P. ex. « Écrivez un nombre, p. ex. 80 ou 82,5. »' }),
    notPositive: text('Erreur : zéro ou moins'),
    notWhole: text('Erreur : pas un nombre entier (pièces)'),
    tooLarge: withSlot('Erreur : trop grand', 'max', 'Au-delà de {max}, demandez-nous un devis après visite.'),
    quote: text('Bouton vers le formulaire', { hint: 'P. ex. « Demander un devis pour ce projet ».' }),
    quoteNote: sentence('Sous le bouton', { hint: 'Ce que le formulaire reprend de l’estimation.' }),
  }),
  message: group('Estimation reprise dans le message du formulaire', {
    intro: text('Première ligne, avant le nom du service', { hint: 'P. ex. « Estimation faite sur le site ».' }),
    estimate: text('Avant la fourchette', { hint: 'P. ex. « Budget indicatif ».' }),
  }),
});
export type BudgetText = z.infer<typeof budgetTextSchema>;
