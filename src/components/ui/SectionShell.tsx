import type { ReactNode } from 'react';
import { cn } from './cn';
import { renderLater } from '../../lib/loading/progressive-render';

const tones = {
  paper: 'bg-paper-50',
  sand: 'bg-paper-100',
  white: 'bg-white',
  ink: 'on-dark bg-ink-900 text-ink-100',
} as const;

interface SectionShellProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}

/**
 * The frame every home-page section below the hero shares: id (for anchors and the scroll-driven
 * metadata), heading block, container; laid out after the first paint (lib/loading/progressive-render.ts).
 */
export function SectionShell({ id, eyebrow, heading, intro, tone = 'paper', children, className }: SectionShellProps) {
  const headingId = `${id}-titre`;
  const dark = tone === 'ink';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-20 md:py-28', tones[tone], className)}
      // Laid out after the first paint (lib/loading/progressive-render.ts): every shell is below the hero.
      {...{ [renderLater]: '' }}
    >
      <div className="container-page">
        <header className="mx-auto mb-12 max-w-3xl text-center md:mb-16">
          <p
            className={cn(
              'mb-3 text-sm font-semibold tracking-[0.18em] uppercase',
              dark ? 'text-copper-200' : 'text-copper-700',
            )}
          >
            {eyebrow}
          </p>
          <h2 id={headingId} className={cn('text-3xl leading-tight font-semibold md:text-5xl', dark && 'text-white')}>
            {heading}
          </h2>
          {intro && (
            <p className={cn('mt-5 text-lg leading-relaxed', dark ? 'text-ink-200' : 'text-ink-700')}>{intro}</p>
          )}
        </header>
        {children}
      </div>
    </section>
  );
}
