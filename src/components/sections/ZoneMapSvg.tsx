import type { SiteZoneMap } from '../../lib/zone/site-zone-maps';
import type { MapLabel, MarkerKind } from '../../lib/zone/zone-map';
import {
  HALO,
  labelColourRole,
  MAP_FONT_FAMILY,
  markerColourRole,
  type MapColours,
} from '../../lib/zone/zone-map-paint';

interface ZoneMapSvgProps {
  map: SiteZoneMap;
  colours: MapColours;
}

/**
 * One intervention map as a standalone SVG document (served as a file of its own and shown with
 * <img>): countries, radii, border, markers and labels, every colour written in.
 */
export function ZoneMapSvg({ map, colours }: ZoneMapSvgProps) {
  const { model } = map;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${model.width} ${model.height}`}
      width={model.width}
      height={model.height}
      role="img"
      fontFamily={MAP_FONT_FAMILY}
      data-map={map.id}
    >
      <title>{map.title}</title>
      <desc>{map.description}</desc>
      {model.land.map((country) => (
        <path
          key={country.id}
          d={country.d}
          fill={country.home ? colours.homeLand : colours.otherLand}
          data-country={country.id}
        />
      ))}
      {model.circles.map((circle) => (
        <path
          key={circle.kind}
          d={circle.d}
          data-circle={circle.kind}
          data-radius-km={circle.radiusKm}
          fill={colours.radius}
          fillOpacity={circle.kind === 'fast' ? 0.2 : 0.08}
          stroke={circle.kind === 'fast' ? colours.fastRadiusLine : colours.zoneRadiusLine}
          strokeWidth={1.5}
          strokeDasharray={circle.kind === 'zone' ? '5 3' : undefined}
        />
      ))}
      <path d={model.borders} fill="none" stroke={colours.border} strokeWidth={1.3} strokeDasharray="5 2.5" />
      {model.markers.map((marker) => (
        <MapMarker
          key={`${marker.kind}-${marker.name}`}
          kind={marker.kind}
          x={marker.x}
          y={marker.y}
          colour={colours[markerColourRole[marker.kind]]}
          place={marker.name}
        />
      ))}
      {model.labels.map((label) => (
        <Label key={`${label.kind}-${label.lines[0]?.text}`} label={label} colours={colours} />
      ))}
    </svg>
  );
}

interface MapMarkerProps {
  kind: MarkerKind;
  x: number;
  y: number;
  colour: string;
  /** The place it marks (on the maps; the legend's symbols mark none). */
  place?: string;
}

/** A place's symbol: a small house for the dépôt, a diamond for the office, dots for communes and towns. */
export function MapMarker({ kind, x, y, colour, place }: MapMarkerProps) {
  const paint = {
    fill: colour,
    stroke: HALO,
    strokeWidth: 1.5,
    ...(place ? { 'data-place': place, 'data-marker': kind } : {}),
  };
  switch (kind) {
    case 'depot':
      return (
        <path
          {...paint}
          d={`M${x - 6} ${y + 6}V${y - 1}L${x} ${y - 7}L${x + 6} ${y - 1}V${y + 6}Z`}
          strokeLinejoin="round"
        />
      );
    case 'office':
      return <rect {...paint} x={x - 4.5} y={y - 4.5} width={9} height={9} transform={`rotate(45 ${x} ${y})`} />;
    case 'commune':
      return <circle {...paint} cx={x} cy={y} r={4.5} />;
    case 'town':
      return <circle {...paint} cx={x} cy={y} r={4} />;
  }
}

function Label({ label, colours }: { label: MapLabel; colours: MapColours }) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      fill={colours[labelColourRole[label.kind]]}
      letterSpacing={label.kind === 'country' ? '0.18em' : undefined}
      stroke={HALO}
      strokeWidth={3}
      strokeLinejoin="round"
      paintOrder="stroke"
      data-label={label.kind}
      data-place={label.place}
    >
      {label.lines.map((line, index) => (
        <tspan
          key={line.text}
          x={label.x}
          dy={index === 0 ? 0 : line.size * 1.2}
          fontSize={line.size}
          fontWeight={line.weight}
          fill={line.role === 'detail' && label.kind === 'commune' ? colours.communeDistance : undefined}
        >
          {line.text}
        </tspan>
      ))}
    </text>
  );
}
