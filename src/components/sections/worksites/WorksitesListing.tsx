import type { WorksiteCardData } from '../../../lib/pages/worksites-page';
import type { UiText } from '../../../schemas/ui';
import { cn } from '../../ui/cn';
import { Breadcrumbs } from './Breadcrumbs';
import { WorksiteGrid } from './WorksiteCard';

interface PageLink {
  href: string;
  current: boolean;
}

interface WorksitesListingProps {
  heading: string;
  text: UiText['worksites'];
  breadcrumbLabel: string;
  crumbs: readonly { name: string; path: string }[];
  cards: readonly WorksiteCardData[];
  filters: readonly (PageLink & { label: string })[];
  pagination: {
    pages: readonly (PageLink & { number: number })[];
    newer?: string | undefined;
    older?: string | undefined;
  };
}

const pill = (current: boolean) =>
  cn(
    'inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1',
    current ? 'bg-ink-900 text-white ring-ink-900' : 'bg-white text-ink-800 ring-ink-200 hover:bg-paper-100',
  );

/**
 * A page of the worksites' listing: heading, the filter by service and the pages, as plain links
 * (static pages, no script), and the worksites' cards.
 */
export function WorksitesListing({
  heading,
  text,
  breadcrumbLabel,
  crumbs,
  cards,
  filters,
  pagination,
}: WorksitesListingProps) {
  return (
    <>
      <section aria-labelledby="realisations-titre" className="on-dark bg-ink-900">
        <div className="container-page py-14 md:py-20">
          <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
          <h1 id="realisations-titre" className="text-4xl leading-tight font-semibold text-white md:text-5xl">
            {heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{text.intro}</p>
        </div>
      </section>
      <div className="container-page py-12 md:py-16">
        {filters.length > 1 && (
          <nav aria-labelledby="filtre-titre" className="mb-10">
            <h2 id="filtre-titre" className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-700 uppercase">
              {text.filterLabel}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {filters.map((filter) => (
                <li key={filter.href}>
                  <a
                    href={filter.href}
                    aria-current={filter.current ? 'page' : undefined}
                    className={pill(filter.current)}
                  >
                    {filter.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {cards.length > 0 ? (
          <WorksiteGrid
            cards={cards}
            text={{ exampleLabel: text.exampleBadge, illustrationLabel: text.illustrationLabel }}
          />
        ) : (
          <p className="max-w-2xl text-lg text-ink-800">{text.empty}</p>
        )}
        {pagination.pages.length > 1 && (
          <nav aria-label={text.paginationLabel} className="mt-12 flex flex-wrap items-center justify-center gap-3">
            {pagination.newer && (
              <a href={pagination.newer} rel="prev" className={pill(false)}>
                {text.newer}
              </a>
            )}
            <ul className="flex flex-wrap gap-2">
              {pagination.pages.map((page) => (
                <li key={page.href}>
                  <a href={page.href} aria-current={page.current ? 'page' : undefined} className={pill(page.current)}>
                    <span className="sr-only">{text.pageLabel} </span>
                    {page.number}
                  </a>
                </li>
              ))}
            </ul>
            {pagination.older && (
              <a href={pagination.older} rel="next" className={pill(false)}>
                {text.older}
              </a>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
