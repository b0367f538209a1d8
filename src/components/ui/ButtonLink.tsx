import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';
import { buttonStyles, type ButtonVariant } from './button-styles';
import { Icon, type AnyIconName } from './Icon';

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  icon?: AnyIconName;
  children: ReactNode;
}

/** A link that looks like a button: every call to action of the site navigates somewhere. */
export function ButtonLink({ href, variant = 'primary', icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a href={href} className={cn(buttonStyles({ variant, raised: variant === 'primary' }), className)} {...rest}>
      {icon && <Icon name={icon} />}
      {children}
    </a>
  );
}
