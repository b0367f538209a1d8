import type { ServiceLink } from '../../../lib/navigation';
import type { UiText } from '../../../schemas/ui';
import { ButtonLink } from '../../ui/ButtonLink';

/** Closing call to action of every service page: « Demander un Devis Gratuit », to the form at /contact. */
export function ServiceCta({ others, text }: { others: readonly ServiceLink[]; text: UiText['servicePage'] }) {
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
