import type { UiText } from '../../../schemas/ui';
import { ButtonLink } from '../../ui/ButtonLink';

/** Closing call of a worksite page: to the quote form. */
export function WorksiteCta({
  text,
  href,
}: {
  text: Pick<UiText['worksites'], 'ctaHeading' | 'ctaText' | 'ctaButton'>;
  href: string;
}) {
  return (
    <section aria-labelledby="cta-titre" className="container-page pb-20">
      <div className="on-dark rounded-3xl bg-copper-700 px-8 py-12 text-center md:px-16 md:py-16">
        <h2 id="cta-titre" className="text-3xl font-semibold text-white md:text-4xl">
          {text.ctaHeading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-copper-50">{text.ctaText}</p>
        <ButtonLink href={href} variant="dark" className="mt-8" icon="arrow-right">
          {text.ctaButton}
        </ButtonLink>
      </div>
    </section>
  );
}
