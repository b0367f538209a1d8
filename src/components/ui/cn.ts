import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** The theme's own shadows (`--shadow-*` of src/styles/global.css), which tailwind-merge would take for colours. */
export const themeShadows = ['card', 'lift'] as const;

const twMerge = extendTailwindMerge({ extend: { theme: { shadow: [...themeShadows] } } });

/**
 * Joins class names, skipping falsy ones; of two classes that set the same property, the later wins
 * (tailwind-merge), so a caller's class overrides the component's own. For what is rendered at build
 * time only: an island joins its classes with clsx, tailwind-merge would ship in its JavaScript.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
