import type { ReviewPlatformLinks as Links } from '../../lib/content/review-platform';
import { cn } from './cn';
import { Icon } from './Icon';

/**
 * « Voir nos avis sur Google », « Donner votre avis »: plain links to the business's page on the
 * review platform, opened on the visitor's click (nothing of the platform is loaded before).
 */
export function ReviewPlatformLinks({ label, links, className }: Links & { className?: string }) {
  return (
    <ul aria-label={label} className={cn('mt-4 flex flex-wrap gap-3', className)} data-review-links="">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            rel="noopener"
            data-review-link={link.kind}
            className={cn(
              'inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100',
            )}
          >
            <Icon name={link.kind === 'see' ? 'star' : 'message'} className="size-4" />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
