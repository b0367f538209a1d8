/**
 * Home-page sections, in page order: visible heading, eyebrow and intro, plus the
 * document title, description and keywords shown while the section is in view.
 */
import type { z } from 'astro/zod';
import { site } from '../site';
import { businessConstants } from './constants';
import { heroData } from './home';
import type { sectionMetaSchema } from './schemas';

const { yearsOfExperience, yearsInBusiness, projectsCompleted, quoteWithinHours, emailReplyWithinHours } =
  businessConstants;
const { intervention, fastIntervention } = site.radiusKm;

export const sectionsData = [
  {
    id: 'accueil',
    heading: heroData.title,
    eyebrow: 'Entreprise familiale à Beaumont (Barbençon)',
    intro: heroData.lead,
    title: `Charpente et couverture à Beaumont et en Hainaut | ${site.name}`,
    description: `Couvreurs, charpentiers et menuisiers à Beaumont depuis plus de ${yearsInBusiness} ans : toitures en ardoise, tuile et zinc, charpente, isolation. Devis gratuit sous ${quoteWithinHours} h.`,
    keywords: ['couvreur Beaumont', 'charpentier Hainaut', 'toiture', 'charpente', 'menuiserie', 'Barbençon'],
  },
  {
    id: 'services',
    heading: 'Nos Services',
    eyebrow: 'Du toit à la façade',
    intro:
      'Charpente, couverture en ardoise, en tuile ou en zinc, isolation, bardage et ossature bois : nos couvreurs, charpentiers et menuisiers prennent en charge vos travaux, en neuf comme en rénovation.',
    title: `Nos services de couverture et de charpente | ${site.name}`,
    description:
      'Charpente, couverture ardoise, tuile et zinc, isolation de toiture, bardage et maisons à ossature bois à Beaumont, Charleroi, Thuin, Namur et Mons.',
    keywords: ['couverture ardoise', 'couverture tuile', 'zinguerie', 'isolation toiture', 'bardage', 'ossature bois'],
  },
  {
    id: 'apropos',
    heading: 'À Propos',
    eyebrow: 'Une entreprise familiale',
    intro: `Depuis plus de ${yearsInBusiness} ans, notre famille de couvreurs, charpentiers et menuisiers travaille sur les toitures de Wallonie, forte de plus de ${yearsOfExperience} ans d’expérience du métier.`,
    title: `Entreprise familiale de toiture à Beaumont | ${site.name}`,
    description: `Entreprise familiale de couvreurs, charpentiers et menuisiers à Barbençon (Beaumont) : plus de ${yearsOfExperience} ans d’expérience et plus de ${projectsCompleted} projets réalisés en Wallonie.`,
    keywords: ['entreprise familiale', 'couvreur Beaumont', 'charpentier', 'menuisier', 'Barbençon', 'Wallonie'],
  },
  {
    id: 'galerie',
    heading: 'Galerie',
    eyebrow: 'Nos réalisations',
    intro: `Ardoise, tuile, zinc, charpente, bardage et ossature bois : un aperçu de nos chantiers, parmi plus de ${projectsCompleted} projets réalisés en Hainaut et en province de Namur.`,
    title: `Réalisations en toiture et charpente | ${site.name}`,
    description:
      'Photos de nos chantiers : toitures en ardoise, en tuile et en zinc, charpentes, bardages et maisons à ossature bois en Hainaut et en province de Namur.',
    keywords: [
      'réalisations toiture',
      'photos charpente',
      'toiture ardoise',
      'toiture zinc',
      'bardage bois',
      'ossature bois',
    ],
  },
  {
    id: 'zone',
    heading: 'Zone d’intervention',
    eyebrow: 'Où intervenons-nous ?',
    intro: `Depuis notre dépôt de Montigny-le-Tilleul, nous intervenons dans un rayon de ${intervention} km : Charleroi, Thuin, Namur, Mons, Nivelles et leurs environs. Dans un rayon de ${fastIntervention} km, nos délais d’intervention sont les plus courts.`,
    title: `Zone d’intervention : Charleroi, Namur, Mons | ${site.name}`,
    description: `Couvreur et charpentier dans un rayon de ${intervention} km autour de Montigny-le-Tilleul : Charleroi, Thuin, Namur, Mons, Nivelles, Chimay, Philippeville et Binche.`,
    keywords: [
      'couvreur Charleroi',
      'couvreur Namur',
      'couvreur Mons',
      'couvreur Nivelles',
      'toiture Thuin',
      'Entre-Sambre-et-Meuse',
    ],
  },
  {
    id: 'communes-proches',
    heading: 'Communes Proches',
    eyebrow: 'Intervention rapide',
    intro: `Six communes à moins de ${fastIntervention} km de notre dépôt, où nous sommes le plus vite sur place, pour un chantier comme pour une urgence.`,
    title: `Couvreur à Thuin, Gerpinnes et Mettet | ${site.name}`,
    description:
      'Intervention rapide à Montigny-le-Tilleul, Thuin, Ham-sur-Heure-Nalinnes, Gerpinnes, Biesme et Mettet pour vos urgences et travaux de toiture.',
    keywords: [
      'couvreur Montigny-le-Tilleul',
      'couvreur Thuin',
      'toiture Gerpinnes',
      'couvreur Mettet',
      'urgence toiture',
      'Ham-sur-Heure-Nalinnes',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    eyebrow: 'Devis gratuit',
    intro: `Décrivez votre projet : nous vous répondons par e-mail sous ${emailReplyWithinHours} h et vous remettons un devis gratuit sous ${quoteWithinHours} h, sans engagement.`,
    title: `Devis gratuit toiture et charpente | ${site.name}`,
    description: `Demandez votre devis gratuit pour vos travaux de toiture, de charpente ou de bardage : réponse par e-mail sous ${emailReplyWithinHours} h, devis sous ${quoteWithinHours} h, sans engagement.`,
    keywords: ['devis toiture gratuit', 'devis charpente', 'contact couvreur', 'couvreur Beaumont', 'urgence toiture'],
  },
] satisfies z.input<typeof sectionMetaSchema>[];
