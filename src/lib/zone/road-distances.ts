/**
 * The distances by road the owner gives for the fast-intervention localities, checked against the
 * straight line from the depot (the places' positions come from the list of places): a road is
 * never shorter than the straight line, and a figure far longer was typed for another place or
 * wrong. The same rule for the build (every file) and the admin (the list, before a save).
 */
import { localitiesOf, placeNamed, type Place } from '../../schemas/places';
import type { Problem } from '../content/content-rules';
import { distanceKm } from './zone-map';
import { NBSP } from '../../schemas/characters';

/**
 * How much longer than the straight line a road may be. Roads in Wallonia run about 1.2 to 1.4
 * times the straight line; twice, plus 5 km, still lets through a village across a river whose
 * bridge is further off, or a lane that leaves the wrong way, and catches a figure typed for
 * another place (50 for 5, a village picked by mistake in another province).
 */
export const roadBound = { factor: 2, extraKm: 5 } as const;

/** The owner types whole kilometres: a road given half a kilometre under the straight line is rounded, not wrong. */
const ROUNDING_KM = 0.5;

/** « 4,3 km » */
const km = (value: number) => `${value.toLocaleString('fr-BE', { maximumFractionDigits: 1 })}${NBSP}km`;

/**
 * The part of `to` nearest to `from`, and how far it is in a straight line. A road to a
 * municipality ends at its first village: the distance to Thuin, from the east, is the distance to
 * Gozée, a village of Thuin, not to Thuin's centre. A village is one place.
 */
export function nearestPart(from: Place, to: Place): { part: Place; km: number } {
  const parts = to.locality === to.municipality ? localitiesOf(to.municipality) : [to];
  return parts
    .map((part) => ({ part, km: distanceKm(from.location, part.location) }))
    .reduce((nearest, candidate) => (candidate.km < nearest.km ? candidate : nearest));
}

/** What is wrong with a distance by road from the depot; null when it is plausible or a place is not in the list. */
export function roadDistanceMessage(depot: string, place: string, roadKm: number): string | null {
  const from = placeNamed(depot);
  const to = placeNamed(place);
  if (!from || !to || !Number.isFinite(roadKm)) return null;
  const nearest = nearestPart(from, to);
  if (roadKm < nearest.km - ROUNDING_KM) {
    const where =
      nearest.part === to ? to.locality : `${to.locality} (${nearest.part.locality}, la plus proche de ses localités)`;
    return `${km(roadKm)} par la route, c’est moins que la ligne droite entre le dépôt (${from.locality}) et ${where}${NBSP}: ${km(nearest.km)}. Vérifiez la distance ou la localité choisie.`;
  }
  const straight = distanceKm(from.location, to.location);
  const longest = roadBound.factor * straight + roadBound.extraKm;
  if (roadKm > longest) {
    return `${km(roadKm)} par la route, c’est bien plus que la ligne droite entre le dépôt (${from.locality}) et ${to.locality} (${km(straight)})${NBSP}: ${km(Math.floor(longest))} au plus. Vérifiez la distance ou la localité choisie.`;
  }
  return null;
}

/** The localities of `communes.yaml` whose distance does not go with the depot's place (paths as in that file). */
export function roadDistanceProblems(depot: unknown, communes: unknown): Problem[] {
  if (typeof depot !== 'string' || !Array.isArray(communes)) return [];
  return communes.flatMap((commune: unknown, index): Problem[] => {
    const { name, distanceKm: road } = (commune ?? {}) as { name?: unknown; distanceKm?: unknown };
    if (typeof name !== 'string' || typeof road !== 'number') return [];
    const message = roadDistanceMessage(depot, name, road);
    return message ? [{ path: ['communes', index, 'distanceKm'], message }] : [];
  });
}
