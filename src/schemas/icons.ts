/** The icons the owner picks for a card (home page, service pages). */
import { z } from 'astro/zod';
import type { FieldMeta } from './fields';

/** Icons the design knows how to draw (components/ui/Icon.tsx). */
export const iconNames = [
  'shield',
  'clock',
  'leaf',
  'ruler',
  'hammer',
  'home',
  'thermometer',
  'droplet',
  'sun',
  'wind',
  'euro',
  'sparkles',
  'map-pin',
  'phone',
  'mail',
  'calendar',
  'check',
  'award',
  'users',
  'layers',
] as const;
export type IconName = (typeof iconNames)[number];

export function icon() {
  return z.enum(iconNames).meta({ title: 'Icône' } satisfies FieldMeta);
}
