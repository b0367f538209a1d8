import type { ReactNode } from 'react';
import type { SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { SectionShell } from '../ui/SectionShell';

interface GallerySectionProps {
  meta: SectionMeta;
  text: Pick<UiText['gallery'], 'ctaLead' | 'ctaButton'>;
  /** The tabs island, rendered (and hydrated) by the page shell. */
  children: ReactNode;
}

export function GallerySection({ meta, text, children }: GallerySectionProps) {
  return (
    <SectionShell id="galerie" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro} tone="sand">
      {children}
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="text-lg text-ink-800">{text.ctaLead}</p>
        <ButtonLink href="#contact" icon="arrow-right">
          {text.ctaButton}
        </ButtonLink>
      </div>
    </SectionShell>
  );
}
