import type { WorksiteCardData } from '../../../lib/pages/worksites-page';
import { Card } from '../../ui/Card';
import { SlotPicture } from '../../ui/SlotPicture';
import { ExampleBadge } from './ExampleBadge';

/** The words of a list's cards: the example's mark, and what a drawn picture is called. */
export interface WorksiteCardText {
  exampleLabel: string;
  illustrationLabel: string;
}

/**
 * A worksite in a list: its first picture, title, place and month, summary; the whole card is one
 * link. The picture is decoration beside the title, but a drawing says it is one, in sight.
 */
export function WorksiteCard({
  worksite,
  image,
  exampleLabel,
  illustrationLabel,
}: WorksiteCardData & WorksiteCardText) {
  return (
    <Card as="article" padding="none" className="group relative flex h-full flex-col overflow-hidden">
      <div className="relative">
        <SlotPicture
          image={image}
          alt=""
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="block aspect-[4/3] bg-paper-200"
          imgClassName="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {image.kind === 'illustration' && (
          <p className="absolute bottom-2 left-2 rounded-full bg-ink-900/85 px-3 py-1 text-xs font-semibold text-white">
            {illustrationLabel}
          </p>
        )}
      </div>
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
export function WorksiteGrid({ cards, text }: { cards: readonly WorksiteCardData[]; text: WorksiteCardText }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.worksite.path}>
          <WorksiteCard {...card} {...text} />
        </li>
      ))}
    </ul>
  );
}
