import { uiText } from '../../content/ui-text';
import { ButtonLink } from '../ui/ButtonLink';

export function NotFound() {
  return (
    <section
      aria-labelledby="introuvable-titre"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center"
    >
      <p className="font-display text-8xl font-semibold text-copper-600 md:text-9xl">{uiText.notFound.code}</p>
      <h1 id="introuvable-titre" className="mt-4 text-3xl font-semibold md:text-4xl">
        {uiText.notFound.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{uiText.notFound.text}</p>
      <ButtonLink href="/" className="mt-8" icon="arrow-right">
        {uiText.notFound.backHome}
      </ButtonLink>
    </section>
  );
}
