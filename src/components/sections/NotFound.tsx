import type { UiText } from '../../schemas/ui';
import { ButtonLink } from '../ui/ButtonLink';

export function NotFound({ text }: { text: UiText['notFound'] }) {
  return (
    <section
      aria-labelledby="introuvable-titre"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center"
    >
      <p className="font-display text-8xl font-semibold text-copper-600 md:text-9xl">{text.code}</p>
      <h1 id="introuvable-titre" className="mt-4 text-3xl font-semibold md:text-4xl">
        {text.title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{text.text}</p>
      <ButtonLink href="/" className="mt-8" icon="arrow-right">
        {text.backHome}
      </ButtonLink>
    </section>
  );
}
