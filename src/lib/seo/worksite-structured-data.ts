/**
 * Structured data of the worksite pages: each worksite is a finished piece of work, a
 * `CreativeWork` made by the business (`creator`, the home page's node) in its village, in the
 * month of the works, about the services done; with its `BreadcrumbList`. No rating: a business's
 * own page about its work is not eligible for review snippets, and nothing here is a review.
 */
import type { CreativeWork, WithContext } from 'schema-dts';
import { placeNamed } from '../../schemas/places';
import { absoluteUrl } from './head';
import { businessId } from './structured-data';
import type { WorksiteContent } from '../content/worksites';

export function buildWorksiteJsonLd(
  worksite: Pick<WorksiteContent, 'title' | 'summary' | 'path' | 'date' | 'place' | 'serviceLinks'>,
  { origin, businessName, images }: { origin: string | URL; businessName: string; images: readonly string[] },
): WithContext<CreativeWork> {
  const url = absoluteUrl(worksite.path, origin);
  // The place comes from the list of Belgium's localities: its village, and the village's centre (never the house).
  const place = placeNamed(worksite.place);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#realisation`,
    name: worksite.title,
    description: worksite.summary,
    url,
    inLanguage: 'fr-BE',
    // ISO 8601 allows a month alone: the works took place in it.
    dateCreated: worksite.date,
    locationCreated: {
      '@type': 'Place',
      name: worksite.place,
      address: { '@type': 'PostalAddress', addressLocality: place?.locality ?? worksite.place, addressCountry: 'BE' },
      ...(place && {
        geo: { '@type': 'GeoCoordinates', latitude: place.location.lat, longitude: place.location.lon },
      }),
    },
    creator: { '@type': 'RoofingContractor', '@id': businessId(origin), name: businessName },
    about: worksite.serviceLinks.map((link) => ({
      '@type': 'Service',
      '@id': `${absoluteUrl(link.href, origin)}#service`,
      name: link.label,
    })),
    image: images.map((path) => absoluteUrl(path, origin)),
  };
}
