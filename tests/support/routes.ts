/** Every pre-rendered route of the site. */
export const homeAliases = [
  '/',
  '/accueil',
  '/apropos',
  '/galerie',
  '/zone',
  '/contact',
  '/communes-proches',
  '/services',
] as const;

export const servicePages = [
  { slug: 'charpente', title: 'Charpente' },
  { slug: 'couverture-ardoise', title: 'Couverture Ardoise' },
  { slug: 'couverture-tuile', title: 'Couverture Tuile' },
  { slug: 'couverture-zinc', title: 'Couverture Zinc' },
  { slug: 'isolation', title: 'Isolation Thermique' },
  { slug: 'bardage', title: 'Bardage' },
  { slug: 'maison-ossature-bois', title: 'Maison Ossature Bois' },
] as const;

export const legalPages = ['/mentions-legales', '/politique-de-confidentialite', '/conditions-generales'] as const;

export const homeSectionIds = [
  'accueil',
  'services',
  'apropos',
  'galerie',
  'zone',
  'communes-proches',
  'contact',
] as const;

/** Every page a visitor can reach, for checks that walk the whole site (axe, requests…). */
export const allPages = [...homeAliases, ...servicePages.map((s) => `/services/${s.slug}`), ...legalPages] as const;
