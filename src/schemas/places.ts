/**
 * The places the owner picks from (the fast-intervention communes, the office's locality, the
 * depot): Belgium's municipalities since 1 January 2025 and their villages, with their positions
 * (places/belgium.json, written by `npm run places`; sources and licence in places/README.md).
 * A village is named with its municipality, « Biesme (Mettet) »: the name alone may be a village
 * of several municipalities, and it tells where it is.
 */
import { z } from 'astro/zod';
import type { FieldMeta } from './fields';
import { editDistance } from './edit-distance';
import { NBSP } from './characters';
import belgium from './places/belgium.json' with { type: 'json' };

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Place {
  /** How the site and the admin name it: « Mettet », « Biesme (Mettet) ». */
  name: string;
  /** The village or the municipality itself: « Biesme », « Mettet ». */
  locality: string;
  municipality: string;
  location: LatLon;
}

const municipalityRows = belgium.municipalities as [string, number, number][];
const villageRows = belgium.villages as [string, number, number, number][];

const municipalityPlaces: readonly Place[] = municipalityRows.map(([name, lat, lon]) => ({
  name,
  locality: name,
  municipality: name,
  location: { lat, lon },
}));

const villagePlaces: readonly Place[] = villageRows.map(([locality, index, lat, lon]) => {
  const municipality = municipalityRows[index]![0];
  return { name: `${locality} (${municipality})`, locality, municipality, location: { lat, lon } };
});

/** Every place, municipalities first, then villages, each in alphabetical order. */
export const places: readonly Place[] = [...municipalityPlaces, ...villagePlaces];

const byName = new Map(places.map((place) => [place.name, place]));

/** The names the admin offers (a list to pick from). */
export const placeNames = places.map((place) => place.name) as [string, ...string[]];
export const municipalityNames = municipalityPlaces.map((place) => place.name) as [string, ...string[]];
/** Every village or municipality name, once (the office's locality). */
export const localityNames = [...new Set(places.map((place) => place.locality))].sort((a, b) =>
  a.localeCompare(b, 'fr-BE'),
) as [string, ...string[]];

export function placeNamed(name: string): Place | undefined {
  return byName.get(name);
}

/** The localities of a municipality: itself and its villages. */
export function localitiesOf(municipality: string): Place[] {
  return places.filter((place) => place.municipality === municipality);
}

/** Compared as the owner types: without case, accents or hyphens. */
function simplified(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-'’\s]+/g, ' ')
    .toLowerCase()
    .trim();
}

interface Prepared {
  name: string;
  whole: string;
  locality: string;
}

/** Each candidate's simplified forms, by first letter, once per list (the lists of places are long). */
const preparedLists = new WeakMap<
  readonly string[],
  { all: Prepared[]; byLetter: Map<string, Prepared[]>; answers: Map<string, string[]> }
>();
function prepared(candidates: readonly string[]) {
  let found = preparedLists.get(candidates);
  if (!found) {
    const all = candidates.map((name) => ({
      name,
      whole: simplified(name),
      locality: simplified(name.replace(/ \(.*\)$/, '')),
    }));
    const byLetter = new Map<string, Prepared[]>();
    for (const candidate of all) {
      const letter = candidate.locality[0] ?? '';
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), candidate]);
    }
    found = { all, byLetter, answers: new Map<string, string[]>() };
    preparedLists.set(candidates, found);
  }
  return found;
}

/** The names of `candidates` closest to what was typed: a name that contains it first (« Biesme » → « Biesme (Mettet) »). */
export function nearestNames(typed: string, candidates: readonly string[], count = 3): string[] {
  // The admin and the build ask again for the same name (each field, each save): answered once.
  const key = `${count}|${typed}`;
  const remembered = prepared(candidates).answers.get(key);
  if (remembered) return remembered;
  const answer = searchNearest(typed, candidates, count);
  prepared(candidates).answers.set(key, answer);
  return answer;
}

function searchNearest(typed: string, candidates: readonly string[], count: number): string[] {
  const wanted = simplified(typed);
  const score = ({ whole, locality }: Prepared) => {
    if (locality === wanted) return -2;
    if (whole.startsWith(wanted)) return -1;
    // A name far longer or shorter is no typo of it: not worth the edits counted.
    const gap = Math.abs(locality.length - wanted.length);
    return gap > 4 ? 100 + gap : editDistance(wanted, locality);
  };
  const { all, byLetter } = prepared(candidates);
  // A typo rarely touches the first letter: the names that share it are enough to search.
  const sameStart = byLetter.get(wanted[0] ?? '') ?? [];
  return (
    (sameStart.length >= count ? sameStart : all)
      .map((candidate) => ({ name: candidate.name, score: score(candidate) }))
      // A stable sort: equal scores keep the list's alphabetical order.
      .sort((a, b) => a.score - b.score)
      .slice(0, count)
      .map(({ name }) => name)
  );
}

/** « « Biesmes » n’est pas dans la liste des localités : peut-être « Biesme (Mettet) », … ? » */
export function notInListMessage(typed: unknown, candidates: readonly string[], what: string): string {
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (!text) return `Choisissez ${what} dans la liste.`;
  const nearest = nearestNames(text, candidates).map((name) => `«${NBSP}${name}${NBSP}»`);
  return `«${NBSP}${text}${NBSP}» n’est pas dans la liste des localités de Belgique${NBSP}: choisissez ${what} dans la liste, peut-être ${nearest.slice(0, -1).join(', ')} ou ${nearest.at(-1)}${NBSP}?`;
}

/** The position of a place of the list (the schemas only let such names through). */
export function locationOf(name: string): LatLon {
  const place = byName.get(name);
  if (!place) throw new Error(`« ${name} » n’est pas dans la liste des localités`);
  return place.location;
}

/** A name picked from `names` (the admin's list, with search); any other is refused with the nearest ones. */
export function pickedName(names: [string, ...string[]], what: string, title: string, hint: string) {
  return z
    .enum(names, { error: (issue) => notInListMessage(issue.input, names, what) })
    .meta({ title, description: hint, place: true } satisfies FieldMeta);
}

/** A place of the list: a municipality (« Mettet ») or a village with its municipality (« Biesme (Mettet) »). */
export function placeName(title: string, hint: string) {
  return pickedName(placeNames, 'une localité', title, hint);
}
