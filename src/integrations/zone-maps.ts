/**
 * Loads Natural Earth's 1:10m countries (public domain) from the `world-atlas` package at
 * build time. Read from disk rather than imported, so the 3.6 MB file never enters a bundle.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SiteContent } from '../lib/content/site-content';
import { buildSiteZoneMaps, type SiteZoneMap, type SiteZoneMaps, type ZoneMapInputs } from '../lib/zone/site-zone-maps';
import { mapColourTokens, type MapColourRole, type MapColours } from '../lib/zone/zone-map-paint';
import { colour } from './palette';
import type { CountriesTopology } from '../lib/zone/zone-map';

let cached: CountriesTopology | undefined;

export function loadCountries(): CountriesTopology {
  if (!cached) {
    const file = createRequire(import.meta.url).resolve('world-atlas/countries-10m.json');
    cached = JSON.parse(readFileSync(file, 'utf8')) as CountriesTopology;
  }
  return cached;
}

let maps: { key: string; value: SiteZoneMaps } | undefined;

/** The zone's two maps, drawn once per build: every home route shows the same ones. */
export function zoneMapsFor(inputs: ZoneMapInputs): SiteZoneMaps {
  const key = JSON.stringify(inputs);
  if (maps?.key !== key) maps = { key, value: buildSiteZoneMaps(loadCountries(), inputs) };
  return maps.value;
}

/** The two maps of the site's content. */
export function zoneMapsOf(content: SiteContent): SiteZoneMaps {
  return zoneMapsFor({
    site: content.identity,
    zoneMap: content.zoneMap,
    communes: content.communes,
    regions: content.regions,
  });
}

/** Where a map's file is served. */
export function zoneMapFile(map: SiteZoneMap): string {
  return `/cartes/${map.id}.svg`;
}

/** The maps' colours, from the design tokens. */
export function zoneMapColours(): MapColours {
  return Object.fromEntries(Object.entries(mapColourTokens).map(([role, token]) => [role, colour(token)])) as Record<
    MapColourRole,
    string
  >;
}
