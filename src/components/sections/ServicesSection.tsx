import type { ServiceContent } from '../../lib/content/site-content';
import { pictureOf, serviceSlot, type ResolvedImage, type ResolvedImages } from '../../lib/media/image-slots';
import type { SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { CheckList } from '../ui/CheckList';
import { Icon } from '../ui/Icon';
import { SectionShell } from '../ui/SectionShell';
import { SlotPicture } from '../ui/SlotPicture';
import { Card } from '../ui/Card';

interface ServicesSectionProps {
  meta: SectionMeta;
  services: readonly ServiceContent[];
  images: ResolvedImages;
  text: UiText['services'];
}

/** One card per service, in the owner's order, each leading to its page. */
export function ServicesSection({ meta, services, images, text }: ServicesSectionProps) {
  return (
    <SectionShell id="services" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro} tone="sand">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <Card
            as="li"
            padding="none"
            className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lift"
            key={service.slug}
            data-service={service.slug}
          >
            <ServicePicture image={pictureOf(images, serviceSlot(service.slug))} />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-2xl font-semibold">
                <a href={service.path} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {service.title}
                </a>
              </h3>
              <p className="mt-3 leading-relaxed text-ink-700">{service.description}</p>
              <CheckList items={service.features} className="mt-5 space-y-2 text-sm text-ink-800" />
              <p className="mt-auto flex items-center gap-2 pt-6 font-semibold text-copper-700" aria-hidden="true">
                {text.more}{' '}
                <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
              </p>
            </div>
            <span className="pointer-events-none absolute inset-0 rounded-2xl ring-copper-600 group-has-[a:focus-visible]:ring-3" />
          </Card>
        ))}
        {/* Fills the last row on wide screens and catches the projects no card names. */}
        <li className="on-dark flex flex-col justify-center rounded-2xl bg-ink-900 p-8 md:p-10 lg:col-span-2">
          <h3 className="text-2xl font-semibold text-white md:text-3xl">{text.otherHeading}</h3>
          <p className="mt-3 max-w-xl leading-relaxed text-ink-200">{text.otherText}</p>
          <ButtonLink href="#contact" icon="arrow-right" className="mt-7 self-start">
            {text.otherButton}
          </ButtonLink>
        </li>
      </ul>
    </SectionShell>
  );
}

/** A service card's picture: its own photo, or the illustration its content names. */
function ServicePicture({ image }: { image: ResolvedImage }) {
  return (
    <SlotPicture
      image={image}
      alt={image.alt}
      sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
      className="block aspect-[4/3] overflow-hidden bg-paper-200"
      imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
}
