import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The site's buttons (links and form buttons alike): a rounded pill in four colours and three sizes.
 * Every call to action takes its look from here, so a change of style is made once.
 */
export const buttonStyles = cva('items-center justify-center gap-2 rounded-full font-semibold transition-colors', {
  variants: {
    variant: {
      primary: 'bg-copper-600 text-white hover:bg-copper-700',
      secondary: 'bg-white text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100',
      ghostLight: 'bg-white/10 text-white ring-1 ring-white/40 backdrop-blur hover:bg-white/20',
      dark: 'bg-ink-900 text-white hover:bg-ink-800',
    },
    size: {
      /** Calls to action in the page. */
      large: 'min-h-12 px-6 py-3 text-base',
      /** Side by side on a phone's bar, and the call button of the phone menu. */
      bar: 'min-h-12 px-4',
      /** The form's send button. */
      form: 'min-h-12 px-7 py-3',
      /** The header's call button (wide screens). */
      small: 'px-4 py-2.5 text-sm',
    },
    /** `fill`: as wide as its container (a bar's half). */
    width: { auto: 'inline-flex', fill: 'flex' },
    raised: { true: 'shadow-card', false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'large', width: 'auto', raised: false },
});

/** A button's colour: one of the variants above, so a new one is offered wherever buttons are drawn. */
export type ButtonVariant = NonNullable<VariantProps<typeof buttonStyles>['variant']>;
