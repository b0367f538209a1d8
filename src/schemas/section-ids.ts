/**
 * Home-page sections, in page order. Each id is also the alias path `/{id}` (accueil is `/`).
 * Kept apart from `home.ts` (which pulls zod) so that browser code can import it.
 */
export const sectionIds = ['accueil', 'services', 'apropos', 'galerie', 'zone', 'communes-proches', 'contact'] as const;
export type SectionId = (typeof sectionIds)[number];
