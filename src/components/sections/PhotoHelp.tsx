import type { UiText } from '../../schemas/ui';
import { cn } from '../ui/cn';
import { Icon, type AnyIconName } from '../ui/Icon';
import { textLinkClass } from '../ui/LinkList';

interface PhotoHelpProps {
  heading: string;
  text: Pick<UiText['photos'], 'text' | 'tips'>;
  /** WhatsApp (when the owner has a number for it), e-mail, and any other way (the quote form). */
  links: readonly { kind: string; icon: AnyIconName; href: string; label: string }[];
  /** The heading's level where the block stands. */
  level: 2 | 4;
  className?: string;
}

/**
 * How to send photos of the roof: why they help, which ones (never from the roof itself), and the
 * links. Static HTML, the same without JavaScript; the messages open empty here, and the success
 * message of the form names the request in them (islands/contact-form/PhotoSent.tsx).
 */
export function PhotoHelp({ heading, text, links, level, className }: PhotoHelpProps) {
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section aria-label={heading} data-photos="help" className={cn('rounded-2xl bg-paper-100 p-5', className)}>
      <Heading
        className={cn(
          'flex items-center gap-2 font-semibold text-ink-950',
          level === 2 ? 'text-2xl' : 'font-sans text-base',
        )}
      >
        <Icon name="camera" className={level === 2 ? 'size-6 text-copper-700' : 'size-5 text-copper-700'} />
        {heading}
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-ink-800">{text.text}</p>
      <p className="mt-2 text-sm leading-relaxed text-ink-700">{text.tips}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.kind}>
            <a
              href={link.href}
              data-photo-link={link.kind}
              {...(link.kind === 'whatsapp' ? { rel: 'noopener' } : {})}
              className={cn(textLinkClass, 'inline-flex min-h-12 items-center gap-2')}
            >
              <Icon name={link.icon} className="size-4" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
