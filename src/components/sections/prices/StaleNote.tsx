import type { StaleNote as StaleNoteData } from '../../../lib/prices/statements';
import { textLinkClass } from '../../ui/LinkList';

interface StaleNoteProps {
  note: StaleNoteData;
  text: { stale: string; staleChecked: string };
}

/** A statement past its review day, in place of its text: where to check it, and when it was last checked. */
export function StaleNote({ note, text }: StaleNoteProps) {
  return (
    <p className="rounded-xl bg-copper-50 px-4 py-3 text-sm text-ink-900" data-past-review="">
      {text.stale}{' '}
      <a href={note.sourceHref} className={textLinkClass}>
        {note.sourceLabel}
      </a>
      {'\u00a0: '}
      {text.staleChecked} {note.checkedOn}.
    </p>
  );
}
