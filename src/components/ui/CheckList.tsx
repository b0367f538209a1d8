import { cn } from './cn';
import { Icon } from './Icon';

interface CheckListProps {
  items: readonly string[];
  /** The list's spacing and text style, from where it stands. */
  className?: string;
  /** `small` beside a card's text, `large` as a page's own list. */
  size?: 'small' | 'large';
  /** The list's name for assistive technology, when the heading above does not give it. */
  label?: string | undefined;
}

/** A list of short points, each after a copper check mark. */
export function CheckList({ items, className, size = 'small', label }: CheckListProps) {
  const large = size === 'large';
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={cn('flex', large ? 'gap-3 text-ink-800' : 'gap-2')}>
          <Icon name="check" className={cn('mt-0.5 text-copper-600', large ? 'size-5' : 'size-4')} />
          {item}
        </li>
      ))}
    </ul>
  );
}
