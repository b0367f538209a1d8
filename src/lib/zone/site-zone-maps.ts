/**
 * The two maps of the zone section, from the site's own data: the 50 km intervention zone
 * (borders, the towns of the regions, the office) and a closer view of the 20 km
 * fast-intervention radius with its communes and their distances.
 */
import { mesh } from 'topojson-client';
import type { Identity } from '../../schemas/identity';
import { locationOf, placeNamed } from '../../schemas/places';
import type { Commune, Region, ZoneMapContent } from '../../schemas/zone';
import { formatKm } from '../content/format';
import { fillPlaceholders } from '../content/placeholders';
import {
  buildZoneMap,
  distanceKm,
  type CountriesTopology,
  type LatLon,
  type MapPlace,
  type ZoneMapModel,
} from './zone-map';
import { NBSP } from '../../schemas/characters';

export const BELGIUM_ID = '056';
export const FRANCE_ID = '250';
const NEIGHBOUR_IDS = [FRANCE_ID, '528', '276', '442'] as const;

/** Size of each map, in SVG units: one unit is one CSS pixel on a 360 px wide phone. */
export const MAP_WIDTH = 320;
export const MAP_HEIGHT = 320;

export interface SiteZoneMap {
  id: string;
  title: string;
  description: string;
  caption: string;
  model: ZoneMapModel;
}

export interface SiteZoneMaps {
  overview: SiteZoneMap;
  nearby: SiteZoneMap;
  content: ZoneMapContent;
}

/** Shortest distance, in km, from a point to the border shared by two countries. */
export function kmToBorder(topology: CountriesTopology, countryId: string, neighbourId: string, from: LatLon): number {
  const border = mesh(
    topology,
    topology.objects.countries,
    (a, b) => (a.id === countryId && b.id === neighbourId) || (a.id === neighbourId && b.id === countryId),
  );
  let nearest = Number.POSITIVE_INFINITY;
  for (const line of border.coordinates) {
    for (const [lon, lat] of line) {
      if (lon !== undefined && lat !== undefined) nearest = Math.min(nearest, distanceKm(from, { lat, lon }));
    }
  }
  return nearest;
}

/** What the maps show: the business's places and the zone's content. */
export interface ZoneMapInputs {
  site: Pick<Identity, 'depot' | 'address' | 'radiusKm'>;
  zoneMap: ZoneMapContent;
  communes: readonly Commune[];
  regions: readonly Region[];
}

/** « Namur (35 km), Mons (33 km) et Biesme (Mettet, 15 km) » */
function listWithDistances(places: readonly { name: string; distanceKm: number }[]): string {
  const items = places.map((p) => {
    const distance = `${p.distanceKm}${NBSP}km`;
    // A village already named with its municipality in brackets: one pair of brackets.
    return p.name.endsWith(')') ? `${p.name.slice(0, -1)}, ${distance})` : `${p.name} (${distance})`;
  });
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items.at(-1)}` : (items[0] ?? '');
}

export function buildSiteZoneMaps(
  topology: CountriesTopology,
  { site, zoneMap, communes, regions }: ZoneMapInputs,
): SiteZoneMaps {
  const center = locationOf(site.depot.place);
  const { intervention, fastIntervention } = site.radiusKm;
  const depot: MapPlace = { kind: 'depot', name: zoneMap.depotLabel, location: center };
  const office: MapPlace = {
    kind: 'office',
    name: site.address.locality,
    detail: zoneMap.officeLabel.toLowerCase(),
    location: site.address.location,
  };
  const towns: MapPlace[] = regions.map((r) => ({ kind: 'town', name: r.name, location: r.location }));
  const shared = {
    topology,
    homeCountryId: BELGIUM_ID,
    neighbourIds: NEIGHBOUR_IDS,
    center,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
  };

  const overview = buildZoneMap({
    ...shared,
    frameRadiusKm: intervention,
    circles: [
      { kind: 'zone', radiusKm: intervention, label: formatKm(intervention) },
      { kind: 'fast', radiusKm: fastIntervention, label: formatKm(fastIntervention) },
    ],
    // Order = label priority: the dépôt first, then the towns, the office last.
    places: [depot, ...towns, office],
    countryLabels: zoneMap.countries,
  });

  const communeNames = new Set(communes.map((c) => placeNamed(c.name)?.locality ?? c.name));
  const nearby = buildZoneMap({
    ...shared,
    frameRadiusKm: fastIntervention + 1.5,
    circles: [{ kind: 'fast', radiusKm: fastIntervention, label: formatKm(fastIntervention) }],
    places: [
      depot,
      // On the map, its position says where a village is: its name alone (« Biesme »).
      ...communes.map((c): MapPlace => ({
        kind: 'commune',
        name: placeNamed(c.name)?.locality ?? c.name,
        detail: formatKm(c.distanceKm),
        location: locationOf(c.name),
      })),
      // Towns of the regions that fall in this view and are not already a commune (Charleroi).
      ...towns.filter((t) => !communeNames.has(t.name) && distanceKm(center, t.location) < fastIntervention),
      // The office too, when it is in this view: the depot may be further from it than the radius.
      ...(distanceKm(center, office.location) < fastIntervention ? [office] : []),
    ],
  });

  const roundKm = (km: number) => Math.round(km);
  return {
    content: zoneMap,
    overview: {
      id: 'carte-zone',
      title: zoneMap.overview.title,
      caption: zoneMap.overview.caption,
      description: fillPlaceholders(zoneMap.overview.description, {
        depot: placeNamed(site.depot.place)?.locality ?? site.depot.place,
        bureau: site.address.locality,
        rayon: String(intervention),
        'rayon-rapide': String(fastIntervention),
        // Straight lines only, as the text says. A town that is also a fast-intervention locality
        // (Thuin) is left to the other map, which gives its distance by road: the two kinds of
        // distance never share a list, and a place never gets two distances of its own.
        villes: listWithDistances(
          regions
            .filter((r) => !communeNames.has(r.name))
            .map((r) => ({ name: r.name, distanceKm: roundKm(distanceKm(center, r.location)) })),
        ),
        frontiere: String(roundKm(kmToBorder(topology, BELGIUM_ID, FRANCE_ID, site.address.location))),
      }),
      model: overview,
    },
    nearby: {
      id: 'carte-rapide',
      title: zoneMap.nearby.title,
      caption: zoneMap.nearby.caption,
      description: fillPlaceholders(zoneMap.nearby.description, {
        'rayon-rapide': String(fastIntervention),
        communes: listWithDistances(communes),
      }),
      model: nearby,
    },
  };
}
