/**
 * Client reviews, one file each (`src/content/avis/{slug}.md`): who wrote it as they agreed to be
 * named, where, when, about which service, how it reached the business and when the client agreed
 * to its publication (kept in the file, never published); the review's words are the Markdown
 * body, shown as plain text. `src/content/reviews.yaml` holds the reviews page's texts and what the
 * business states about how reviews are collected and checked.
 *
 * The client's words are published as they were given: no value between braces is filled in them.
 */
import { z } from 'astro/zod';
import { placeName } from './places';
import {
  identifier,
  keywords,
  lengthMessage,
  optional,
  searchDescription,
  searchTitle,
  sentence,
  text,
  type FieldMeta,
} from './fields';

const NBSP = '\u00a0';

/** A text written as given (a client's name, a commune): bounded, never read for values between braces. */
function verbatim(title: string, { min, max, hint }: { min: number; max: number; hint?: string }) {
  return z
    .string()
    .trim()
    .min(min, { error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { min }) })
    .max(max, { error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { max }) })
    .meta({ title, description: hint } satisfies FieldMeta);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `2026-02-30` is a day of the calendar. */
function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day written `2026-03-14`. Front matter read by the build may hold it as a date (YAML's
 * timestamps): it is brought back to the same text.
 */
export function day(title: string, hint: string) {
  return z.preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z
      .string()
      .max(10, `Écrivez la date sous la forme année-mois-jour, p.${NBSP}ex. 2026-03-14.`)
      .refine(isCalendarDay, `Écrivez la date sous la forme année-mois-jour, p.${NBSP}ex. 2026-03-14.`)
      .meta({ title, description: hint } satisfies FieldMeta),
  );
}

/** How a review reached the business: the page says it beside each review. */
export const receivedWays = ['en-personne', 'e-mail', 'plateforme'] as const;
export type ReceivedWay = (typeof receivedWays)[number];

/**
 * Fewest rated reviews behind the home page's average: with four, one unhappy client moves the
 * average by a whole point, and « 5 / 5 » from two clients says little. From five on the figure
 * starts to describe the business rather than one client.
 */
export const SATISFACTION_MIN_RATED = 5;

export const REVIEW_NAME_MAX = 40;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1200;

export const reviewSchema = z
  .object({
    name: verbatim('Nom du client, tel qu’il accepte de le voir publié', {
      min: 2,
      max: REVIEW_NAME_MAX,
      hint: 'Un prénom et l’initiale du nom, p. ex. « Marie D. » : assez pour qu’un lecteur voie un vrai client, trop peu pour qu’on le retrouve ou le démarche. Toujours avec son accord.',
    }),
    place: placeName(
      'Commune ou village',
      'Où se trouve le chantier : tapez le début du nom et choisissez dans la liste, p. ex. « Thuin », ou « Biesme (Mettet) » pour un village.',
    ),
    date: day('Date de l’avis', 'Le jour où le client l’a donné, sous la forme 2026-03-14.'),
    service: identifier('Service', 'Le service dont parle l’avis.').meta({
      title: 'Service',
      description: 'Le service dont parle l’avis.',
      relation: 'services',
    } satisfies FieldMeta),
    rating: optional(
      z
        .number()
        .int('Une note entière, de 1 à 5.')
        .min(1, 'Une note de 1 à 5.')
        .max(5, 'Une note de 1 à 5.')
        .meta({
          title: 'Note sur 5',
          description: 'Seulement si le client l’a donnée lui-même. Vide : pas de note.',
        } satisfies FieldMeta),
    ),
    worksite: optional(
      identifier('Réalisation', 'La réalisation dont parle l’avis. Vide : aucune.').meta({
        title: 'Réalisation',
        description: 'La réalisation dont parle l’avis, si elle est publiée dans « Réalisations ». Vide : aucune.',
        relation: 'worksites',
      } satisfies FieldMeta),
    ),
    received: z.enum(receivedWays).meta({
      title: 'Reçu',
      description:
        'en-personne : dit ou écrit sur le chantier ; e-mail : reçu par e-mail ; plateforme : publié par le client sur un site d’avis.',
    } satisfies FieldMeta),
    consent: day(
      'Date de l’accord du client pour la publication',
      'Le jour où le client a accepté que son avis soit publié sous ce nom. Gardée dans le fichier comme preuve, jamais publiée.',
    ),
  })
  .superRefine((review, context) => {
    if (review.consent < review.date) {
      context.addIssue({
        code: 'custom',
        path: ['consent'],
        message: `L’accord ne peut pas précéder l’avis${NBSP}: donnez le jour où le client a accepté sa publication.`,
        input: review.consent,
      });
    }
  });
export type Review = z.infer<typeof reviewSchema>;

/** The review's words (the Markdown body): plain text, bounded. */
export const reviewText = z
  .string()
  .trim()
  .min(REVIEW_TEXT_MIN, {
    error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { min: REVIEW_TEXT_MIN }),
  })
  .max(REVIEW_TEXT_MAX, {
    error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { max: REVIEW_TEXT_MAX }),
  })
  .refine(
    (value) => !/[<>*_`#[\]]/.test(value),
    `Le texte d’un avis reste tel que le client l’a écrit, sans mise en forme${NBSP}: retirez les caractères < > * _ \` # [ ].`,
  );

/** The checks a business may state it makes; the page states those chosen, and nothing else. */
export const reviewChecks = ['client-connu', 'accord-ecrit', 'plateforme-verifiee'] as const;

export const reviewSettingsSchema = z.object({
  heading: text('Titre de la page (h1)'),
  intro: sentence('Introduction'),
  meta: z
    .object({
      title: searchTitle('Titre dans les moteurs de recherche'),
      description: searchDescription('Description dans les moteurs de recherche'),
      keywords: keywords(),
    })
    .meta({ title: 'Référencement' } satisfies FieldMeta),
  checks: z
    .array(z.enum(reviewChecks))
    .refine((list) => new Set(list).size === list.length, 'Chaque vérification une seule fois.')
    .meta({
      title: 'Vérifications que vous faites vraiment',
      description:
        'client-connu : chaque avis vient d’un client dont vous avez fait le chantier (facture à l’appui) ; accord-ecrit : le client a accepté par écrit la publication sous ce nom ; plateforme-verifiee : pour les avis d’une plateforme, vous vérifiez que l’auteur est votre client. N’en cochez aucune que vous ne faites pas : la loi l’interdit.',
    } satisfies FieldMeta),
  statements: z
    .object({
      none: sentence('Si aucune vérification'),
      'client-connu': sentence('Phrase « client-connu »'),
      'accord-ecrit': sentence('Phrase « accord-ecrit »'),
      'plateforme-verifiee': sentence('Phrase « plateforme-verifiee »'),
      platform: sentence('Phrase sur les avis de votre fiche sur une plateforme', {
        hint: 'Affichée quand « Vos avis sur une plateforme » est donné (Entreprise › Coordonnées › Liens) : comment les avis d’ici se rapportent à ceux de la plateforme.',
      }),
      shown: sentence('Phrase sur ce que la page montre de chaque avis', {
        hint: 'Ce qui est vrai de la page elle-même, p. ex. l’ordre des avis et la façon dont chacun a été reçu.',
      }),
    })
    .meta({
      title: 'Phrases de la page sur les vérifications',
      description: 'La page montre seulement les phrases des vérifications cochées ci-dessus.',
    } satisfies FieldMeta),
  checkedOn: day(
    'Date de cette déclaration',
    'Le jour où vous avez relu la liste des vérifications, sous la forme 2026-11-27. Relisez-la quand votre façon de faire change.',
  ),
  text: z
    .object({
      verificationHeading: text('Titre du bloc « vérification »'),
      checkedOn: text('Avant la date de la déclaration', { hint: 'P. ex. « Déclaration à jour au ».' }),
      received: z
        .object({
          'en-personne': text('Reçu en personne'),
          'e-mail': text('Reçu par e-mail'),
          plateforme: text('Reçu via une plateforme'),
        })
        .meta({ title: 'Comment l’avis a été reçu' } satisfies FieldMeta),
      rating: text('Note', { hint: 'Lu avant la note, p. ex. « Note ».' }),
      example: text('Mention des avis d’exemple'),
      empty: sentence('Quand il n’y a encore aucun avis'),
      serviceHeading: text('Titre du bloc sur les pages des services'),
      homeHeading: text('Titre du bloc à l’accueil'),
      allReviews: text('Lien vers tous les avis'),
      worksiteHeading: text('Titre du bloc sur les pages des réalisations'),
      worksiteLink: text('Lien vers la réalisation dont parle un avis', { hint: 'P. ex. « Voir le chantier ».' }),
      satisfaction: z
        .string()
        .trim()
        .max(60, { error: (issue) => lengthMessage(String(issue.input ?? '').length, { max: 60 }) })
        .refine(
          (value) => value.split('{avis}').length === 2,
          `Écrivez {avis} une fois${NBSP}: le site y met le nombre d’avis notés, p.${NBSP}ex. «${NBSP}12 avis${NBSP}».`,
        )
        .meta({
          title: 'Libellé de la note moyenne à l’accueil',
          description: `Sous «${NBSP}4,8 / 5${NBSP}», p. ex. «${NBSP}note moyenne sur {avis}${NBSP}». Affiché dès ${SATISFACTION_MIN_RATED} avis notés.`,
        } satisfies FieldMeta),
    })
    .meta({ title: 'Textes de la page et des blocs' } satisfies FieldMeta),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
