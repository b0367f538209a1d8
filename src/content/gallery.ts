/**
 * Gallery tabs. The four pictures of each tab show, in order: the finished roof or
 * building, a close-up of the material, the work in progress, a finishing detail.
 * Each caption is also the picture's alternative text.
 */
import type { z } from 'astro/zod';
import type { galleryCategorySchema } from './schemas';

export const galleryData = [
  {
    id: 'ardoise',
    label: 'Ardoise',
    description:
      'Couvertures en ardoise naturelle ou fibrociment, posées au crochet ou au clou, en construction neuve comme en rénovation de maisons anciennes.',
    images: [
      { caption: 'Couverture en ardoise naturelle posée au crochet sur une maison de maître à Thuin' },
      { caption: 'Gros plan sur des ardoises naturelles d’Espagne et leurs crochets en inox' },
      { caption: 'Couvreur posant les ardoises rang par rang sur les liteaux, depuis l’échafaudage' },
      { caption: 'Faîtage et rive en zinc terminant une toiture en ardoise près de Beaumont' },
    ],
  },
  {
    id: 'tuile',
    label: 'Tuile',
    description:
      'Toitures en tuiles de terre cuite ou en béton, pannes flamandes et tuiles plates, avec sous-toiture et zinguerie remises à neuf.',
    images: [
      { caption: 'Toiture en tuiles de terre cuite rouge rénovée sur une fermette à Walcourt' },
      { caption: 'Détail de tuiles à emboîtement en terre cuite et de leurs recouvrements' },
      { caption: 'Pose des tuiles sur liteaux et contre-liteaux, au-dessus d’un écran de sous-toiture' },
      { caption: 'Faîtage ventilé en tuiles faîtières sur une toiture rénovée à Gerpinnes' },
    ],
  },
  {
    id: 'zinc',
    label: 'Zinc',
    description:
      'Toitures en zinc à joint debout ou à tasseaux, habillages de lucarnes, gouttières, chéneaux et solins façonnés sur mesure.',
    images: [
      { caption: 'Toiture en zinc à joint debout sur une extension contemporaine à Charleroi' },
      { caption: 'Gros plan sur les joints debout d’une couverture en zinc prépatiné' },
      { caption: 'Couvreur-zingueur soudant un raccord de gouttière depuis l’échafaudage' },
      { caption: 'Lucarne habillée de zinc et gouttière neuve sur une maison de Namur' },
    ],
  },
  {
    id: 'charpente',
    label: 'Charpente',
    description:
      'Charpentes traditionnelles et fermettes, rénovation de structures anciennes et renforts pour l’aménagement des combles.',
    images: [
      { caption: 'Charpente traditionnelle neuve en fermes, pannes et chevrons sur une maison à Mettet' },
      { caption: 'Assemblage à tenon et mortaise chevillé dans une ferme en chêne' },
      { caption: 'Charpentiers fixant les chevrons d’une toiture en cours de montage' },
      { caption: 'Chevêtre et chevrons préparés pour une lucarne dans une charpente rénovée' },
    ],
  },
  {
    id: 'bardage',
    label: 'Bardage',
    description:
      'Bardages en mélèze, red cedar, douglas ou fibrociment pour protéger et moderniser façades, pignons, lucarnes et annexes.',
    images: [
      { caption: 'Maison rénovée habillée d’un bardage en mélèze à lames verticales à Philippeville' },
      { caption: 'Gros plan sur des lames de red cedar et leur veinure naturelle' },
      { caption: 'Pose des lames de bardage sur tasseaux et pare-pluie depuis l’échafaudage' },
      { caption: 'Angle de façade soigné où se rejoignent les lames d’un bardage en douglas' },
    ],
  },
  {
    id: 'ossature',
    label: 'Ossature bois',
    description:
      'Maisons, extensions et rehausses à ossature bois, de la structure isolée jusqu’à la toiture et au bardage.',
    images: [
      { caption: 'Maison à ossature bois terminée, avec bardage bois et toiture en ardoise, à Gembloux' },
      { caption: 'Détail d’un mur à ossature bois isolé en fibre de bois entre les montants' },
      { caption: 'Charpentiers montant les murs à ossature bois d’une extension' },
      { caption: 'Rive de toiture et angle de bardage d’une extension à ossature bois' },
    ],
  },
] satisfies z.input<typeof galleryCategorySchema>[];
