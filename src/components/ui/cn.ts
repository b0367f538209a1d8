import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones. Two classes that set the same property are not resolved
 * here (tailwind-merge would add 4 KB to every island): a component offers variants instead of
 * expecting its classes to be overridden.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
