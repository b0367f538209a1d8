import type { CurrentWait } from '../../../lib/content/site-content';
import { cn } from '../../ui/cn';
import { Icon } from '../../ui/Icon';

export interface CurrentWaitNoteProps {
  wait: CurrentWait;
  /** « Délai actuel » and the word before its date (« au »). */
  label: string;
  dateWord: string;
  className?: string;
}

/**
 * « Délai actuel au 1 décembre 2026 : premières visites sous 3 jours ouvrables », always with its
 * date. Left out of a page built after its last day; on a page built before, hidden by the page's
 * clock from the day after (lib/content/dated.ts), before it is ever painted.
 */
export function CurrentWaitNote({ wait, label, dateWord, className }: CurrentWaitNoteProps) {
  return (
    <p
      data-wait={wait.shownUntil}
      className={cn(
        'flex gap-2 rounded-2xl bg-copper-50 px-4 py-3 text-sm leading-relaxed text-ink-900 ring-1 ring-copper-200 stale-delai:hidden',
        className,
      )}
    >
      <Icon name="clock" className="mt-0.5 size-4 text-copper-700" />
      <span>
        <strong className="font-semibold">
          {label} {dateWord} <time dateTime={wait.date}>{wait.dateLabel}</time>
        </strong>
        {'\u00a0'}: {wait.text}
      </span>
    </p>
  );
}
