/**
 * The business identity: the one place where the name, phone, address, legal numbers,
 * links, hours and service area are written. Every page, the structured data and the
 * legal pages read them from here.
 *
 * ⚠️ EXEMPLE — the specification hides the real details, so every value marked
 * `EXEMPLE` below is a placeholder the owner must replace before going live
 * (see « Modifier le site » in the README). `isExample` makes the legal pages say so.
 */
import { z } from 'astro/zod';
import { readEmailService, type EmailService } from './lib/email-service';

const e164 = z.string().regex(/^\+32\d{8,9}$/, 'numéro au format E.164 belge attendu, p. ex. +3271123456');
const time = z.string().regex(/^\d{2}:\d{2}$/, 'heure au format HH:MM attendue');
const dayOfWeek = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

/** Belgian enterprise numbers carry a mod-97 check on their last two digits. */
function isValidEnterpriseNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return false;
  const body = Number(digits.slice(0, 8));
  const check = Number(digits.slice(8));
  return 97 - (body % 97) === check;
}

const siteSchema = z.object({
  /** True while the values below are the placeholders shipped with the project. */
  isExample: z.boolean(),
  name: z.string().min(2),
  legalName: z.string().min(2),
  /** Legal form, as written in the Crossroads Bank for Enterprises (BCE/KBO). */
  legalForm: z.string().min(2),
  tagline: z.string().min(10),
  /** Public origin of the site, without trailing slash: canonical URLs and the sitemap use it. */
  url: z.url().refine((u) => !u.endsWith('/'), 'sans « / » final'),
  phone: z.object({ display: z.string().min(9), e164 }),
  email: z.email(),
  address: z.object({
    street: z.string().min(3),
    postalCode: z.string().regex(/^\d{4}$/),
    locality: z.string().min(2),
    /** Municipality the locality belongs to (Barbençon is part of Beaumont). */
    municipality: z.string().min(2),
    province: z.string().min(2),
    countryCode: z.literal('BE'),
    country: z.string().min(2),
    location: z.object({ lat: z.number(), lon: z.number() }),
  }),
  /** Enterprise number (numéro d'entreprise BCE), e.g. 0123.456.749. */
  enterpriseNumber: z.string().refine(isValidEnterpriseNumber, 'numéro BCE invalide (contrôle modulo 97)'),
  vatNumber: z.string().regex(/^BE ?0\d{3}\.?\d{3}\.?\d{3}$/, 'numéro de TVA belge attendu, p. ex. BE 0123.456.749'),
  /** Professional insurer (assurance RC professionnelle et décennale), stated on the legal pages. */
  insurer: z.string().min(2),
  /** Relative price level shown to search engines (structured data), from « € » to « €€€€ ». */
  priceRange: z.string().regex(/^€{1,4}$/, 'de « € » à « €€€€ »'),
  openingHours: z
    .array(z.object({ days: z.array(dayOfWeek).min(1), label: z.string(), opens: time, closes: time }))
    .min(1),
  links: z.object({ facebook: z.url(), companyWebsite: z.url() }),
  warehouse: z.object({
    label: z.string(),
    location: z.object({ lat: z.number(), lon: z.number() }),
  }),
  /** Intervention zone around the warehouse (decisions.md: both readings hold). */
  radiusKm: z.object({ intervention: z.literal(50), fastIntervention: z.literal(20) }),
  /** Theme colour of the browser UI (matches `--color-brand-900` in styles/global.css). */
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
});

export type Site = z.infer<typeof siteSchema>;

export const site: Site = siteSchema.parse({
  isExample: true,
  name: 'Lambert Toitures', // EXEMPLE
  legalName: 'Lambert Toitures SRL', // EXEMPLE
  legalForm: 'Société à responsabilité limitée (SRL)', // EXEMPLE
  tagline: 'Couverture, charpente et menuiserie depuis plus de 25 ans',
  url: 'https://www.lambert-toitures.example', // EXEMPLE — domaine réservé aux exemples
  phone: { display: '071 12 34 56', e164: '+3271123456' }, // EXEMPLE
  email: 'contact@lambert-toitures.example', // EXEMPLE
  address: {
    street: 'Rue de la Station 12', // EXEMPLE
    postalCode: '6500',
    locality: 'Barbençon',
    municipality: 'Beaumont',
    province: 'Hainaut',
    countryCode: 'BE',
    country: 'Belgique',
    location: { lat: 50.22243, lon: 4.29227 }, // five decimals: structured data asks for them
  },
  enterpriseNumber: '0123.456.749', // EXEMPLE (numéro fictif, clé de contrôle valide)
  vatNumber: 'BE 0123.456.749', // EXEMPLE
  insurer: 'Compagnie d’assurances à compléter (RC professionnelle et décennale)', // EXEMPLE
  priceRange: '€€', // EXEMPLE
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'Lundi au vendredi',
      opens: '08:00',
      closes: '18:00',
    },
    { days: ['Saturday'], label: 'Samedi', opens: '09:00', closes: '12:00' },
  ],
  links: {
    facebook: 'https://www.facebook.com/lambert.toitures.exemple', // EXEMPLE
    companyWebsite: 'https://www.lambert-toitures.example', // EXEMPLE
  },
  warehouse: {
    label: 'Dépôt de Montigny-le-Tilleul',
    location: { lat: 50.372, lon: 4.4 },
  },
  radiusKm: { intervention: 50, fastIntervention: 20 },
  themeColor: '#1c2a33',
});

/** `tel:` link of the business phone. */
export const telHref = `tel:${site.phone.e164}`;
/** `mailto:` link of the business address. */
export const mailtoHref = `mailto:${site.email}`;
/** « Rue de la Station 12, 6500 Barbençon (Beaumont) » */
export const postalAddressLine = `${site.address.street}, ${site.address.postalCode} ${site.address.locality} (${site.address.municipality})`;

/**
 * The e-mail-sending service (EmailJS) the contact form sends through, from the build-time
 * variables PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID, PUBLIC_EMAILJS_PUBLIC_KEY
 * and optionally PUBLIC_EMAILJS_ORIGIN (see the README). Not configured: the form opens the
 * visitor's mail program instead, and the build says so. Half configured: the build fails.
 */
// `import.meta.env` is Vite's (build, unit tests); plain Node (Playwright specs importing content) has only process.env.
export const emailService: EmailService = readEmailService(import.meta.env ?? process.env);
