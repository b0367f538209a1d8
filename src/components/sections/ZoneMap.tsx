import type { ReactNode } from 'react';
import type { SiteZoneMap, SiteZoneMaps } from '../../lib/zone/site-zone-maps';
import type { MapColours } from '../../lib/zone/zone-map-paint';
import { MapMarker } from './ZoneMapSvg';
import { Card } from '../ui/Card';

interface ZoneMapProps {
  maps: SiteZoneMaps;
  colours: MapColours;
  /** Where each map's file is served (`/cartes/carte-zone.svg`). */
  fileOf: (map: SiteZoneMap) => string;
}

/**
 * The intervention maps, drawn at build time as SVG files of their own (no tiles, no script),
 * fetched only when the zone section comes near: they stay out of the home page's first response.
 * Each map is one image with a title and a description; the lists of communes and regions beside
 * it stay the text alternative.
 */
export function ZoneMap({ maps, colours, fileOf }: ZoneMapProps) {
  const { legend, source } = maps.content;
  return (
    <figure className="flex flex-col gap-4" data-testid="carte-zone">
      {/* Two maps side by side only where each gets 300 px or more (labels stay ≥ 11 px). */}
      <div className="grid gap-4 min-[700px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <MapPanel map={maps.overview} file={fileOf(maps.overview)} />
        <MapPanel map={maps.nearby} file={fileOf(maps.nearby)} />
      </div>
      <figcaption className="text-sm text-ink-700">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          <LegendItem text={legend.depot}>
            <MapMarker kind="depot" x={8} y={8} colour={colours.depot} />
          </LegendItem>
          <LegendItem text={legend.office}>
            <MapMarker kind="office" x={8} y={8} colour={colours.office} />
          </LegendItem>
          <LegendItem text={legend.commune}>
            <MapMarker kind="commune" x={8} y={8} colour={colours.commune} />
          </LegendItem>
          <LegendItem text={legend.town}>
            <MapMarker kind="town" x={8} y={8} colour={colours.town} />
          </LegendItem>
          <LegendItem text={legend.fastRadius}>
            <circle
              {...{ cx: 8, cy: 8, r: 6, strokeWidth: 1.5 }}
              fill={colours.radius}
              fillOpacity={0.25}
              stroke={colours.fastRadiusLine}
            />
          </LegendItem>
          <LegendItem text={legend.zoneRadius}>
            <circle
              {...{ cx: 8, cy: 8, r: 6, strokeWidth: 1.5 }}
              fill={colours.radius}
              fillOpacity={0.1}
              stroke={colours.zoneRadiusLine}
              strokeDasharray="3 2"
            />
          </LegendItem>
          <LegendItem text={legend.border}>
            <path d="M1 8h14" stroke={colours.border} strokeWidth={1.5} strokeDasharray="4 2" />
          </LegendItem>
        </ul>
        <p className="mt-2 text-xs text-ink-600">{source}</p>
      </figcaption>
    </figure>
  );
}

function LegendItem({ text, children }: { text: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" className="shrink-0">
        {children}
      </svg>
      {text}
    </li>
  );
}

function MapPanel({ map, file }: { map: SiteZoneMap; file: string }) {
  const descriptionId = `${map.id}-description`;
  return (
    <Card as="div" padding="none" radius="large" className="mx-auto w-full max-w-[26rem] overflow-hidden">
      <p className="px-5 pt-4 text-sm font-semibold tracking-wide text-copper-700 uppercase">{map.caption}</p>
      <img
        src={file}
        width={map.model.width}
        height={map.model.height}
        alt={map.title}
        aria-describedby={descriptionId}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full"
        data-map={map.id}
      />
      <p id={descriptionId} className="sr-only">
        {map.description}
      </p>
    </Card>
  );
}
