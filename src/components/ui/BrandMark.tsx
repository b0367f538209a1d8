import { brandMarkStrokes } from '../../lib/media/brand-icon';
import { cn } from './cn';

interface BrandMarkProps {
  name: string;
  tagline?: string;
  light?: boolean;
}

/** The business's name beside the roof-and-truss mark (inline, so it needs no request; see lib/media/brand-icon.ts). */
export function BrandMark({ name, tagline, light = false }: BrandMarkProps) {
  return (
    <span className="flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="10" className={light ? 'fill-white/10' : 'fill-ink-900'} />
        <path
          d={brandMarkStrokes.roof.d}
          fill="none"
          className="stroke-copper-400"
          strokeWidth={brandMarkStrokes.roof.width}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d={brandMarkStrokes.truss.d}
          fill="none"
          className="stroke-zinc-100"
          strokeWidth={brandMarkStrokes.truss.width}
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
