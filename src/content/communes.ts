/** The six fast-intervention communes (all within the 20 km radius), nearest first. */
import type { z } from 'astro/zod';
import { businessConstants } from './constants';
import type { communeSchema } from './schemas';

const { nearestArrivalMinutes } = businessConstants;

export const communesData = [
  {
    name: 'Montigny-le-Tilleul',
    distanceKm: 5,
    description: `Tout proche de notre dépôt, Montigny-le-Tilleul bénéficie de nos délais les plus courts : arrivée en moins de ${nearestArrivalMinutes} minutes pour une fuite ou des tuiles envolées.`,
    specificites: [
      'Villas des années 60 à 80 à rénover et à isoler',
      'Toitures en tuiles béton à remplacer',
      'Corniches et gouttières à remettre à neuf',
    ],
    location: { lat: 50.3797, lon: 4.3731 },
  },
  {
    name: 'Thuin',
    distanceKm: 8,
    description:
      'Ville haute, ville basse et jardins suspendus : Thuin compte de nombreuses maisons anciennes dont les toitures demandent un savoir-faire traditionnel.',
    specificites: [
      'Maisons en pierre bleue couvertes d’ardoise',
      'Charpentes anciennes en chêne à restaurer',
      'Chéneaux et zinguerie des maisons mitoyennes',
    ],
    location: { lat: 50.3397, lon: 4.2867 },
  },
  {
    name: 'Ham-sur-Heure-Nalinnes',
    distanceKm: 10,
    description:
      'Commune rurale aux nombreux villages, Ham-sur-Heure-Nalinnes mêle fermettes rénovées et villas récentes dans un cadre très boisé.',
    specificites: [
      'Fermettes en pierre à rénover et à isoler',
      'Toitures exposées aux feuilles et aux mousses',
      'Extensions et annexes à ossature bois',
    ],
    location: { lat: 50.3214, lon: 4.3897 },
  },
  {
    name: 'Gerpinnes',
    distanceKm: 12,
    description:
      'Entre Charleroi et l’Entre-Sambre-et-Meuse, Gerpinnes compte beaucoup de villas quatre façades dont les toitures arrivent à l’âge de la rénovation.',
    specificites: [
      'Villas quatre façades couvertes de tuiles',
      'Isolation de toiture et sarking',
      'Fenêtres de toit et lucarnes pour les combles',
    ],
    location: { lat: 50.3378, lon: 4.5264 },
  },
  {
    name: 'Biesme',
    distanceKm: 15,
    description:
      'Village de l’Entre-Sambre-et-Meuse rattaché à Mettet, Biesme a gardé ses fermes et ses maisons rurales en pierre, aux toitures typiques de la région.',
    specificites: [
      'Fermes et granges aux grandes toitures',
      'Ardoise naturelle de l’Entre-Sambre-et-Meuse',
      'Charpentes anciennes à renforcer',
    ],
    location: { lat: 50.3336, lon: 4.5556 },
  },
  {
    name: 'Mettet',
    distanceKm: 20,
    description:
      'Au cœur de l’Entre-Sambre-et-Meuse, Mettet et ses villages réunissent fermes en carré, maisons de village et constructions neuves.',
    specificites: [
      'Fermes en carré et dépendances agricoles',
      'Couvertures en ardoise naturelle ou fibrociment',
      'Maisons neuves et extensions à ossature bois',
    ],
    location: { lat: 50.3217, lon: 4.6614 },
  },
] satisfies z.input<typeof communeSchema>[];
