/** Texts of the home page: hero, about, key figures, promises and the « why choose us » block. */
import type { z } from 'astro/zod';
import { site } from '../site';
import { businessConstants } from './constants';
import type { aboutSchema, claimSchema, heroSchema, promiseSchema, whyChooseSchema } from './schemas';

const {
  yearsOfExperience,
  yearsInBusiness,
  regionsCovered,
  projectsCompleted,
  satisfiedClientsPercent,
  emergencyResponseMinutes,
  daysPerWeek,
  guaranteeYears,
  quoteWithinHours,
  emailReplyWithinHours,
} = businessConstants;

export const heroData = {
  title: 'Couverture, charpente et menuiserie à Beaumont et dans toute la région',
  lead: `Entreprise familiale installée à Barbençon, nous posons, rénovons et réparons toitures et charpentes de Charleroi à Namur, Mons et Nivelles. Plus de ${yearsOfExperience} ans d’expérience, une garantie de ${guaranteeYears} ans et un devis gratuit sous ${quoteWithinHours} h.`,
  imageAlt: 'Toiture en ardoise fraîchement rénovée sur une maison en pierre de la région de Beaumont',
  quoteButton: 'Demander un Devis Gratuit',
  servicesButton: 'Découvrir nos Services',
} satisfies z.input<typeof heroSchema>;

export const aboutData = {
  paragraphs: [
    `${site.name} est une entreprise familiale de couvreurs, charpentiers et menuisiers installée à Barbençon, dans l’entité de Beaumont. Depuis plus de ${yearsInBusiness} ans, nous construisons, rénovons et entretenons les toitures de l’Entre-Sambre-et-Meuse, du Hainaut et de la province de Namur.`,
    `Notre savoir-faire repose sur plus de ${yearsOfExperience} ans d’expérience du métier. Charpente traditionnelle, couverture en ardoise, en tuile ou en zinc, isolation, bardage et ossature bois : nous maîtrisons chaque étape, de la structure aux finitions.`,
    `Chaque projet commence par une visite sur place et un devis détaillé, remis gratuitement sous ${quoteWithinHours} h. Nous vous expliquons ce que nous avons constaté sur votre toit, proposons les solutions adaptées à votre maison et à votre budget, et vous tenons informé à chaque étape du chantier.`,
    `Plus de ${projectsCompleted} projets réalisés et ${satisfiedClientsPercent} % de clients satisfaits : de Charleroi à Namur, le bouche-à-oreille reste notre meilleure carte de visite.`,
  ],
  values: [
    {
      icon: 'users',
      title: 'Esprit de famille',
      text: 'Une équipe soudée et un interlocuteur unique, qui connaît votre chantier du premier rendez-vous à la réception des travaux.',
    },
    {
      icon: 'hammer',
      title: 'Travail soigné',
      text: 'Des matériaux de qualité et des détails exécutés dans les règles de l’art, de la charpente au dernier solin.',
    },
    {
      icon: 'shield',
      title: 'Engagement durable',
      text: `Une garantie de ${guaranteeYears} ans sur tous nos travaux et un service assuré ${daysPerWeek} jours sur ${daysPerWeek} quand votre toiture a besoin de nous.`,
    },
  ],
  imageAlt: 'Artisans couvreurs et charpentiers au travail sur la charpente et la couverture d’une maison',
} satisfies z.input<typeof aboutSchema>;

export const claimsData = [
  { value: `${yearsOfExperience}+`, label: 'années d’expérience' },
  { value: `${yearsInBusiness}+`, label: 'années d’existence' },
  { value: `${regionsCovered}`, label: 'régions couvertes' },
  { value: `${projectsCompleted}+`, label: 'projets réalisés' },
  { value: `${satisfiedClientsPercent} %`, label: 'clients satisfaits' },
] satisfies z.input<typeof claimSchema>[];

export const promisesData = [
  {
    icon: 'mail',
    title: `Réponse sous ${emailReplyWithinHours} h`,
    text: `Chaque demande envoyée par e-mail reçoit une réponse sous ${emailReplyWithinHours} h.`,
  },
  {
    icon: 'calendar',
    title: `Devis gratuit sous ${quoteWithinHours} h`,
    text: `Un devis clair et détaillé, gratuit, vous est remis sous ${quoteWithinHours} h.`,
  },
  {
    icon: 'check',
    title: 'Sans engagement',
    text: 'Vous comparez et décidez en toute liberté : le devis ne vous engage à rien.',
  },
] satisfies z.input<typeof promiseSchema>[];

export const whyChooseData = [
  {
    icon: 'map-pin',
    title: 'Proximité',
    text: 'Installés à Barbençon, avec un dépôt à Montigny-le-Tilleul, nous connaissons les maisons et les toitures de la région et sommes vite sur place.',
  },
  {
    icon: 'clock',
    title: 'Réactivité',
    text: `Intervention en moins de ${emergencyResponseMinutes} minutes pour les urgences de toiture : fuite, tuiles envolées, bâchage après une tempête.`,
  },
  {
    icon: 'calendar',
    title: 'Disponibilité',
    text: `Un service assuré ${daysPerWeek} jours sur ${daysPerWeek}, parce qu’une toiture abîmée n’attend pas le lundi.`,
  },
  {
    icon: 'shield',
    title: 'Garantie',
    text: `Une garantie de ${guaranteeYears} ans sur tous nos travaux : charpente, couverture, zinguerie, isolation et bardage.`,
  },
] satisfies z.input<typeof whyChooseSchema>[];
