import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { Icon } from './Icon';

interface PageHeaderProps {
  /** The h1's id, which the page's `<article aria-labelledby>` names. */
  id: string;
  title: string;
  intro: string;
  /** A short word above the title (« Informations légales »). */
  eyebrow?: string | undefined;
  /** An icon before the title (the storm page's warning). */
  icon?: ComponentProps<typeof Icon>['name'] | undefined;
  /** Less room above and below, so that what follows (the storm page's call) comes sooner on a phone. */
  tight?: boolean;
  /** What the header holds under the introduction (a date, a notice, links). */
  children?: ReactNode;
}

/** The band at the top of a page of its own: its h1 and its introduction, then what the page adds. */
export function PageHeader({ id, title, intro, eyebrow, icon, tight = false, children }: PageHeaderProps) {
  return (
    <header className="border-b border-paper-300 bg-paper-100">
      <div className={cn('container-page', tight ? 'py-12' : 'py-14', 'md:py-20')}>
        <div className="mx-auto max-w-3xl">
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-copper-700 uppercase">{eyebrow}</p>
          )}
          <h1
            id={id}
            className={cn(icon && 'flex items-start gap-3', 'text-4xl leading-tight font-semibold md:text-5xl')}
          >
            {icon && <Icon name={icon} className="mt-1 size-10 text-copper-700" />}
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-ink-700">{intro}</p>
          {children}
        </div>
      </div>
    </header>
  );
}
