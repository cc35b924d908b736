import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (8.5 KB gzip, a tenth of the landing
 * budget): components offer variants instead of being restyled by overriding classes, so callers
 * only add classes that do not conflict with a component's own (margins, widths, grid placement).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
