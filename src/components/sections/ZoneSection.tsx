import type { ReactNode } from 'react';
import type { SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';
import type { Commune, Region } from '../../schemas/zone';
import { formatKm } from '../../lib/content/format';
import { Icon } from '../ui/Icon';
import { SectionShell } from '../ui/SectionShell';
import { Card } from '../ui/Card';

interface ZoneSectionProps {
  meta: SectionMeta;
  communes: readonly Commune[];
  regions: readonly Region[];
  text: UiText['zone'];
  /** Optional illustration of the zone (the map), placed beside the fast-intervention list. */
  map?: ReactNode;
}

/** Where the business works: the fast-intervention communes and the regions, in the owner’s order. */
export function ZoneSection({ meta, communes, regions, text, map }: ZoneSectionProps) {
  return (
    <SectionShell id="zone" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro}>
      <div className="grid gap-8 lg:grid-cols-[5fr_7fr]">
        <div className="rounded-3xl bg-ink-900 p-7 text-ink-100 on-dark md:p-9">
          <h3 className="flex items-center gap-3 text-2xl font-semibold text-white">
            <Icon name="clock" className="size-6 text-copper-400" />
            {text.fastHeading}
          </h3>
          <p className="mt-3 text-ink-200">{text.fastIntro}</p>
          <ul className="mt-6 divide-y divide-white/10" data-testid="intervention-rapide">
            {communes.map((commune) => (
              <li key={commune.name} className="flex items-center justify-between gap-4 py-3">
                <span className="flex items-center gap-2 font-medium text-white">
                  <Icon name="map-pin" className="size-4 text-copper-400" />
                  {commune.name}
                </span>
                <span className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-copper-200">
                  {formatKm(commune.distanceKm)} {text.byRoad}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-200">{text.radiusNote}</p>
        </div>
        {map ?? null}
        <div className={map ? 'lg:col-span-2' : undefined}>
          <h3 className="sr-only">{text.regionsHeading}</h3>
          <ul className="grid gap-5 sm:grid-cols-2">
            {regions.map((region) => (
              <Card as="li" key={region.name} data-region={region.name}>
                <h4 className="font-display text-xl font-semibold text-ink-950">{region.name}</h4>
                <p className="mt-2 text-sm leading-relaxed text-ink-700">{region.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${text.regionTownsLabel} — ${region.name}`}>
                  {region.highlights.map((town) => (
                    <li key={town} className="rounded-full bg-paper-100 px-3 py-1 text-xs font-medium text-ink-800">
                      {town}
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </ul>
        </div>
      </div>
    </SectionShell>
  );
}
