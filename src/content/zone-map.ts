/**
 * Texts and extra places of the intervention map (zone section). The towns themselves come
 * from `communes.ts` and `regions.ts`, the dépôt and the office from `src/site.ts`: only
 * what the map needs in addition lives here. Coordinates are WGS84 decimal degrees.
 */
import { z } from 'astro/zod';
import { validateEntry } from '../lib/validate-content';

const NBSP = '\u00a0';

const coordinates = z.object({ lat: z.number().min(49).max(51.6), lon: z.number().min(2.5).max(6.5) });
const text = z.string().trim().min(1, 'texte vide');

export const zoneMapSchema = z.object({
  /** Country names written across their territory; the location is where the word is centred. */
  countries: z.array(z.object({ name: text, location: coordinates })).min(2),
  /** Short labels of the two business places (their coordinates are in `src/site.ts`). */
  warehouseLabel: text,
  officeLabel: text,
  overview: z.object({ title: text, caption: text }),
  nearby: z.object({ title: text, caption: text }),
  /** Legend under the maps (the symbols are drawn by the component). */
  legend: z.object({
    warehouse: text,
    office: text,
    fastRadius: text,
    zoneRadius: text,
    commune: text,
    town: text,
    border: text,
  }),
  /** Credit of the geographic data (Natural Earth, public domain). */
  source: text,
});
export type ZoneMapContent = z.infer<typeof zoneMapSchema>;

export const zoneMap = validateEntry('carte de la zone', zoneMapSchema, {
  countries: [
    { name: 'BELGIQUE', location: { lat: 50.7046, lon: 4.8103 } },
    { name: 'FRANCE', location: { lat: 50.0702, lon: 3.9605 } },
  ],
  warehouseLabel: 'Dépôt',
  officeLabel: 'Bureau',
  overview: {
    title: 'Carte de la zone d’intervention, 50 km autour du dépôt',
    caption: 'Zone d’intervention',
  },
  nearby: {
    title: 'Carte de l’intervention rapide, 20 km autour du dépôt',
    caption: 'Intervention rapide',
  },
  legend: {
    warehouse: 'Dépôt',
    office: 'Bureau (Barbençon)',
    fastRadius: `Intervention rapide, 20${NBSP}km`,
    zoneRadius: `Zone d’intervention, 50${NBSP}km`,
    commune: 'Commune d’intervention rapide',
    town: 'Ville de la région',
    border: 'Frontière',
  },
  source: 'Frontières\u00a0: Natural Earth (domaine public).',
});

/** « Namur (35 km), Charleroi (5 km) et Mons (33 km) » */
function listWithDistances(places: readonly { name: string; distanceKm: number }[]): string {
  const items = places.map((p) => `${p.name} (${p.distanceKm}${NBSP}km)`);
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? '');
}

/** Text alternative of the 50 km map, built from the places it shows. */
export function describeOverview(input: {
  warehouse: string;
  office: string;
  radiusKm: number;
  fastRadiusKm: number;
  towns: readonly { name: string; distanceKm: number }[];
  borderFromOfficeKm: number;
}): string {
  return (
    `${input.warehouse} au centre de deux cercles : ${input.fastRadiusKm}${NBSP}km (intervention rapide) ` +
    `et ${input.radiusKm}${NBSP}km (zone d’intervention). Distances à vol d’oiseau depuis le dépôt : ` +
    `${listWithDistances(input.towns)}. Notre bureau de ${input.office}, au sud, ` +
    `est à ${input.borderFromOfficeKm}${NBSP}km de la frontière française.`
  ).replaceAll(' :', `${NBSP}:`);
}

/** Text alternative of the 20 km map. */
export function describeNearby(input: {
  fastRadiusKm: number;
  communes: readonly { name: string; distanceKm: number }[];
}): string {
  return (
    `Le dépôt au centre du cercle de ${input.fastRadiusKm}${NBSP}km, avec les communes d’intervention rapide ` +
    `et leur distance : ${listWithDistances(input.communes)}.`
  ).replaceAll(' :', `${NBSP}:`);
}
