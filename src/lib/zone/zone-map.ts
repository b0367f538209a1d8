/**
 * Builds the intervention maps (pure: geography in, SVG-ready data out), drawn at build time
 * and shipped as inline SVG. A transverse Mercator projection centred on the dépôt is fitted
 * to the view, so at this scale distances are true to well under 0.1 %; the circles are
 * geodesic (`geoCircle`), so « 50 km » on the map is 50 km on the ground. Every spherical
 * computation (distances, circles, points at a bearing) is d3-geo's.
 *
 * Labels: each place has eight candidate positions around its marker, in order of preference;
 * those that leave the map or touch a marker or a fixed label (circle radii, country names) are
 * dropped. A backtracking search (`placeWithoutOverlap`) then takes the places in priority order
 * and returns the first combination, in that order of preference, in which no two labels touch:
 * a label is moved off its preferred position only when the labels after it cannot fit otherwise.
 */
import { geoCircle, geoDistance, geoPath, geoRotation, geoTransverseMercator, type GeoProjection } from 'd3-geo';
import type { Feature, Geometry, MultiLineString, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import {
  boxAt,
  boxesOverlap,
  candidates,
  inside,
  markerBox,
  placeWithoutOverlap,
  splitName,
  type Anchor,
  type Box,
  type TextLine,
} from './map-labels';

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLon {
  lat: number;
  lon: number;
}

export type MarkerKind = 'depot' | 'office' | 'commune' | 'town';
export type CircleKind = 'zone' | 'fast';

export interface MapPlace {
  kind: MarkerKind;
  /** First line of the label (bold). */
  name: string;
  /** Optional second line, e.g. « 12 km ». */
  detail?: string;
  location: LatLon;
}

/** A world-atlas TopoJSON (`countries-10m.json`): one `countries` object, ISO 3166 numeric ids. */
export type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export interface ZoneMapInput {
  topology: CountriesTopology;
  /** ISO numeric id of the country the map is about (Belgium: "056"); others are drawn greyed. */
  homeCountryId: string;
  /** Neighbours to draw when they enter the view. */
  neighbourIds: readonly string[];
  center: LatLon;
  /** The view is fitted to a circle of this radius around the centre. */
  frameRadiusKm: number;
  circles: readonly { kind: CircleKind; radiusKm: number; label: string }[];
  places: readonly MapPlace[];
  countryLabels?: readonly { name: string; location: LatLon }[];
  width: number;
  height: number;
  /** Margin kept between the framing circle and the edge of the map. */
  padding?: number;
}

export interface MapLabel {
  /** Where the first line's baseline starts (per `anchor`). */
  x: number;
  y: number;
  anchor: Anchor;
  lines: TextLine[];
  /** Estimated extent of the text, used for placement (and by tests). */
  box: Box;
  kind: MarkerKind | 'circle' | 'country';
  /** Name of the place the label belongs to (not for circles and countries). */
  place?: string;
}

export interface ZoneMapModel {
  width: number;
  height: number;
  /** Countries cut to the view: the home country first. */
  land: { id: string; name: string; home: boolean; d: string }[];
  /** Borders between the home country and its neighbours. */
  borders: string;
  circles: { kind: CircleKind; radiusKm: number; d: string; center: [number, number]; radius: number }[];
  markers: { kind: MarkerKind; name: string; x: number; y: number; radius: number }[];
  labels: MapLabel[];
  /** Labels that found no free position (should stay empty: tests check it). */
  crowded: string[];
  /** Kilometres per map unit at the centre. */
  kmPerUnit: number;
  /** Inverse projection (map units → lon/lat), for tests and checks. */
  invert: (point: [number, number]) => [number, number] | null;
}

/** Radius, in degrees of arc, of a circle of `km` on the ground. */
export function kmToDegrees(km: number): number {
  return (km / EARTH_RADIUS_KM) * (180 / Math.PI);
}

/** Great-circle distance between two points, in km. */
export function distanceKm(a: LatLon, b: LatLon): number {
  return geoDistance([a.lon, a.lat], [b.lon, b.lat]) * EARTH_RADIUS_KM;
}

/** Point reached from `start` after `km` along the initial bearing (degrees clockwise from north). */
export function destination(start: LatLon, bearingDeg: number, km: number): LatLon {
  // The rotation brings `start` to [0, 0] and turns the bearing to north: the point is then
  // `km` up the prime meridian, and the inverse rotation takes it back to where it is.
  const [lon, lat] = geoRotation([-start.lon, -start.lat, bearingDeg]).invert([0, kmToDegrees(km)]);
  return { lat, lon };
}

/** Geodesic circle as a GeoJSON polygon (d3's `geoCircle`, one vertex per degree). */
export function geodesicCircle(center: LatLon, radiusKm: number): Polygon {
  return geoCircle().center([center.lon, center.lat]).radius(kmToDegrees(radiusKm)).precision(1)();
}

const markerRadius: Record<MarkerKind, number> = { depot: 7, office: 6.5, commune: 4.5, town: 4 };
const nameSize: Record<MarkerKind, number> = { depot: 13, office: 12.5, commune: 13, town: 13.5 };
const DETAIL_SIZE = 12;

/** Draws one map: geography, circles, markers and labels, all in map units (viewBox). */
export function buildZoneMap(input: ZoneMapInput): ZoneMapModel {
  const { width, height, center, topology } = input;
  const padding = input.padding ?? 6;

  const projection: GeoProjection = geoTransverseMercator()
    .rotate([-center.lon, -center.lat])
    .fitExtent(
      [
        [padding, padding],
        [width - padding, height - padding],
      ],
      { type: 'Feature', properties: {}, geometry: geodesicCircle(center, input.frameRadiusKm) },
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const project = (p: LatLon): [number, number] => {
    const xy = projection([p.lon, p.lat]);
    if (!xy) throw new Error(`Point hors de la carte : ${p.lat}, ${p.lon}`);
    return [round(xy[0]), round(xy[1])];
  };

  const countries = topology.objects.countries;
  const wanted = [input.homeCountryId, ...input.neighbourIds];
  const land = wanted.flatMap((id) => {
    const geometry = countries.geometries.find((g) => g.id === id);
    if (!geometry) throw new Error(`Pays ${id} absent des données géographiques`);
    const shape = feature(topology, geometry) as Feature<Geometry, { name: string }>;
    const d = path(shape);
    return d ? [{ id, name: shape.properties.name, home: id === input.homeCountryId, d }] : [];
  });
  const borderLines = mesh(
    topology,
    countries,
    (a, b) => a !== b && (a.id === input.homeCountryId || b.id === input.homeCountryId),
  ) as MultiLineString;
  const borders = path(borderLines) ?? '';

  const [cx, cy] = project(center);
  // The projection is centred on `center`, where its scale factor is 1: one radian of arc there
  // (EARTH_RADIUS_KM) spans `scale()` map units.
  const kmPerUnit = EARTH_RADIUS_KM / projection.scale();
  const circles = input.circles.map((c) => ({
    kind: c.kind,
    radiusKm: c.radiusKm,
    d: path(geodesicCircle(center, c.radiusKm)) ?? '',
    center: [cx, cy] as [number, number],
    radius: round(c.radiusKm / kmPerUnit),
  }));

  const markers = input.places.map((place) => {
    const [x, y] = project(place.location);
    return { kind: place.kind, name: place.name, x, y, radius: markerRadius[place.kind] };
  });

  const placed: MapLabel[] = [];
  const obstacles: Box[] = markers.map(markerBox);

  // Fixed labels first: radius of each circle (written on its north-west arc), country names.
  for (const c of input.circles) {
    const lines: TextLine[] = [{ text: c.label, role: 'name', size: 12, weight: 700 }];
    const [x, y] = project(destination(center, 315, c.radiusKm));
    const label: MapLabel = {
      x,
      y: y + 4,
      anchor: 'middle',
      lines,
      box: boxAt(x, y + 4, 'middle', lines),
      kind: 'circle',
    };
    placed.push(label);
  }
  for (const country of input.countryLabels ?? []) {
    const [x, y] = project(country.location);
    const lines: TextLine[] = [{ text: country.name, role: 'name', size: 12, weight: 600 }];
    const box = boxAt(x, y, 'middle', lines);
    // Letter spacing of country names (0.18 em) widens them.
    const spaced = { ...box, x: box.x - box.width * 0.15, width: box.width * 1.3 };
    if (inside(spaced, width, height, 2)) placed.push({ x, y, anchor: 'middle', lines, box: spaced, kind: 'country' });
  }

  // Every position of every label that fits the map and touches no marker nor fixed label…
  const options = input.places.map((place, index) => {
    const marker = markers[index]!;
    const others = obstacles.filter((_, i) => i !== index);
    const positions = (names: string[]) => {
      const lines: TextLine[] = names.map((text) => ({ text, role: 'name', size: nameSize[place.kind], weight: 700 }));
      if (place.detail) lines.push({ text: place.detail, role: 'detail', size: DETAIL_SIZE, weight: 600 });
      const all = candidates(marker.x, marker.y, marker.radius, lines).map((c): MapLabel => ({
        x: round(c.x),
        y: round(c.y),
        anchor: c.anchor,
        lines,
        box: boxAt(c.x, c.y, c.anchor, lines),
        kind: place.kind,
        place: place.name,
      }));
      const free = all.filter(
        (l) =>
          inside(l.box, width, height, 2) &&
          !placed.some((f) => boxesOverlap(f.box, l.box, 1.5)) &&
          !others.some((o) => boxesOverlap(o, l.box, 1)),
      );
      return { all, free };
    };
    const whole = positions(splitName(place.name, nameSize[place.kind]));
    // A name that fits nowhere on one line (near the edge, between markers) tries two, cut after a hyphen.
    const { all, free } = whole.free.length > 0 ? whole : positions(splitName(place.name, nameSize[place.kind], 0));
    return { name: place.name, all, free: free.length > 0 ? free : whole.free };
  });
  // …then the first combination (in order of preference) where no two labels touch.
  const chosen = placeWithoutOverlap(options.map((o) => o.free));
  const crowded: string[] = [];
  options.forEach((option, index) => {
    const label = chosen?.[index] ?? option.free[0];
    if (!chosen) crowded.push(option.name);
    placed.push(label ?? option.all[0]!);
  });

  return {
    width,
    height,
    land,
    borders,
    circles,
    markers,
    labels: placed,
    crowded,
    kmPerUnit,
    invert: (point) => projection.invert?.(point) ?? null,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
