import type { Home } from '../../schemas/home';
import { cn } from '../ui/cn';

/**
 * One row of key figures on a wide screen: the owner's four, and the reviews' average once there
 * are enough reviews. Classes are written out whole, so that Tailwind finds them.
 */
const wideGrid: Readonly<Record<number, string>> = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' };
const WIDE_DEFAULT = 5;
/** How many columns the last figure spans, by screen: index 2 is `col-span-2`. */
const spans = {
  phone: ['', 'col-span-1', 'col-span-2'],
  tablet: ['', 'sm:col-span-1', 'sm:col-span-2', 'sm:col-span-3'],
  wide: ['', 'lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3', 'lg:col-span-4', 'lg:col-span-5', 'lg:col-span-6'],
} as const;

/** The columns the last of `count` figures spans in a grid of `columns`: the rest of its row, never an empty cell. */
function lastSpan(count: number, columns: number): number {
  return columns - ((count - 1) % columns);
}

/** A key figure; `mark` (« Exemple ») says it is computed from the example's data. */
export type HeroClaim = Home['claims'][number] & { mark?: string | undefined };

/** The hero's key figures: two columns on a phone, three on a tablet, one row on a wide screen. */
export function HeroClaims({ claims }: { claims: readonly HeroClaim[] }) {
  const wide = claims.length in wideGrid ? claims.length : WIDE_DEFAULT;
  const last = cn(
    spans.phone[lastSpan(claims.length, 2)],
    spans.tablet[lastSpan(claims.length, 3)],
    spans.wide[lastSpan(claims.length, wide)],
  );
  return (
    <ul
      className={cn(
        'mt-14 grid max-w-4xl grid-cols-2 gap-px overflow-hidden rounded-2xl bg-white/15 ring-1 ring-white/15 sm:grid-cols-3',
        wideGrid[wide],
      )}
    >
      {claims.map((claim, index) => (
        <li
          key={claim.label}
          className={cn('bg-ink-950/70 px-5 py-4 backdrop-blur', index === claims.length - 1 && last)}
        >
          <p className="font-display text-3xl font-semibold text-white">{claim.value}</p>
          <p className="mt-1 text-sm text-ink-200">
            {claim.label}
            {claim.mark && (
              <span className="ml-2 inline-block rounded-full bg-copper-100 px-2 py-0.5 align-middle text-xs font-semibold tracking-wide text-copper-900 uppercase">
                {claim.mark}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
