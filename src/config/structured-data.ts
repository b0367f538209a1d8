/**
 * The JSON-LD blocks of each kind of page, assembled from the identity module and the content
 * (the builders themselves are in lib/structured-data.ts).
 */
import { communes, getSectionMeta, regions, services, type Service } from '../content';
import { uiText } from '../content/ui-text';
import { manifestIcons } from '../lib/site-icons';
import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildServiceJsonLd,
  buildWebSiteJsonLd,
  type BusinessData,
} from '../lib/structured-data';
import { site } from '../site';
import { socialImageFor } from './social-cards';

function businessData(origin: string | URL): BusinessData {
  const logo = manifestIcons.find((icon) => icon.purpose === 'any' && icon.size === 512);
  if (!logo) throw new Error('Icône de 512 px introuvable (lib/site-icons.ts) : elle sert de logo');
  return {
    site,
    origin,
    services,
    regions,
    communes,
    description: getSectionMeta('accueil').description,
    catalogueName: getSectionMeta('services').heading,
    logoPath: logo.path,
    imagePath: socialImageFor('accueil').path,
  };
}

/** Home page (and its aliases): the business and the web site. */
export function homeJsonLd(origin: string | URL): object[] {
  const data = businessData(origin);
  return [buildBusinessJsonLd(data), buildWebSiteJsonLd(data)];
}

/** A service page: the service and the breadcrumb shown above its title. */
export function servicePageJsonLd(service: Service, origin: string | URL): object[] {
  const { breadcrumbHome, breadcrumbServices } = uiText.servicePage;
  return [
    buildServiceJsonLd(service, businessData(origin)),
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
