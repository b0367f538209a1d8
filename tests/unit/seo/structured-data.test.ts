import { describe, expect, it } from 'vitest';
import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildServiceJsonLd,
  buildWebSiteJsonLd,
  businessId,
  compactVatNumber,
  serializeJsonLd,
  toFiveDecimals,
  type BusinessData,
} from '../../../src/lib/seo/structured-data';
import { placeNamed } from '../../../src/schemas/places';
import { readExampleContent } from '../../support/example-content';

const { identity: site, services, regions, communes } = readExampleContent();

const data: BusinessData = {
  site,
  origin: 'https://www.toiture.example',
  services,
  regions,
  communes,
  description: 'Couvreurs et charpentiers à Beaumont.',
  catalogueName: 'Nos Services',
  logoPath: '/icons/icon-512.png',
  imagePath: '/og/accueil.png',
};
/** Round trip through JSON, as a crawler reads it. */
const parsed = (value: object) => JSON.parse(serializeJsonLd(value)) as Record<string, unknown>;

describe('business (home page)', () => {
  const business = parsed(buildBusinessJsonLd(data));

  it('is a RoofingContractor whose identifiers are absolute URLs on the origin it is built for', () => {
    expect(business['@context']).toBe('https://schema.org');
    expect(business['@type']).toBe('RoofingContractor');
    for (const origin of ['https://www.toiture.example', 'https://couvreur-martin.test']) {
      const built = parsed(buildBusinessJsonLd({ ...data, origin }));
      expect(built['@id'], origin).toBe(`${origin}/#entreprise`);
      expect(built.url, origin).toBe(`${origin}/`);
      expect(built.logo, origin).toBe(`${origin}/icons/icon-512.png`);
      expect(built.image, origin).toBe(`${origin}/og/accueil.png`);
    }
  });

  it('dials the displayed phone number in its international form and compacts the VAT number', () => {
    // Numbers as the owner writes them (« 071 12 34 00 », « BE 0555.123.476 »), as a crawler must read them.
    const written = parsed(
      buildBusinessJsonLd({ ...data, site: { ...site, phone: '071 12 34 00', vatNumber: 'BE 0555.123.476' } }),
    );
    expect(written.telephone).toBe('+3271123400');
    expect(written.vatID).toBe('BE0555123476');
    // The example's own, the same way.
    expect(business.telephone).toMatch(/^\+32\d{8,9}$/);
    expect(business.vatID).toBe(site.vatNumber.replace(/[ .]/g, ''));
    const mobile = parsed(
      buildBusinessJsonLd({ ...data, site: { ...site, phone: '0475 12 34 56', vatNumber: 'BE0123.456.749' } }),
    );
    expect(mobile.telephone).toBe('+32475123456');
    expect(mobile.vatID).toBe('BE0123456749');
  });

  it('names the business, its e-mail and its social page from the identity it is given', () => {
    const other = {
      ...site,
      name: 'Toitures Martin',
      email: 'devis@couvreur-martin.test',
      links: { ...site.links, facebook: 'https://www.facebook.com/toitures.martin' },
    };
    const built = parsed(buildBusinessJsonLd({ ...data, site: other }));
    expect([built.name, built.email, built.sameAs]).toEqual([
      'Toitures Martin',
      'devis@couvreur-martin.test',
      ['https://www.facebook.com/toitures.martin'],
    ]);
  });

  it('has the postal address of the page (locality, within its municipality), BE and coordinates with five decimals', () => {
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressRegion: 'Hainaut',
      addressCountry: 'BE',
    });
    expect(business.containedInPlace).toEqual({ '@type': 'AdministrativeArea', name: site.address.municipality });
    const inItsMunicipality = parsed(
      buildBusinessJsonLd({
        ...data,
        site: { ...site, address: { ...site.address, locality: site.address.municipality } },
      }),
    );
    expect(inItsMunicipality.containedInPlace).toBeUndefined();
    const geo = business.geo as { latitude: number; longitude: number };
    expect(JSON.stringify(geo)).toMatch(/"latitude":\d+\.\d{5},"longitude":\d+\.\d{5}/);
  });

  it('opens Monday–Friday 08:00–18:00 and Saturday 09:00–12:00', () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
    ]);
  });

  it('serves a 50 km circle, the regions and the fast-intervention localities, each typed as what it is', () => {
    type Area = {
      '@type': string;
      name: string;
      geoRadius?: number;
      containedInPlace?: { '@type': string; name: string };
    };
    const areas = business.areaServed as Area[];
    expect(areas.filter((a) => a['@type'] === 'GeoCircle').map((a) => a.geoRadius)).toEqual([50_000]);
    expect(areas.some((a) => a['@type'] === 'City')).toBe(false);
    // Each place once, under one type: Thuin, a region and a municipality of the list, is the municipality.
    const names = areas.filter((a) => a.name).map((a) => a.name);
    expect(names).toEqual([...new Set(names)]);
    for (const commune of communes) {
      const place = placeNamed(commune.name)!;
      const area = areas.find((a) => a.name === place.locality);
      if (place.locality === place.municipality)
        expect(area).toEqual({ '@type': 'AdministrativeArea', name: place.municipality });
      // A village is a place within its municipality: « Biesme », in Mettet.
      else
        expect(area).toEqual({
          '@type': 'Place',
          name: place.locality,
          containedInPlace: { '@type': 'AdministrativeArea', name: place.municipality },
        });
    }
    expect(communes.some((commune) => commune.name.endsWith(')'))).toBe(true);
    // The regions are the business's sectors: places, not administrative units.
    for (const region of regions.filter((r) => !communes.some((c) => c.name === r.name)))
      expect(areas).toContainEqual({ '@type': 'Place', name: region.name });
    expect(regions.some((r) => communes.some((c) => c.name === r.name))).toBe(true);
  });

  it('offers the seven services, each linked to its page', () => {
    const catalogue = business.hasOfferCatalog as {
      name: string;
      itemListElement: { itemOffered: { name: string; url: string } }[];
    };
    expect(catalogue.name).toBe('Nos Services');
    expect(catalogue.itemListElement.map((o) => o.itemOffered.name)).toEqual(services.map((s) => s.title));
    expect(catalogue.itemListElement[0]?.itemOffered.url).toBe('https://www.toiture.example/services/charpente');
  });

  it('has Google’s required (name, address) and applicable recommended properties, and no price range it cannot show', () => {
    for (const key of ['name', 'address', 'geo', 'openingHoursSpecification', 'telephone', 'url']) {
      expect(business[key], key).toBeTruthy();
    }
    expect(business['priceRange']).toBeUndefined();
    expect(parsed(buildServiceJsonLd(services[0]!, data)).provider).not.toHaveProperty('priceRange');
  });
});

describe('service page', () => {
  const charpente = services[0];
  if (!charpente) throw new Error('no service');
  const service = parsed(buildServiceJsonLd(charpente, data));

  it('is a Service whose provider is the business, with the area served', () => {
    expect(service['@type']).toBe('Service');
    expect(service.url).toBe('https://www.toiture.example/services/charpente');
    expect(service.provider).toMatchObject({
      '@type': 'RoofingContractor',
      '@id': businessId('https://www.toiture.example'),
      name: site.name,
      telephone: '+3271123400',
    });
    expect(service.areaServed).toEqual(parsed(buildBusinessJsonLd(data)).areaServed);
  });

  it('has a breadcrumb with positions from 1 and absolute URLs', () => {
    const crumbs = parsed(
      buildBreadcrumbJsonLd(
        [
          { name: 'Accueil', path: '/' },
          { name: 'Charpente', path: '/services/charpente' },
        ],
        data.origin,
      ),
    );
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://www.toiture.example/' },
      { '@type': 'ListItem', position: 2, name: 'Charpente', item: 'https://www.toiture.example/services/charpente' },
    ]);
    expect(() => buildBreadcrumbJsonLd([{ name: 'Accueil', path: '/' }], data.origin)).toThrow();
  });
});

describe('helpers', () => {
  it('describes the web site in French (Belgium), published by the business', () => {
    const website = parsed(buildWebSiteJsonLd(data));
    expect(website).toMatchObject({ '@type': 'WebSite', inLanguage: 'fr-BE', url: 'https://www.toiture.example/' });
    expect(website.publisher).toEqual({ '@id': 'https://www.toiture.example/#entreprise' });
  });

  it('rounds coordinates to five decimals and compacts VAT numbers', () => {
    expect(toFiveDecimals(50.2224349)).toBe(50.22243);
    expect(compactVatNumber('BE 0123.456.749')).toBe('BE0123456749');
  });

  it('serialises so that no text can close the script element', () => {
    const json = serializeJsonLd({ description: 'a </script><script>alert(1)</script> & b' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ description: 'a </script><script>alert(1)</script> & b' });
  });
});
