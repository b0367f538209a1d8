/**
 * The intervention zone: the fast-intervention communes (`communes.yaml`), the regions
 * (`regions.yaml`), each list in the owner's order, and the extra labels of the maps
 * (`zone-map.yaml`).
 */
import { z } from 'astro/zod';
import {
  counting,
  atMost,
  coordinates,
  duplicatesOf,
  lengthMessage,
  listBetween,
  listOf,
  plain,
  quotingOnly,
  sentence,
  SENTENCE_MAX,
  text,
  type FieldMeta,
} from './fields';
import { placeName } from './places';

/** How many communes and regions the lists, the cards and the maps have room for. */
export const zoneBounds = {
  communes: { min: 1, max: 12 },
  regions: { min: 1, max: 8 },
} as const;

/** A list of places the owner orders, each name once (the maps label each place by its name). */
function places<Item extends z.ZodType<{ name: string }>>(
  title: string,
  item: Item,
  bounds: { min: number; max: number },
  hint: string,
  counted: ReturnType<typeof counting>,
) {
  return listBetween(title, item, bounds.min, bounds.max, hint)
    .meta(counted)
    .superRefine((list, ctx) => {
      for (const name of duplicatesOf(list, (place) => place.name)) {
        ctx.addIssue({ code: 'custom', message: `« ${name} » figure deux fois : gardez-en un.` });
      }
    });
}

/** A sentence built by the site from the map's data: `names` are filled in by the build. */
function template(title: string, names: readonly string[], { hint }: { hint?: string } = {}) {
  const allowed = names.map((name) => `{${name}}`).join(', ');
  return plain(
    quotingOnly(
      z
        .string()
        .trim()
        .min(20, { error: (issue) => lengthMessage(String(issue.input ?? '').length, { min: 20 }) })
        .max(SENTENCE_MAX, atMost(SENTENCE_MAX)),
      names,
    ),
  ).meta({
    title,
    description: [
      `Lu par les lecteurs d’écran à la place de la carte. Valeurs remplacées par le site : ${allowed}.`,
      hint,
    ]
      .filter(Boolean)
      .join(' '),
    widget: 'text',
  } satisfies FieldMeta);
}

export const communeSchema = z
  .object({
    name: placeName(
      'Localité',
      'Choisissez la commune ou le village dans la liste (tapez le début du nom) : la carte le place d’après la liste.',
    ),
    distanceKm: z
      .number()
      .positive('Écrivez une distance en kilomètres, plus grande que 0.')
      .max(20, 'Une localité d’intervention rapide est à 20 km au plus du dépôt, par la route.')
      .meta({
        title: 'Distance du dépôt par la route (km)',
        description:
          'Par la route, telle que vous la parcourez ; 20 km au plus. Elle ne peut pas être plus courte que la ligne droite depuis le dépôt.',
      } satisfies FieldMeta),
    description: sentence('Description'),
    specialities: listOf('Spécificités', text('Spécificité'), 3).meta(counting('une spécificité', 'spécificités')),
  })
  // Named by its place in the list, which is picked, not typed (the first typed text is the description).
  .meta({ title: 'Localité', summary: "{{fields.name | default('Localité à compléter')}}" } satisfies FieldMeta);
export type Commune = z.infer<typeof communeSchema>;

export const communesSchema = z.object({
  communes: places(
    'Localités d’intervention rapide',
    communeSchema,
    zoneBounds.communes,
    `De ${zoneBounds.communes.min} à ${zoneBounds.communes.max} localités, dans l’ordre où le site les montre (de la plus proche à la plus éloignée, par exemple).`,
    counting('une localité', 'localités'),
  ),
});

export const regionSchema = z
  .object({
    name: text('Nom'),
    description: sentence('Description'),
    highlights: listBetween('Localités citées', text('Localité'), 3, 6).meta(counting('une localité', 'localités')),
    location: coordinates('Position de la ville principale (carte)'),
  })
  .meta({ title: 'Région' } satisfies FieldMeta);
export type Region = z.infer<typeof regionSchema>;

export const regionsSchema = z.object({
  regions: places(
    'Régions',
    regionSchema,
    zoneBounds.regions,
    `De ${zoneBounds.regions.min} à ${zoneBounds.regions.max} régions, dans l’ordre de leurs cartes.`,
    counting('une région', 'régions'),
  ),
});

export const zoneMapSchema = z.object({
  countries: listBetween(
    'Noms des pays sur la carte',
    z.object({ name: text('Nom'), location: coordinates('Centre du nom') }).meta({ title: 'Pays' } satisfies FieldMeta),
    2,
    4,
  ).meta(counting('un pays', 'pays')),
  depotLabel: text('Étiquette du dépôt'),
  officeLabel: text('Étiquette du bureau'),
  overview: z
    .object({
      title: text('Titre (lu par les lecteurs d’écran)'),
      caption: text('Légende'),
      description: template('Description', ['depot', 'rayon', 'rayon-rapide', 'villes', 'bureau', 'frontiere'], {
        hint: '{villes} : les villes des régions et leur distance à vol d’oiseau depuis le dépôt, sans les localités d’intervention rapide, dont la seconde carte donne la distance par la route.',
      }),
    })
    .meta({ title: 'Carte de la zone (50 km)' } satisfies FieldMeta),
  nearby: z
    .object({
      title: text('Titre (lu par les lecteurs d’écran)'),
      caption: text('Légende'),
      description: template('Description', ['rayon-rapide', 'communes']),
    })
    .meta({ title: 'Carte de l’intervention rapide (20 km)' } satisfies FieldMeta),
  legend: z
    .object({
      depot: text('Dépôt'),
      office: text('Bureau'),
      fastRadius: text('Cercle de l’intervention rapide'),
      zoneRadius: text('Cercle de la zone d’intervention'),
      commune: text('Localité d’intervention rapide'),
      town: text('Ville de la région'),
      border: text('Frontière'),
    })
    .meta({ title: 'Légende' } satisfies FieldMeta),
  source: text('Source des données géographiques'),
});
export type ZoneMapContent = z.infer<typeof zoneMapSchema>;
