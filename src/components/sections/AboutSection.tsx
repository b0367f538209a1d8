import type { ComponentProps, ReactNode } from 'react';
import type { ResolvedImage } from '../../lib/media/image-slots';
import type { Home, SectionMeta } from '../../schemas/home';
import { Icon } from '../ui/Icon';
import { SectionShell } from '../ui/SectionShell';
import { SlotPicture } from '../ui/SlotPicture';
import { Card } from '../ui/Card';
import { ReviewsBlock } from './reviews/ReviewsBlock';

interface AboutSectionProps {
  meta: SectionMeta;
  values: Home['about']['values'];
  promises: Home['promises'];
  image: ResolvedImage;
  imageAlt: string;
  /** The newest client reviews, under the section's own words (no block while there are none). */
  reviews?: ComponentProps<typeof ReviewsBlock> | undefined;
  /** « Une entreprise vérifiable » (credentials/CredentialsBlock.tsx), rendered by the page: the admin's preview has none. */
  credentials?: ReactNode;
  /** The « à propos » text (Markdown rendered by the page). */
  children: ReactNode;
}

export function AboutSection({
  meta,
  values,
  promises,
  image,
  imageAlt,
  reviews,
  credentials,
  children,
}: AboutSectionProps) {
  return (
    <SectionShell id="apropos" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro}>
      <div className="grid items-center gap-12 lg:grid-cols-[5fr_7fr]">
        <SlotPicture
          image={image}
          alt={imageAlt}
          sizes="(min-width: 1024px) 480px, 100vw"
          className="block aspect-[4/5] overflow-hidden rounded-3xl bg-paper-200 shadow-lift"
        />
        <div>
          <div className="space-y-5 text-lg leading-relaxed text-ink-800">{children}</div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-3">
            {values.map((value) => (
              <Card as="li" padding="compact" key={value.title}>
                <Icon name={value.icon} className="size-7 text-copper-600" />
                <h3 className="mt-3 font-sans text-base font-semibold">{value.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-700">{value.text}</p>
              </Card>
            ))}
          </ul>
          <ul className="mt-8 flex flex-wrap gap-3">
            {promises.map((promise) => (
              <li
                key={promise.title}
                className="inline-flex items-center gap-2 rounded-full bg-copper-50 px-4 py-2 text-sm font-medium text-copper-800 ring-1 ring-copper-200"
              >
                <Icon name={promise.icon} className="size-4" />
                {promise.title}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {credentials && <div className="mt-16">{credentials}</div>}
      {reviews && reviews.reviews.length > 0 && (
        <div className="mt-16">
          <ReviewsBlock {...reviews} />
        </div>
      )}
    </SectionShell>
  );
}
