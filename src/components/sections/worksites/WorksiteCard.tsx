import type { WorksiteCardData } from '../../../lib/pages/worksites-page';
import { Card } from '../../ui/Card';
import { SlotPicture } from '../../ui/SlotPicture';
import { ExampleBadge } from './ExampleBadge';

/** A worksite in a list: its first photo, title, place and month, summary; the whole card is one link. */
export function WorksiteCard({ worksite, image, exampleLabel }: WorksiteCardData & { exampleLabel: string }) {
  return (
    <Card as="article" padding="none" className="group relative flex h-full flex-col overflow-hidden">
      <SlotPicture
        image={image}
        alt=""
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        className="block aspect-[4/3] bg-paper-200"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-copper-800">
          {worksite.example && <ExampleBadge label={exampleLabel} />}
          <span>
            {worksite.place} · <time dateTime={worksite.date}>{worksite.when}</time>
          </span>
        </p>
        <h3 className="text-lg leading-snug font-semibold text-ink-900">
          <a href={worksite.path} className="after:absolute after:inset-0">
            {worksite.title}
          </a>
        </h3>
        <p className="text-sm leading-relaxed text-ink-700">{worksite.summary}</p>
      </div>
    </Card>
  );
}

/** Worksites as a grid of cards. */
export function WorksiteGrid({ cards, exampleLabel }: { cards: readonly WorksiteCardData[]; exampleLabel: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.worksite.path}>
          <WorksiteCard {...card} exampleLabel={exampleLabel} />
        </li>
      ))}
    </ul>
  );
}
