import type { ServiceLink } from '../../../lib/navigation/menu';
import type { WorksiteContent } from '../../../lib/content/worksites';
import type { UiText } from '../../../schemas/ui';
import { Breadcrumbs } from './Breadcrumbs';
import { ExampleBadge } from './ExampleBadge';

interface WorksiteHeroProps {
  worksite: Pick<WorksiteContent, 'title' | 'place' | 'date' | 'when' | 'summary' | 'example'>;
  services: readonly ServiceLink[];
  crumbs: readonly { name: string; path: string }[];
  breadcrumbLabel: string;
  text: Pick<UiText['worksites'], 'exampleBadge' | 'exampleNote' | 'servicesHeading'>;
}

/** Dark hero of a worksite page: breadcrumb, title, place and month, summary, the services done. */
export function WorksiteHero({ worksite, services, crumbs, breadcrumbLabel, text }: WorksiteHeroProps) {
  return (
    <section aria-labelledby="realisation-titre" className="on-dark bg-ink-900">
      <div className="container-page py-14 md:py-20">
        <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
        {worksite.example && (
          <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-copper-100">
            <ExampleBadge label={text.exampleBadge} />
            <span>{text.exampleNote}</span>
          </p>
        )}
        <h1 id="realisation-titre" className="max-w-3xl text-4xl leading-tight font-semibold text-white md:text-5xl">
          {worksite.title}
        </h1>
        <p className="mt-4 text-lg font-semibold text-copper-200">
          {worksite.place} · <time dateTime={worksite.date}>{worksite.when}</time>
        </p>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{worksite.summary}</p>
        <div className="mt-6">
          <h2 className="sr-only">{text.servicesHeading}</h2>
          <ul className="flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service.href}>
                <a
                  href={service.href}
                  className="inline-block rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-white/20"
                >
                  {service.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
