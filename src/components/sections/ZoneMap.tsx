import type { ReactNode } from 'react';
import type { SiteZoneMap, SiteZoneMaps } from '../../lib/site-zone-maps';
import type { MapLabel, MarkerKind, ZoneMapModel } from '../../lib/zone-map';

/**
 * The intervention maps, drawn at build time as inline SVG (no tiles, no script).
 * Each map is one image with a title and a description; the lists of communes and
 * regions beside it stay the text alternative.
 */
export function ZoneMap({ maps }: { maps: SiteZoneMaps }) {
  const { legend, source } = maps.content;
  return (
    <figure className="flex flex-col gap-4" data-testid="carte-zone">
      {/* Two maps side by side only where each gets 300 px or more (labels stay ≥ 11 px). */}
      <div className="grid gap-4 min-[700px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <MapPanel map={maps.overview} />
        <MapPanel map={maps.nearby} />
      </div>
      <figcaption className="text-sm text-ink-700">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <LegendItem symbol={<MarkerSymbol kind="warehouse" x={8} y={8} />} text={legend.warehouse} />
          <LegendItem symbol={<MarkerSymbol kind="office" x={8} y={8} />} text={legend.office} />
          <LegendItem symbol={<MarkerSymbol kind="commune" x={8} y={8} />} text={legend.commune} />
          <LegendItem symbol={<MarkerSymbol kind="town" x={8} y={8} />} text={legend.town} />
          <LegendItem
            symbol={<circle cx={8} cy={8} r={6} className="fill-copper-500/25 stroke-copper-700" strokeWidth={1.5} />}
            text={legend.fastRadius}
          />
          <LegendItem
            symbol={
              <circle
                cx={8}
                cy={8}
                r={6}
                className="fill-copper-500/10 stroke-copper-600"
                strokeWidth={1.5}
                strokeDasharray="3 2"
              />
            }
            text={legend.zoneRadius}
          />
          <LegendItem
            symbol={<path d="M1 8h14" className="stroke-ink-600" strokeWidth={1.5} strokeDasharray="4 2" />}
            text={legend.border}
          />
        </ul>
        <p className="mt-2 text-xs text-ink-600">{source}</p>
      </figcaption>
    </figure>
  );
}

function LegendItem({ symbol, text }: { symbol: ReactNode; text: string }) {
  return (
    <li className="flex items-center gap-2">
      <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" className="shrink-0">
        {symbol}
      </svg>
      {text}
    </li>
  );
}

function MapPanel({ map }: { map: SiteZoneMap }) {
  const { model } = map;
  return (
    <div className="mx-auto w-full max-w-[26rem] overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-100">
      <p className="px-5 pt-4 text-sm font-semibold tracking-wide text-copper-700 uppercase">{map.caption}</p>
      <ZoneMapSvg map={map} model={model} />
    </div>
  );
}

function ZoneMapSvg({ map, model }: { map: SiteZoneMap; model: ZoneMapModel }) {
  const titleId = `${map.id}-titre`;
  const descId = `${map.id}-description`;
  return (
    <svg
      viewBox={`0 0 ${model.width} ${model.height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className="block h-auto w-full font-sans"
      data-map={map.id}
    >
      <title id={titleId}>{map.title}</title>
      <desc id={descId}>{map.description}</desc>
      {model.land.map((country) => (
        <path
          key={country.id}
          d={country.d}
          className={country.home ? 'fill-paper-50' : 'fill-zinc-200'}
          data-country={country.id}
        />
      ))}
      {model.circles.map((circle) => (
        <path
          key={circle.kind}
          d={circle.d}
          data-circle={circle.kind}
          data-radius-km={circle.radiusKm}
          className={
            circle.kind === 'fast' ? 'fill-copper-500/20 stroke-copper-700' : 'fill-copper-500/8 stroke-copper-600'
          }
          strokeWidth={1.5}
          strokeDasharray={circle.kind === 'zone' ? '5 3' : undefined}
        />
      ))}
      <path d={model.borders} fill="none" className="stroke-ink-600" strokeWidth={1.3} strokeDasharray="5 2.5" />
      {model.markers.map((marker) => (
        <MarkerSymbol
          key={`${marker.kind}-${marker.name}`}
          kind={marker.kind}
          x={marker.x}
          y={marker.y}
          place={marker.name}
        />
      ))}
      {model.labels.map((label) => (
        <Label key={`${label.kind}-${label.lines[0]?.text}`} label={label} />
      ))}
    </svg>
  );
}

function MarkerSymbol({ kind, x, y, place }: { kind: MarkerKind; x: number; y: number; place?: string }) {
  const data = place ? { 'data-place': place, 'data-marker': kind } : {};
  switch (kind) {
    case 'warehouse':
      // A small house: the dépôt.
      return (
        <path
          {...data}
          d={`M${x - 6} ${y + 6}V${y - 1}L${x} ${y - 7}L${x + 6} ${y - 1}V${y + 6}Z`}
          className="fill-copper-600 stroke-white"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      );
    case 'office':
      return (
        <rect
          {...data}
          x={x - 4.5}
          y={y - 4.5}
          width={9}
          height={9}
          transform={`rotate(45 ${x} ${y})`}
          className="fill-ink-900 stroke-white"
          strokeWidth={1.5}
        />
      );
    case 'commune':
      return <circle {...data} cx={x} cy={y} r={4.5} className="fill-copper-600 stroke-white" strokeWidth={1.5} />;
    case 'town':
      return <circle {...data} cx={x} cy={y} r={4} className="fill-ink-900 stroke-white" strokeWidth={1.5} />;
  }
}

const labelClass: Record<MapLabel['kind'], string> = {
  warehouse: 'fill-copper-800',
  office: 'fill-ink-900',
  commune: 'fill-ink-950',
  town: 'fill-ink-900',
  circle: 'fill-copper-800',
  country: 'fill-ink-600 tracking-[0.18em]',
};

function Label({ label }: { label: MapLabel }) {
  return (
    <text
      x={label.x}
      y={label.y}
      textAnchor={label.anchor}
      className={`${labelClass[label.kind]} stroke-white`}
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
          className={line.role === 'detail' && label.kind === 'commune' ? 'fill-copper-800' : undefined}
        >
          {line.text}
        </tspan>
      ))}
    </text>
  );
}
