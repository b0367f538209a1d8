import type { OfficialNumber } from '../../../lib/pages/storm-page';
import type { StormPage } from '../../../schemas/storm';
import { Icon } from '../../ui/Icon';
import { StatementSource } from '../../ui/StatementSource';

interface OfficialNumbersProps {
  heading: string;
  numbers: readonly OfficialNumber[];
  labels: Pick<StormPage['labels'], 'checkedOn' | 'source'>;
}

/**
 * The numbers the public services give for danger and for storm help: each dialled in one tap,
 * with what it is for, as the source says it, the source and the day it was checked.
 */
export function OfficialNumbers({ heading, numbers, labels }: OfficialNumbersProps) {
  return (
    <div className="mt-4" data-official-numbers="">
      <h4 className="sr-only">{heading}</h4>
      <ul className="grid gap-4 sm:grid-cols-2">
        {numbers.map((entry) => (
          <li
            key={entry.number}
            className="rounded-2xl bg-white p-5 ring-1 ring-ink-100"
            data-official-number={entry.number}
          >
            <a
              href={entry.href}
              className="inline-flex min-h-12 items-center gap-3 rounded-xl text-ink-950 underline-offset-4 hover:underline"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-ink-900 text-white">
                <Icon name="phone" className="size-5" />
              </span>
              <span>
                <span className="block text-3xl leading-tight font-semibold tabular-nums">{entry.number}</span>
                <span className="mt-1 block text-sm font-semibold text-ink-700">{entry.label}</span>
              </span>
            </a>
            <p className="mt-3 text-sm leading-relaxed text-ink-800">{entry.statement.text}</p>
            <StatementSource
              checkedOn={entry.statement.checkedOn}
              source={entry.statement.source}
              text={labels}
              small
              className="mt-2"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
