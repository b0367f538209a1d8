import { cn } from '../../lib/cn';

interface BrandMarkProps {
  name: string;
  tagline?: string;
  light?: boolean;
}

/** The business's name beside a small roof-and-truss mark (drawn here, so it needs no request). */
export function BrandMark({ name, tagline, light = false }: BrandMarkProps) {
  return (
    <span className="flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="10" className={light ? 'fill-white/10' : 'fill-ink-900'} />
        <path
          d="M7 22 20 10l13 12"
          fill="none"
          stroke="#dd8a5b"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M12 21v10h16V21M20 14v17M14 26h12"
          fill="none"
          stroke="#e4e8eb"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={cn('font-display text-lg font-semibold', light ? 'text-white' : 'text-ink-950')}>{name}</span>
        {tagline && <span className={cn('text-xs', light ? 'text-ink-200' : 'text-ink-600')}>{tagline}</span>}
      </span>
    </span>
  );
}
