import type { AidPage } from '../../../schemas/aid';
import { textLinkClass } from '../../ui/LinkList';

interface StatementSourceProps {
  checkedOn: { date: string; label: string };
  source: { label: string; href: string };
  text: Pick<AidPage['text'], 'checkedOn' | 'source'>;
}

/** Under a statement of law or aid: the day it was checked, and the official page it was checked on. */
export function StatementSource({ checkedOn, source, text }: StatementSourceProps) {
  return (
    <p className="text-sm text-ink-700">
      {text.checkedOn} <time dateTime={checkedOn.date}>{checkedOn.label}</time>. {text.source}{' '}
      <a href={source.href} className={textLinkClass}>
        {source.label}
      </a>
    </p>
  );
}
