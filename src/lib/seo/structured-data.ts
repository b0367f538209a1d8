/**
 * Structured data (JSON-LD, schema.org) built from the business identity and the content.
 * Home page: the business as a `RoofingContractor` and the `WebSite`. Service pages: the `Service`
 * and its `BreadcrumbList`. Typed with schema-dts, so a misspelt property fails `astro check`.
 *
 * Google's local-business documentation requires `name` and `address`, and recommends `geo` (five
 * decimals at least), `openingHoursSpecification`, `priceRange`, `telephone` and `url`. No
 * `priceRange` while the site shows no price of the owner's: it would rest on nothing a visitor
 * can read. The other recommendations do not apply here (`department`, `menu`, `servesCuisine`:
 * not this kind of business). No `aggregateRating` or `review` on the business nor on its services: the client
 * reviews of `/avis` are published by the business about itself, which Google's review-snippet
 * guidelines call self-serving and do not show; marking them up would promise what search engines
 * refuse, and a manual action is the risk.
 */
import type {
  AdministrativeArea,
  BreadcrumbList,
  GeoCircle,
  OpeningHoursSpecification,
  Place,
  RoofingContractor,
  Service as SchemaService,
  WebSite,
  WithContext,
} from 'schema-dts';
import { sectionMeta, type ServiceContent, type SiteContent } from '../content/site-content';
import { internationalPhone } from '../contact/phone';
import { manifestIcons } from './site-icons';
import { socialImageFor } from './social-cards';
import type { Identity as Site } from '../../schemas/identity';
import { locationOf, placeNamed } from '../../schemas/places';
import type { Service as ServiceFields } from '../../schemas/services';
import type { Commune, Region } from '../../schemas/zone';
import { absoluteUrl } from './head';
import { belgianDay } from '../../schemas/calendar';
import { serviceOffer } from './offer-structured-data';

/** A service as the structured data describes it. */
export type Service = ServiceFields & { path: string };

export interface BusinessData {
  site: Site;
  origin: string | URL;
  services: readonly Service[];
  regions: readonly Region[];
  communes: readonly Commune[];
  /** One-paragraph description of the business (the home page's description). */
  description: string;
  /** Name of the list of services (the services section's heading). */
  catalogueName: string;
  /** Path of the square logo (PNG) and of the business's picture (the home page's social image). */
  logoPath: string;
  imagePath: string;
}

/** Identifier of the business node: other pages' blocks refer to it. */
export function businessId(origin: string | URL): string {
  return absoluteUrl('/#entreprise', origin);
}

/** Coordinates written with five decimals (about one metre), the precision Google asks for. */
export function toFiveDecimals(value: number): number {
  return Number(value.toFixed(5));
}

/** `BE 0123.456.749` → `BE0123456749`, the form of a VAT number in structured data. */
export function compactVatNumber(vat: string): string {
  return vat.replace(/[\s.]/g, '').toUpperCase();
}

/**
 * A place of the list as what it is: a municipality is an administrative area; a village is a
 * place within its municipality (« Biesme », in Mettet), never a city of its own.
 */
function placeNode(name: string): AdministrativeArea | Place {
  const place = placeNamed(name);
  if (!place) return { '@type': 'Place', name };
  if (place.locality === place.municipality) return { '@type': 'AdministrativeArea', name: place.municipality };
  return {
    '@type': 'Place',
    name: place.locality,
    containedInPlace: { '@type': 'AdministrativeArea', name: place.municipality },
  };
}

/**
 * The 50 km circle around the depot; the regions, which are sectors of the business's own
 * drawing (places, not administrative units), but for one named like a fast-intervention
 * municipality (Thuin), which that municipality stands for; and each fast-intervention locality.
 */
function areaServed({ site, regions, communes }: BusinessData): (AdministrativeArea | Place | GeoCircle)[] {
  const localities = new Set(communes.map((commune) => placeNamed(commune.name)?.locality ?? commune.name));
  return [
    {
      '@type': 'GeoCircle',
      geoMidpoint: {
        '@type': 'GeoCoordinates',
        latitude: toFiveDecimals(locationOf(site.depot.place).lat),
        longitude: toFiveDecimals(locationOf(site.depot.place).lon),
      },
      geoRadius: site.radiusKm.intervention * 1000,
    },
    ...regions
      .filter((region) => !localities.has(region.name))
      .map((region): Place => ({ '@type': 'Place', name: region.name })),
    ...communes.map((commune) => placeNode(commune.name)),
  ];
}

/**
 * The address as the page writes it (« 6500 Barbençon (Beaumont) »): the locality is the postal
 * one, the municipality it belongs to is the place that contains the business (below).
 */
function postalAddress(site: Site) {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    postalCode: site.address.postalCode,
    addressRegion: site.address.province,
    addressCountry: site.address.countryCode,
  } as const;
}

function openingHours(site: Site): OpeningHoursSpecification[] {
  return site.openingHours.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...slot.days],
    opens: slot.opens,
    closes: slot.closes,
  }));
}

/** The business, as on its home page. */
export function buildBusinessJsonLd(data: BusinessData): WithContext<RoofingContractor> {
  const { site, origin, services } = data;
  const home = absoluteUrl('/', origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    '@id': businessId(origin),
    name: site.name,
    legalName: site.legalName,
    description: data.description,
    url: home,
    logo: absoluteUrl(data.logoPath, origin),
    image: absoluteUrl(data.imagePath, origin),
    telephone: internationalPhone(site.phone),
    email: site.email,
    address: postalAddress(site),
    ...(site.address.locality.trim().toLowerCase() === site.address.municipality.trim().toLowerCase()
      ? {}
      : { containedInPlace: { '@type': 'AdministrativeArea', name: site.address.municipality } }),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: toFiveDecimals(site.address.location.lat),
      longitude: toFiveDecimals(site.address.location.lon),
    },
    openingHoursSpecification: openingHours(site),
    areaServed: areaServed(data),
    sameAs: [site.links.facebook],
    vatID: compactVatNumber(site.vatNumber),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: data.catalogueName,
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: service.title,
          // Its description is on its own page (serviceJsonLd), where a search engine reads it.
          url: absoluteUrl(service.path, origin),
        },
      })),
    },
  };
}

/** The web site itself (its name in search results). */
export function buildWebSiteJsonLd({ site, origin }: Pick<BusinessData, 'site' | 'origin'>): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/', origin),
    inLanguage: 'fr-BE',
    publisher: { '@id': businessId(origin) },
  };
}

/** A service page's service, with its provider written out (a page's data must stand on its own). */
export function buildServiceJsonLd(service: Service, data: BusinessData): WithContext<SchemaService> {
  const { site, origin } = data;
  const url = absoluteUrl(service.path, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url,
    provider: {
      '@type': 'RoofingContractor',
      '@id': businessId(origin),
      name: site.name,
      url: absoluteUrl('/', origin),
      image: absoluteUrl(data.imagePath, origin),
      telephone: internationalPhone(site.phone),
      email: site.email,
      address: postalAddress(site),
    },
    areaServed: areaServed(data),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail shown at the top of a page, as a `BreadcrumbList`. */
export function buildBreadcrumbJsonLd(crumbs: readonly Crumb[], origin: string | URL): WithContext<BreadcrumbList> {
  if (crumbs.length < 2) throw new Error('Un fil d’Ariane compte deux éléments au moins');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so that no text
 * (a `</script>` in a description) can end the script element early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ---- The JSON-LD of each kind of page, assembled from the identity and the content ----------

function businessData(content: SiteContent, origin: string | URL): BusinessData {
  const logo = manifestIcons.find((icon) => icon.purpose === 'any' && icon.size === 512);
  if (!logo) throw new Error('Icône de 512 px introuvable (lib/seo/site-icons.ts) : elle sert de logo');
  return {
    site: content.identity,
    origin,
    services: content.services,
    regions: content.regions,
    communes: content.communes,
    description: sectionMeta(content, 'accueil').description,
    catalogueName: sectionMeta(content, 'services').heading,
    logoPath: logo.path,
    imagePath: socialImageFor(content, 'accueil').path,
  };
}

/** Home page (and its aliases): the business and the web site. */
export function homeJsonLd(content: SiteContent, origin: string | URL): object[] {
  const data = businessData(content, origin);
  return [buildBusinessJsonLd(data), buildWebSiteJsonLd(data)];
}

/**
 * A service page: the service (with its prices: ./offer-structured-data.ts) and the pages of the breadcrumb shown above its title. The trail's
 * « Nos Services » is a section of the home page, not a page of its own: a breadcrumb for search
 * engines lists pages, so it goes from the home page to the service.
 */
export function servicePageJsonLd(
  content: SiteContent,
  service: ServiceContent,
  origin: string | URL,
  today = belgianDay(),
): object[] {
  const { breadcrumbHome } = content.ui.servicePage;
  const offer = serviceOffer(service.budget, { path: service.path, origin, units: content.budgetText.units, today });
  return [
    { ...buildServiceJsonLd(service, businessData(content, origin)), ...(offer ? { offers: offer } : {}) },
    buildBreadcrumbJsonLd(
      [
        { name: breadcrumbHome, path: '/' },
        { name: service.title, path: service.path },
      ],
      origin,
    ),
  ];
}
