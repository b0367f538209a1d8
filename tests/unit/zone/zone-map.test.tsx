import { gzipSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { renderToStaticMarkup } from 'react-dom/server';
import { feature } from 'topojson-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { ZoneMap } from '../../../src/components/sections/ZoneMap';
import { ZoneMapSvg } from '../../../src/components/sections/ZoneMapSvg';
import { colour } from '../../../src/integrations/palette';
import {
  BELGIUM_ID,
  buildSiteZoneMaps,
  FRANCE_ID,
  kmToBorder,
  MAP_WIDTH,
  type SiteZoneMaps,
} from '../../../src/lib/zone/site-zone-maps';
import { loadCountries, zoneMapColours, zoneMapFile } from '../../../src/integrations/zone-maps';
import { boxesOverlap, estimateTextWidth, placeWithoutOverlap, splitName } from '../../../src/lib/zone/map-labels';
import { destination, distanceKm, type LatLon, type MapLabel, type ZoneMapModel } from '../../../src/lib/zone/zone-map';
import { locationOf, placeNamed } from '../../../src/schemas/places';
import { readExampleContent } from '../../support/example-content';

const { identity: site, communes, regions, zoneMap } = readExampleContent();

const topology = loadCountries();
const depot = locationOf(site.depot.place);
let maps: SiteZoneMaps;

beforeAll(() => {
  maps = buildSiteZoneMaps(topology, { site, zoneMap, communes, regions });
});

function country(id: string): Feature<Geometry> {
  const geometry = topology.objects.countries.geometries.find((g) => g.id === id)!;
  return feature(topology, geometry) as Feature<Geometry>;
}

/** Vertices of an SVG path made of M/L/Z commands (d3's output). */
function vertices(d: string): [number, number][] {
  return [...d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

function toLatLon(model: ZoneMapModel, point: [number, number]): LatLon {
  const [lon, lat] = model.invert(point)!;
  return { lat, lon };
}

describe('geodesy helpers', () => {
  it('measures great-circle distances (Namur–Charleroi ≈ 30 km, 1° of latitude ≈ 111.2 km)', () => {
    expect(distanceKm({ lat: 50, lon: 4 }, { lat: 51, lon: 4 })).toBeCloseTo(111.2, 1);
    expect(distanceKm({ lat: 50.4669, lon: 4.8675 }, { lat: 50.4108, lon: 4.4446 })).toBeCloseTo(30.5, 0);
  });

  it('walks a distance along a bearing and back', () => {
    for (const bearing of [0, 45, 135, 270]) {
      const p = destination(depot, bearing, 50);
      expect(distanceKm(depot, p)).toBeCloseTo(50, 6);
    }
    expect(destination(depot, 0, 10).lon).toBeCloseTo(depot.lon, 9);
    expect(destination(depot, 90, 10).lon).toBeGreaterThan(depot.lon);
    // Clockwise from north: 315° (where the circles' radii are written) is north-west.
    const northWest = destination(depot, 315, 10);
    expect(northWest.lat).toBeGreaterThan(depot.lat);
    expect(northWest.lon).toBeLessThan(depot.lon);
  });
});

describe('places of the content data (radii of 50 and 20 km)', () => {
  it('puts the six fast-intervention localities within 20 km of the dépôt', () => {
    for (const commune of communes)
      expect(distanceKm(depot, locationOf(commune.name)), commune.name).toBeLessThanOrEqual(20);
  });

  it('puts Namur, Charleroi, Thuin, Mons and Nivelles within the 50 km zone', () => {
    expect(regions.map((r) => r.name)).toEqual(['Namur', 'Charleroi', 'Thuin', 'Mons', 'Nivelles']);
    for (const region of regions) expect(distanceKm(depot, region.location), region.name).toBeLessThanOrEqual(50);
  });

  it('places every town, the dépôt and the office in Belgium, with the French border about 10 km from the office', () => {
    const belgium = country(BELGIUM_ID);
    const places = [
      ...communes.map((c) => ({ name: c.name, location: locationOf(c.name) })),
      ...regions,
      { name: 'dépôt', location: depot },
      { name: 'bureau', location: site.address.location },
    ];
    for (const p of places) expect(geoContains(belgium, [p.location.lon, p.location.lat]), p.name).toBe(true);
    const toBorder = kmToBorder(topology, BELGIUM_ID, FRANCE_ID, site.address.location);
    expect(toBorder).toBeGreaterThan(4);
    expect(toBorder).toBeLessThan(15);
  });
});

describe('the 50 km map', () => {
  it('is fitted to the 50 km circle: the circle spans the map, centred on the dépôt', () => {
    const model = maps.overview.model;
    const zone = model.circles.find((c) => c.kind === 'zone')!;
    const xs = vertices(zone.d).map(([x]) => x);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(MAP_WIDTH);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(MAP_WIDTH * 0.9);
    expect(zone.center).toEqual([MAP_WIDTH / 2, MAP_WIDTH / 2]);
  });

  it('draws geodesic circles of the right radius on the ground', () => {
    for (const model of [maps.overview.model, maps.nearby.model]) {
      for (const circle of model.circles) {
        const points = vertices(circle.d);
        expect(points.length).toBeGreaterThan(100);
        for (const point of points) {
          // Coordinates are rounded to 0.1 unit (≤ 35 m on the ground).
          expect(Math.abs(distanceKm(depot, toLatLon(model, point)) - circle.radiusKm)).toBeLessThan(0.05);
        }
        // The scale at the centre (kmPerUnit) gives the radius the drawn circle has on the map.
        const xs = points.map(([x]) => x);
        expect(Math.abs((Math.max(...xs) - Math.min(...xs)) / 2 - circle.radius), String(circle.radiusKm)).toBeLessThan(
          0.2,
        );
        expect(circle.radius * model.kmPerUnit).toBeCloseTo(circle.radiusKm, 1);
      }
    }
    expect(maps.overview.model.circles.map((c) => c.radiusKm)).toEqual([50, 20]);
    expect(maps.nearby.model.circles.map((c) => c.radiusKm)).toEqual([20]);
  });

  it('puts each place where it really is', () => {
    const model = maps.overview.model;
    const expected = [
      ...regions.map((r) => [r.name, r.location] as const),
      [zoneMap.depotLabel, depot] as const,
      [site.address.locality, site.address.location] as const,
    ];
    for (const [name, location] of expected) {
      const marker = model.markers.find((m) => m.name === name);
      expect(marker, name).toBeDefined();
      expect(distanceKm(location, toLatLon(model, [marker!.x, marker!.y])), name).toBeLessThan(0.05);
    }
  });

  it('shows Belgium, France and the border between them', () => {
    const model = maps.overview.model;
    expect(model.land.map((l) => l.id)).toEqual([BELGIUM_ID, FRANCE_ID]);
    const border = vertices(model.borders);
    expect(border.length).toBeGreaterThan(50);
    // The border drawn passes about 10 km from the office in Barbençon, and never near the dépôt.
    const fromOffice = border.map((p) => distanceKm(site.address.location, toLatLon(model, p)));
    expect(Math.min(...fromOffice)).toBeGreaterThan(4);
    expect(Math.min(...fromOffice)).toBeLessThan(15);
    for (const point of border) expect(distanceKm(depot, toLatLon(model, point))).toBeGreaterThan(15);
    expect(maps.overview.description).toContain('frontière française');
  });
});

describe('the 20 km map', () => {
  it('labels the six localities with their distances, a village by its own name', () => {
    const model = maps.nearby.model;
    for (const commune of communes) {
      const name = placeNamed(commune.name)!.locality;
      const marker = model.markers.find((m) => m.kind === 'commune' && m.name === name);
      expect(distanceKm(locationOf(commune.name), toLatLon(model, [marker!.x, marker!.y])), name).toBeLessThan(0.05);
      const label = model.labels.find(
        (l) =>
          l.kind === 'commune' &&
          l.lines
            .filter((line) => line.role === 'name')
            .map((line) => line.text)
            .join('') === name,
      );
      expect(label, name).toBeDefined();
    }
    const distances = model.labels.filter((l) => l.kind === 'commune').map((l) => l.lines.at(-1)!.text);
    expect(distances).toEqual(communes.map((c) => `${c.distanceKm}\u00a0km`));
  });
});

describe('labels', () => {
  it('all find a place, inside the map, without touching each other', () => {
    for (const model of [maps.overview.model, maps.nearby.model]) {
      expect(model.crowded).toEqual([]);
      for (const label of model.labels) {
        expect(label.box.x).toBeGreaterThanOrEqual(0);
        expect(label.box.y).toBeGreaterThanOrEqual(0);
        expect(label.box.x + label.box.width).toBeLessThanOrEqual(model.width);
        expect(label.box.y + label.box.height).toBeLessThanOrEqual(model.height);
      }
      model.labels.forEach((a, i) =>
        model.labels
          .slice(i + 1)
          .forEach((b) => expect(boxesOverlap(a.box, b.box), `${a.lines[0]!.text} / ${b.lines[0]!.text}`).toBe(false)),
      );
    }
  });

  it('are at least 12 units high: 12 px on a 360 px wide phone', () => {
    for (const model of [maps.overview.model, maps.nearby.model])
      for (const line of model.labels.flatMap((l) => l.lines)) expect(line.size).toBeGreaterThanOrEqual(12);
  });

  it('cuts long names after a hyphen and keeps short ones whole', () => {
    expect(splitName('Thuin', 13)).toEqual(['Thuin']);
    const parts = splitName('Ham-sur-Heure-Nalinnes', 13);
    expect(parts).toHaveLength(2);
    expect(parts.join('')).toBe('Ham-sur-Heure-Nalinnes');
    expect(parts[0]!.endsWith('-')).toBe(true);
    expect(estimateTextWidth('Mons', 13, 700)).toBeLessThan(estimateTextWidth('Montigny-le-Tilleul', 13, 700));
  });

  it('backtracks to find a layout where the first choices collide', () => {
    const box = (x: number): MapLabel => ({
      x,
      y: 0,
      anchor: 'start',
      lines: [],
      box: { x, y: 0, width: 10, height: 10 },
      kind: 'town',
    });
    // The first option of A blocks the only option of B.
    const result = placeWithoutOverlap([[box(0), box(50)], [box(5)]]);
    expect(result?.map((l) => l.x)).toEqual([50, 5]);
    expect(placeWithoutOverlap([[box(0)], [box(5)]])).toBeNull();
  });
});

describe('the map files and their place in the page', () => {
  const colours = zoneMapColours();
  let files: string[];
  let page: Document;
  beforeAll(() => {
    files = [maps.overview, maps.nearby].map((map) => renderToStaticMarkup(<ZoneMapSvg map={map} colours={colours} />));
    page = new JSDOM(renderToStaticMarkup(<ZoneMap maps={maps} colours={colours} fileOf={zoneMapFile} />)).window
      .document;
  });

  it('are plain drawings under 15 KB gzip each: no script, no outside resource, every colour written in', () => {
    for (const file of files) {
      expect(gzipSync(file).length).toBeLessThan(15 * 1024);
      expect(file).not.toMatch(/<script|<image|<foreignObject|https?:\/\/(?!www\.w3\.org\/2000\/svg)|class=/);
      expect(file).toContain(`fill="${colour('copper-600')}"`);
      expect(file).toMatch(/<title>Carte[^<]*<\/title><desc>[^<]*km/);
    }
  });

  it('are images of known size, loaded lazily, each named and described in the page', () => {
    const images = [...page.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/cartes/carte-zone.svg',
      '/cartes/carte-rapide.svg',
    ]);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(img.getAttribute('alt')).toMatch(/^Carte/);
      const description = page.getElementById(img.getAttribute('aria-describedby')!);
      expect(description?.textContent).toMatch(/km/);
    }
    expect(maps.overview.description).toMatch(/Namur.*Charleroi.*Mons.*Nivelles/);
    expect(maps.nearby.description).toContain('Mettet (20\u00a0km)');
    // A village named with its municipality gets one pair of brackets: « Biesme (Mettet, 15 km) ».
    expect(maps.nearby.description).not.toMatch(/\)\s*\(/);
    // Straight lines on one map, distances by road on the other, never in the same list: a town that
    // is also a fast-intervention locality (Thuin) gets its distance by road only, on the closer map.
    const both = communes.filter((c) => regions.some((r) => r.name === c.name));
    expect(both.length).toBeGreaterThan(0);
    for (const commune of both) {
      expect(maps.overview.description).not.toMatch(new RegExp(`${commune.name} \\(\\d`));
      expect(maps.nearby.description).toContain(`${commune.name} (${commune.distanceKm}\u00a0km)`);
    }
    expect(maps.overview.description).toMatch(/à vol d’oiseau/);
    expect(maps.overview.description).not.toMatch(/\d\u00a0km par la route/);
    expect(maps.nearby.description).toMatch(/distance par la route/);
    const center = locationOf(site.depot.place);
    for (const region of regions.filter((r) => !both.some((c) => c.name === r.name)))
      expect(maps.overview.description).toContain(
        `${region.name} (${Math.round(distanceKm(center, region.location))}\u00a0km)`,
      );
  });

  it('writes its texts with French typography', () => {
    const texts = [
      maps.overview.title,
      maps.overview.description,
      maps.nearby.title,
      maps.nearby.description,
      ...Object.values(zoneMap.legend),
      zoneMap.source,
    ];
    expect(texts.filter((t) => / [:;!?»]|« |'/.test(t))).toEqual([]);
  });
});
