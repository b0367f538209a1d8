/**
 * The colours of the zone maps, by role, as design tokens (`--color-*` of styles/global.css). The
 * maps are files of their own (an <img> does not see the page's stylesheet), so their colours are
 * written into them as values: `integrations/zone-maps.ts` turns these tokens into values.
 */
import type { MarkerKind } from './zone-map';

export const mapColourTokens = {
  homeLand: 'paper-50',
  otherLand: 'zinc-200',
  radius: 'copper-500',
  fastRadiusLine: 'copper-700',
  zoneRadiusLine: 'copper-600',
  border: 'ink-600',
  depot: 'copper-600',
  office: 'ink-900',
  commune: 'copper-600',
  town: 'ink-900',
  depotLabel: 'copper-800',
  officeLabel: 'ink-900',
  communeLabel: 'ink-950',
  communeDistance: 'copper-800',
  townLabel: 'ink-900',
  circleLabel: 'copper-800',
  countryLabel: 'ink-600',
} as const;

export type MapColourRole = keyof typeof mapColourTokens;
/** Each role's colour as a CSS value (`#b4532a`). */
export type MapColours = Readonly<Record<MapColourRole, string>>;

/** The colour of a marker of each kind. */
export const markerColourRole: Record<MarkerKind, MapColourRole> = {
  depot: 'depot',
  office: 'office',
  commune: 'commune',
  town: 'town',
};

/** The colour of a label of each kind. */
export const labelColourRole: Record<MarkerKind | 'circle' | 'country', MapColourRole> = {
  depot: 'depotLabel',
  office: 'officeLabel',
  commune: 'communeLabel',
  town: 'townLabel',
  circle: 'circleLabel',
  country: 'countryLabel',
};

/** Labels and markers stand out from the map on a white halo. */
export const HALO = '#ffffff';

/** The labels' font: a map shown as an image cannot use the page's web fonts. */
export const MAP_FONT_FAMILY = "Arial, 'Liberation Sans', 'Helvetica Neue', sans-serif";
