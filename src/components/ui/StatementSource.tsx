import type { StatementSource as Sourced } from '../../lib/content/statements';
import { cn } from './cn';
import { textLinkClass } from './LinkList';

interface StatementSourceProps extends Sourced {
  /** The words before the date and before the source, from the page's texts (« Vérifié le », « Source : »). */
  text: { checkedOn: string; source: string };
  /** In small print, under a statement of a line or two (the credentials, an official number). */
  small?: boolean;
  /** Spacing around it only: its type is {@link small}'s. */
  className?: string;
}

/**
 * Under a dated statement (law, aid, an official number): the day it was checked, and the official
 * page it was checked on, opened on the visitor's click.
 */
export function StatementSource({ checkedOn, source, text, small = false, className }: StatementSourceProps) {
  return (
    <p className={cn(className, small ? 'text-xs text-ink-600' : 'text-sm text-ink-700')}>
      {text.checkedOn} <time dateTime={checkedOn.date}>{checkedOn.label}</time> · {text.source}{' '}
      <a href={source.href} rel="noopener" className={textLinkClass}>
        {source.label}
      </a>
    </p>
  );
}
