/**
 * Loads Natural Earth's 1:10m countries (public domain) from the `world-atlas` package at
 * build time. Read from disk rather than imported, so the 3.6 MB file never enters a bundle.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildSiteZoneMaps, type SiteZoneMaps, type ZoneMapInputs } from '../lib/site-zone-maps';
import type { CountriesTopology } from '../lib/zone-map';

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
