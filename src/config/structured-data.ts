/**
 * The JSON-LD blocks of each kind of page, assembled from the identity and the content
 * (the builders themselves are in lib/structured-data.ts).
 */
import { sectionMeta, type ServiceContent, type SiteContent } from '../lib/site-content';
import { manifestIcons } from '../lib/site-icons';
import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildServiceJsonLd,
  buildWebSiteJsonLd,
  type BusinessData,
} from '../lib/structured-data';
import { socialImageFor } from './social-cards';

function businessData(content: SiteContent, origin: string | URL): BusinessData {
  const logo = manifestIcons.find((icon) => icon.purpose === 'any' && icon.size === 512);
  if (!logo) throw new Error('Icône de 512 px introuvable (lib/site-icons.ts) : elle sert de logo');
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

/** A service page: the service and the breadcrumb shown above its title. */
export function servicePageJsonLd(content: SiteContent, service: ServiceContent, origin: string | URL): object[] {
  const { breadcrumbHome, breadcrumbServices } = content.ui.servicePage;
  return [
    buildServiceJsonLd(service, businessData(content, origin)),
    buildBreadcrumbJsonLd(
      [
        { name: breadcrumbHome, path: '/' },
        { name: breadcrumbServices, path: '/services' },
        { name: service.title, path: `/services/${service.slug}` },
      ],
      origin,
    ),
  ];
}
