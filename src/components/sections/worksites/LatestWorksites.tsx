import type { WorksiteCardData } from '../../../lib/pages/worksites-page';
import type { UiText } from '../../../schemas/ui';
import { WorksiteGrid } from './WorksiteCard';

/** A service page's latest worksites (up to three) and the link to all of them; nothing without any. */
export function LatestWorksites({
  cards,
  allHref,
  text,
}: {
  cards: readonly WorksiteCardData[];
  allHref: string;
  text: Pick<UiText['worksites'], 'latestHeading' | 'allLink' | 'exampleBadge' | 'illustrationLabel'>;
}) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="realisations-recentes" className="container-page pb-16 md:pb-24">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id="realisations-recentes" className="text-3xl font-semibold text-ink-900 md:text-4xl">
          {text.latestHeading}
        </h2>
        <a href={allHref} className="font-semibold text-copper-800 underline underline-offset-4 hover:text-copper-900">
          {text.allLink}
        </a>
      </div>
      <WorksiteGrid
        cards={cards}
        text={{ exampleLabel: text.exampleBadge, illustrationLabel: text.illustrationLabel }}
      />
    </section>
  );
}
