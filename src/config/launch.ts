/**
 * The example the site is shipped with: its business details are placeholders, which a production
 * build (`npm run build:production`) refuses to publish, listing each one still present. The other
 * values of the example are true for the business (its town, its hours, its zone) and stay.
 */
import type { Identity } from '../schemas/identity';

/** How the production build is asked for: `SITE_ENV=production` (what `npm run build:production` sets). */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return env['SITE_ENV'] === 'production';
}

/** Every placeholder of the shipped example, by field; a production build refuses any of them. */
export const exampleIdentity = {
  name: 'Lambert Toitures',
  legalName: 'Lambert Toitures SRL',
  url: 'https://www.lambert-toitures.example',
  phone: '071 12 34 56',
  emergencyPhone: '0470 12 34 56',
  email: 'contact@lambert-toitures.example',
  address: { street: 'Rue de la Station 12' },
  enterpriseNumber: '0123.456.749',
  vatNumber: 'BE 0123.456.749',
  links: { facebook: 'https://www.facebook.com/lambert.toitures.exemple' },
  legal: {
    insurer: 'Assurances Exemple SA, avenue de l’Exemple 1, 1000 Bruxelles',
    insurancePolicy: 'RC professionnelle n°\u00a000.000.000\u00a0; responsabilité décennale n°\u00a000.000.001',
    professionalBody: 'Fédération professionnelle Exemple',
    hosting: 'Hébergeur Exemple SA, rue de l’Exemple 1, 1000 Bruxelles, support@hebergeur.example',
    emailProvider: 'Messagerie Exemple SA, rue de l’Exemple 2, 1000 Bruxelles',
  },
} as const satisfies DeepPartial<Identity>;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
