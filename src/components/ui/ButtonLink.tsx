import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type AnyIconName } from './Icon';

const variants = {
  primary: 'bg-copper-600 text-white shadow-card hover:bg-copper-700',
  secondary: 'bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100',
  ghostLight: 'bg-white/10 text-white ring-1 ring-white/40 backdrop-blur hover:bg-white/20',
  dark: 'bg-ink-900 text-white hover:bg-ink-800',
} as const;

export type ButtonVariant = keyof typeof variants;

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  icon?: AnyIconName;
  children: ReactNode;
}

/** A link that looks like a button: every call to action of the site navigates somewhere. */
export function ButtonLink({ href, variant = 'primary', icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={cn(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {icon && <Icon name={icon} />}
      {children}
    </a>
  );
}
