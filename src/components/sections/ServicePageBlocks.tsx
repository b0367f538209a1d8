import type { ReactNode } from 'react';
import type { ServiceContent as Service } from '../../lib/site-content';
import type { ResolvedImage } from '../../lib/image-slots';
import type { UiText } from '../../schemas/ui';

type PageText = UiText['servicePage'];
import { ButtonLink } from '../ui/ButtonLink';
import { CheckList } from '../ui/CheckList';
import { Icon } from '../ui/Icon';
import { SlotPicture } from '../ui/SlotPicture';

/** Coloured hero of a service page: breadcrumb, title, tagline. */
export function ServiceHero({ service, image, text }: { service: Service; image: ResolvedImage; text: PageText }) {
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
              <a href="/services" className="underline-offset-4 hover:text-white hover:underline">
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

/** Introduction paragraphs (the service's Markdown text, rendered by the page) beside its picture. */
export function ServiceIntro({
  service,
  image,
  children,
}: {
  service: Service;
  image: ResolvedImage;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={service.title}
      className="container-page grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2"
    >
      <div className="space-y-5 text-lg leading-relaxed text-ink-800">{children}</div>
      <SlotPicture
        image={image}
        alt={image.alt}
        sizes="(min-width: 1024px) 600px, 100vw"
        className="block aspect-[4/3] overflow-hidden rounded-3xl bg-paper-200 shadow-lift"
      />
    </section>
  );
}

export function ServiceBenefits({ service, text }: { service: Service; text: PageText }) {
  return (
    <section aria-labelledby="avantages-titre" className="bg-paper-100 py-16 md:py-24">
      <div className="container-page">
        <h2 id="avantages-titre" className="text-3xl font-semibold md:text-4xl">
          {text.benefitsHeading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="avantages">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
              <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-copper-200">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ServiceOfferings({ service, text }: { service: Service; text: PageText }) {
  return (
    <section aria-labelledby="prestations-titre" className="container-page py-16 md:py-24">
      <h2 id="prestations-titre" className="text-3xl font-semibold md:text-4xl">
        {text.offeringsHeading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2" data-testid="prestations">
        {service.offerings.map((offering) => (
          <li key={offering.title} className="rounded-3xl bg-white p-8 shadow-card ring-1 ring-ink-100">
            <h3 className="text-2xl font-semibold">{offering.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-700">{offering.text}</p>
            <CheckList items={offering.bullets} className="mt-5 space-y-2.5" size="large" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Closing call to action of every service page: « Demander un Devis Gratuit », to the form at /contact. */
export function ServiceCta({ others, text }: { others: readonly { href: string; label: string }[]; text: PageText }) {
  return (
    <section aria-labelledby="cta-titre" className="container-page pb-20">
      <div className="on-dark rounded-3xl bg-copper-700 px-8 py-12 text-center md:px-16 md:py-16">
        <h2 id="cta-titre" className="text-3xl font-semibold text-white md:text-4xl">
          {text.ctaHeading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-copper-50">{text.ctaText}</p>
        <ButtonLink href="/contact" variant="dark" className="mt-8" icon="arrow-right">
          {text.ctaButton}
        </ButtonLink>
      </div>
      <nav aria-label={text.otherServices} className="mt-12">
        <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-700 uppercase">
          {text.otherServices}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {others.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-ink-800 ring-1 ring-ink-200 hover:bg-paper-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
