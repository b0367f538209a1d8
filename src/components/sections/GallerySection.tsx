import type { ReactNode } from 'react';
import type { SectionMeta } from '../../content/schemas';
import { uiText } from '../../content/ui-text';
import { ButtonLink } from '../ui/ButtonLink';
import { SectionShell } from '../ui/SectionShell';

interface GallerySectionProps {
  meta: SectionMeta;
  /** The tabs island, rendered (and hydrated) by the page shell. */
  children: ReactNode;
}

export function GallerySection({ meta, children }: GallerySectionProps) {
  return (
    <SectionShell id="galerie" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro} tone="sand">
      {children}
      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="text-lg text-ink-800">{uiText.gallery.ctaLead}</p>
        <ButtonLink href="#contact" icon="arrow-right">
          {uiText.gallery.ctaButton}
        </ButtonLink>
      </div>
    </SectionShell>
  );
}
