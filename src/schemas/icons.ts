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

/** What each icon draws, as the owner chooses it. */
const iconLabels: Record<IconName, string> = {
  shield: 'Bouclier (garantie, sécurité)',
  clock: 'Horloge (délais, rapidité)',
  leaf: 'Feuille (nature, traitement)',
  ruler: 'Règle (mesure, sur mesure)',
  hammer: 'Marteau (travaux)',
  home: 'Maison',
  thermometer: 'Thermomètre (isolation)',
  droplet: 'Goutte (étanchéité)',
  sun: 'Soleil',
  wind: 'Vent',
  euro: 'Euro (prix)',
  sparkles: 'Étincelles (finition)',
  'map-pin': 'Repère (lieu, proximité)',
  phone: 'Téléphone',
  mail: 'Enveloppe (e-mail)',
  calendar: 'Calendrier (disponibilité)',
  check: 'Coche (c’est fait)',
  award: 'Médaille (qualité)',
  users: 'Personnes (équipe, famille)',
  layers: 'Couches (matériaux)',
};

export function icon() {
  return z.enum(iconNames).meta({ title: 'Icône', choices: iconLabels } satisfies FieldMeta);
}
