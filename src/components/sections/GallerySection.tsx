import type { ReactNode } from 'react';
import type { SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';
import { ButtonLink } from '../ui/ButtonLink';
import { SectionShell } from '../ui/SectionShell';

interface GallerySectionProps {
  meta: SectionMeta;
  text: Pick<UiText['gallery'], 'ctaLead' | 'ctaButton'>;
  /** The worksites' listing: the owner's real worksites, one page each. */
  worksitesLink: { href: string; label: string };
  /** The tabs island, rendered (and hydrated) by the page shell. */
  children: ReactNode;
}

export function GallerySection({ meta, text, worksitesLink, children }: GallerySectionProps) {
  return (
    <SectionShell id="galerie" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro} tone="sand">
      {children}
      <p className="mt-10 text-center">
        <a
          href={worksitesLink.href}
          className="text-lg font-semibold text-copper-800 underline underline-offset-4 hover:text-copper-900"
        >
          {worksitesLink.label}
        </a>
      </p>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-lg text-ink-800">{text.ctaLead}</p>
        <ButtonLink href="#contact" icon="arrow-right">
          {text.ctaButton}
        </ButtonLink>
      </div>
    </SectionShell>
  );
}
