/** The five regional cards of the zone section, in display order. */
import type { z } from 'astro/zod';
import type { regionSchema } from './schemas';

export const regionsData = [
  {
    name: 'Namur',
    description:
      'La capitale wallonne et ses environs, entre Sambre et Meuse : maisons en pierre calcaire, toitures en ardoise et villas des quartiers résidentiels.',
    highlights: ['Namur', 'Gembloux', 'Floreffe', 'Fosses-la-Ville', 'Profondeville'],
    location: { lat: 50.4669, lon: 4.8675 },
  },
  {
    name: 'Charleroi',
    description:
      'Le Pays noir et ses anciennes communes : maisons ouvrières en brique, bel-étages et toitures à rénover et à isoler.',
    highlights: ['Charleroi', 'Marcinelle', 'Gosselies', 'Châtelet', 'Fleurus', 'Montigny-le-Tilleul'],
    location: { lat: 50.4108, lon: 4.4446 },
  },
  {
    name: 'Thuin',
    description:
      'Notre région, de la vallée de la Sambre à la Botte du Hainaut : fermettes, maisons en pierre bleue et toitures en ardoise.',
    highlights: ['Thuin', 'Beaumont', 'Chimay', 'Lobbes', 'Walcourt', 'Philippeville'],
    location: { lat: 50.3397, lon: 4.2867 },
  },
  {
    name: 'Mons',
    description:
      'Mons et la région du Centre : maisons de maître, maisons de corons et fermes hennuyères aux toitures en tuiles ou en ardoise.',
    highlights: ['Mons', 'Binche', 'La Louvière', 'Estinnes', 'Frameries'],
    location: { lat: 50.4542, lon: 3.9523 },
  },
  {
    name: 'Nivelles',
    description:
      'Le sud du Brabant wallon : villas, fermes en carré restaurées et constructions neuves, dont de plus en plus à ossature bois.',
    highlights: ['Nivelles', 'Genappe', 'Braine-l’Alleud', 'Ittre', 'Seneffe'],
    location: { lat: 50.5979, lon: 4.3285 },
  },
] satisfies z.input<typeof regionSchema>[];
