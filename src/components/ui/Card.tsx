import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/**
 * The site's white card on a light background: the services, the values, the communes, the
 * contact ways, a service's benefits and offerings. Its look is set here once; a card's own
 * layout (flex, grid) comes with `className`.
 */
export const cardStyles = cva('bg-white ring-1 ring-ink-100', {
  variants: {
    padding: { none: '', compact: 'p-5', normal: 'p-6', roomy: 'p-8' },
    /** `large` for the wide blocks (a service's offerings, the map, the form); `adaptive` for the small gallery tiles. */
    radius: { normal: 'rounded-2xl', large: 'rounded-3xl', adaptive: 'rounded-xl sm:rounded-2xl' },
    shadow: { card: 'shadow-card', lift: 'shadow-lift', none: '' },
  },
  defaultVariants: { padding: 'normal', radius: 'normal', shadow: 'card' },
});

interface CardProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof cardStyles> {
  /** The element the card is: an item of a list of cards, a figure, a block. */
  as?: 'li' | 'div' | 'figure' | 'article';
  children: ReactNode;
}

export function Card({ as: Element = 'div', padding, radius, shadow, className, children, ...rest }: CardProps) {
  return (
    <Element className={cn(cardStyles({ padding, radius, shadow }), className)} {...rest}>
      {children}
    </Element>
  );
}
