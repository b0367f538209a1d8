import { services, type SectionId } from '../content';

export interface NavItem {
  /** Alias path of the home section; a real page, so the link works without JavaScript. */
  path: string;
  section: SectionId;
  label: string;
}

/** Header items, in the order of specification §2. */
export const navItems: readonly NavItem[] = [
  { path: '/accueil', section: 'accueil', label: 'Accueil' },
  { path: '/services', section: 'services', label: 'Nos Services' },
  { path: '/apropos', section: 'apropos', label: 'À Propos' },
  { path: '/galerie', section: 'galerie', label: 'Galerie' },
  { path: '/zone', section: 'zone', label: 'Zone d’intervention' },
  { path: '/communes-proches', section: 'communes-proches', label: 'Communes Proches' },
  { path: '/contact', section: 'contact', label: 'Contact' },
];

export interface ServiceLink {
  href: string;
  label: string;
}

/** Entries of the services sub-menu and of the footer's service anchors. */
export const serviceLinks: readonly ServiceLink[] = services.map((s) => ({
  href: `/services/${s.slug}`,
  label: s.title,
}));

export const legalLinks: readonly ServiceLink[] = [
  { href: '/mentions-legales', label: 'Mentions légales' },
  { href: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
  { href: '/conditions-generales', label: 'Conditions générales de vente' },
];
