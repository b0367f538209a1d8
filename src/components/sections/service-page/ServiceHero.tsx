import type { ResolvedImage } from '../../../lib/media/image-slots';
import type { ServiceContent } from '../../../lib/content/site-content';
import { canonicalSectionHref } from '../../../lib/navigation/sections';
import type { UiText } from '../../../schemas/ui';
import { SlotPicture } from '../../ui/SlotPicture';

/** Coloured hero of a service page: breadcrumb, title, tagline. */
export function ServiceHero({
  service,
  image,
  text,
}: {
  service: ServiceContent;
  image: ResolvedImage;
  text: UiText['servicePage'];
}) {
  return (
    <section aria-labelledby="service-titre" className="on-dark relative isolate overflow-hidden bg-ink-900">
      {/* The service's picture, as a decorative backdrop on the right (the intro shows it with its alt text). */}
      <SlotPicture
        image={image}
        alt=""
        sizes="(min-width: 768px) 60vw, 100vw"
        priority
        className="absolute inset-y-0 right-0 -z-10 w-full opacity-35 md:w-3/5 md:opacity-60"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900 via-ink-900/90 to-ink-900/30"
      />
      <div className="container-page relative py-16 md:py-24">
        <nav aria-label={text.breadcrumbLabel} className="mb-6 text-sm text-ink-200">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <a href="/" className="underline-offset-4 hover:text-white hover:underline">
                {text.breadcrumbHome}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a
                href={canonicalSectionHref('services')}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {text.breadcrumbServices}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-white">
              {service.title}
            </li>
          </ol>
        </nav>
        <h1 id="service-titre" className="max-w-3xl text-4xl leading-tight font-semibold text-white md:text-6xl">
          {service.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-copper-200 md:text-xl">{service.tagline}</p>
      </div>
    </section>
  );
}
