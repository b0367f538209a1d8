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
import { day, pastDay } from './calendar';
import { placeName } from './places';
import {
  identifier,
  keywords,
  lengthMessage,
  optional,
  plain,
  searchDescription,
  searchTitle,
  sentence,
  text,
  type FieldMeta,
} from './fields';
import { NBSP } from './characters';

/** A text written as given (a client's name): bounded, shown as typed, never read for values between braces. */
function verbatim(title: string, { min, max, hint }: { min: number; max: number; hint?: string }) {
  return plain(
    z
      .string()
      .trim()
      .min(min, { error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { min }) })
      .max(max, { error: (issue) => lengthMessage(String(issue.input ?? '').trim().length, { max }) }),
  ).meta({ title, description: hint } satisfies FieldMeta);
}

/** How a review reached the business: the page says it beside each review. */
export const receivedWays = ['en-personne', 'e-mail', 'plateforme'] as const;
export type ReceivedWay = (typeof receivedWays)[number];
const receivedLabels: Record<ReceivedWay, string> = {
  'en-personne': 'En personne (dit ou écrit sur le chantier)',
  'e-mail': 'Par e-mail',
  plateforme: 'Sur une plateforme d’avis (publié par le client)',
};

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
    date: pastDay(
      'Date de l’avis',
      'Le jour où le client l’a donné, sous la forme 2026-03-14.',
      'le jour où le client a donné son avis',
    ),
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
      description: 'Comment l’avis vous est parvenu : la page le dit à côté de l’avis.',
      choices: receivedLabels,
    } satisfies FieldMeta),
    platform: optional(
      verbatim('Plateforme d’avis', {
        min: 2,
        max: 40,
        hint: 'Pour un avis reçu « sur une plateforme d’avis » seulement : le site où le client l’a publié, p. ex. « Google » ; la page le nomme à côté de l’avis.',
      }),
    ),
    consent: pastDay(
      'Date de l’accord du client pour la publication',
      'Le jour où le client a accepté que son avis soit publié sous ce nom. Gardée dans le fichier comme preuve, jamais publiée.',
      'le jour où le client a accepté la publication',
    ),
  })
  .superRefine((review, context) => {
    if (review.received === 'plateforme' && !review.platform) {
      context.addIssue({
        code: 'custom',
        path: ['platform'],
        message: `Nommez la plateforme où le client a publié son avis, p.${NBSP}ex. «${NBSP}Google${NBSP}»${NBSP}: la page le dit au lecteur.`,
        input: review.platform,
      });
    }
    if (review.received !== 'plateforme' && review.platform) {
      context.addIssue({
        code: 'custom',
        path: ['platform'],
        message: `Un avis reçu en personne ou par e-mail n’a pas de plateforme${NBSP}: videz ce champ, ou choisissez «${NBSP}plateforme${NBSP}» dans «${NBSP}Reçu${NBSP}».`,
        input: review.platform,
      });
    }
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
const reviewCheckLabels: Record<(typeof reviewChecks)[number], string> = {
  'client-connu': 'Chaque avis vient d’un client dont vous avez fait le chantier (facture à l’appui)',
  'accord-ecrit': 'Le client a accepté par écrit la publication sous ce nom',
  'plateforme-verifiee': 'Pour les avis d’une plateforme, vous vérifiez que l’auteur est votre client',
};
/** Whether every review received is published (the negative ones too), or the business chooses. */
export const reviewPublications = ['tous', 'choisis'] as const;
const reviewPublicationLabels: Record<(typeof reviewPublications)[number], string> = {
  tous: 'Tous : chaque avis dont le client accepte la publication, les négatifs comme les positifs',
  choisis: 'Choisis : vous choisissez ceux que vous publiez',
};
/** Whether anything is given in return for a review. */
export const reviewConsiderations = ['aucune', 'avantage'] as const;
const reviewConsiderationLabels: Record<(typeof reviewConsiderations)[number], string> = {
  aucune: 'Aucune : personne ne reçoit rien pour son avis',
  avantage: 'Un avantage : remise, cadeau ou autre, décrit dans la phrase « avantage » ci-dessous',
};

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
    .array(z.enum(reviewChecks).meta({ title: 'Vérification', choices: reviewCheckLabels } satisfies FieldMeta))
    .refine((list) => new Set(list).size === list.length, 'Chaque vérification une seule fois.')
    .meta({
      title: 'Vérifications que vous faites vraiment',
      description: 'N’en choisissez aucune que vous ne faites pas : la loi l’interdit.',
    } satisfies FieldMeta),
  publication: z.enum(reviewPublications).meta({
    title: 'Avis publiés',
    description: 'La page dit lequel, comme la loi le demande.',
    choices: reviewPublicationLabels,
  } satisfies FieldMeta),
  consideration: z.enum(reviewConsiderations).meta({
    title: 'Contrepartie donnée pour un avis',
    description: 'Ce qu’un client reçoit pour son avis ; la page le dit.',
    choices: reviewConsiderationLabels,
  } satisfies FieldMeta),
  statements: z
    .object({
      none: sentence('Si aucune vérification'),
      'client-connu': sentence('Phrase si chaque avis vient d’un client connu'),
      'accord-ecrit': sentence('Phrase si le client a accepté par écrit'),
      'plateforme-verifiee': sentence('Phrase si vous vérifiez les avis d’une plateforme'),
      tous: sentence('Phrase si tous les avis sont publiés'),
      choisis: sentence('Phrase si vous choisissez les avis publiés'),
      aucune: sentence('Phrase si rien n’est donné pour un avis'),
      avantage: sentence('Phrase « avantage » (ce qui est donné pour un avis)', {
        hint: 'Ce qui est offert, et à quelles conditions, p. ex. « Un client qui donne son avis reçoit un bon de 20 € sur son prochain entretien, que son avis soit positif ou négatif. »',
      }),
      plateforme: sentence('Phrase sur les avis repris d’une plateforme', {
        hint: 'Montrée quand un avis publié vient d’une plateforme d’avis, nommée à côté de lui.',
      }),
      fiche: sentence('Phrase sur les avis de votre fiche sur une plateforme', {
        hint: 'Montrée quand « Vos avis sur une plateforme » est donné (Entreprise › Coordonnées › Liens) : comment les avis d’ici se rapportent à ceux de votre fiche.',
      }),
      shown: sentence('Phrase sur ce que la page montre de chaque avis', {
        hint: 'Ce qui est vrai de la page elle-même, p. ex. l’ordre des avis et la façon dont chacun a été reçu.',
      }),
      example: sentence('Phrase sur les avis d’exemple', {
        hint: 'Montrée tant que des avis d’exemple sont affichés (jamais sur le site publié, qui les refuse).',
      }),
    })
    .meta({
      title: 'Phrases de la page sur les avis',
      description:
        'La page montre seulement les phrases des vérifications cochées, de la publication et de la contrepartie choisies ci-dessus.',
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
          plateforme: text('Reçu via une plateforme', {
            hint: 'Suivi du nom de la plateforme que donne l’avis, p. ex. « Publié par le client sur » : « … sur Google ».',
          }),
        })
        .meta({ title: 'Comment l’avis a été reçu' } satisfies FieldMeta),
      verificationLink: text('Lien vers la déclaration, sous chaque bloc d’avis', {
        hint: 'Sur l’accueil et les pages des services et des réalisations, p. ex. « Comment nous recueillons et publions ces avis ».',
      }),
      rating: text('Note', { hint: 'Lu avant la note, p. ex. « Note ».' }),
      example: text('Mention des avis d’exemple'),
      empty: sentence('Quand il n’y a encore aucun avis'),
      serviceHeading: text('Titre du bloc sur les pages des services'),
      homeHeading: text('Titre du bloc à l’accueil'),
      allReviews: text('Lien vers tous les avis'),
      worksiteHeading: text('Titre du bloc sur les pages des réalisations'),
      worksiteLink: text('Lien vers la réalisation dont parle un avis', { hint: 'P. ex. « Voir le chantier ».' }),
      satisfaction: plain(
        z
          .string()
          .trim()
          .max(60, { error: (issue) => lengthMessage(String(issue.input ?? '').length, { max: 60 }) })
          .refine(
            (value) => value.split('{avis}').length === 2,
            `Écrivez {avis} une fois${NBSP}: le site y met le nombre d’avis notés, p.${NBSP}ex. «${NBSP}12 avis${NBSP}».`,
          ),
      ).meta({
        title: 'Libellé de la note moyenne à l’accueil',
        description: `Sous «${NBSP}4,8 / 5${NBSP}», p. ex. «${NBSP}note moyenne sur {avis}${NBSP}». Affiché dès ${SATISFACTION_MIN_RATED} avis notés.`,
      } satisfies FieldMeta),
    })
    .meta({ title: 'Textes de la page et des blocs' } satisfies FieldMeta),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
