/**
 * The JSON-LD of the built pages: every block parses; the home page describes the business as a
 * `RoofingContractor` with what the issue and Google's local-business documentation ask for; each
 * service page has a `Service` and a `BreadcrumbList`.
 */
import { describe, expect, it } from 'vitest';
import { readExampleContent } from '../support/example-content';
import { homeAliases, siteRoutes } from '../support/site-routes';
import { distDir, fileForPath, origin, page, pages } from './built-site';

const { servicePages } = siteRoutes(distDir);
const example = readExampleContent();

type Json = Record<string, unknown>;

function blocksOf(path: string): Json[] {
  return [...page(path).document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Json,
  );
}
const ofType = (path: string, type: string) => blocksOf(path).filter((b) => b['@type'] === type);

describe('JSON-LD of the built pages', () => {
  it('every block of every page parses and declares the schema.org context and a type', () => {
    let count = 0;
    for (const { path } of pages) {
      for (const block of blocksOf(path)) {
        expect(block['@context'], path).toBe('https://schema.org');
        expect(typeof block['@type'], path).toBe('string');
        count += 1;
      }
    }
    expect(count).toBeGreaterThanOrEqual(2 * (1 + homeAliases.length) + 2 * servicePages.length);
  });

  describe('home page: the business', () => {
    const [business] = ofType('/', 'RoofingContractor') as [Json & Record<string, never>];

    it('is a RoofingContractor with name, url on the site’s origin, logo and image', () => {
      expect(ofType('/', 'RoofingContractor')).toHaveLength(1);
      expect(business.name).toEqual(expect.any(String));
      expect(business.url).toBe(`${origin}/`);
      expect(String(business.logo)).toMatch(new RegExp(`^${origin}/.+\\.png$`));
      expect(String(business.image)).toMatch(new RegExp(`^${origin}/.+\\.png$`));
    });

    it('has a telephone in E.164 and an e-mail address', () => {
      expect(business.telephone).toMatch(/^\+32\d{8,9}$/);
      expect(business.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    });

    it('has a PostalAddress as the page writes it, in Belgium (required by Google)', () => {
      expect(business.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: example.identity.address.locality,
        addressCountry: 'BE',
        postalCode: expect.stringMatching(/^\d{4}$/),
        streetAddress: expect.any(String),
      });
      // The page writes « 6500 Barbençon (Beaumont) »: the locality, then the municipality that contains it.
      const { postalCode, addressLocality } = business.address as unknown as Record<string, string>;
      const municipality = (business.containedInPlace as unknown as { name: string }).name;
      const shown = (page('/').document.body.textContent ?? '').replace(/\s+/g, ' ');
      expect(shown).toContain(`${postalCode} ${addressLocality} (${municipality})`);
    });

    it('has geo coordinates written with five decimals', () => {
      const geo = business.geo as unknown as { '@type': string; latitude: number; longitude: number };
      expect(geo['@type']).toBe('GeoCoordinates');
      expect(String(geo.latitude)).toMatch(/^\d+\.\d{5}$/);
      expect(String(geo.longitude)).toMatch(/^\d+\.\d{5}$/);
      // Barbençon (Beaumont), Hainaut.
      expect(geo.latitude).toBeCloseTo(50.22, 1);
      expect(geo.longitude).toBeCloseTo(4.29, 1);
    });

    it('opens Monday to Friday 08:00–18:00 and Saturday 09:00–12:00', () => {
      const hours = business.openingHoursSpecification as unknown as Json[];
      expect(hours).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '18:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
      ]);
    });

    it('serves the regions and the fast-intervention communes, a village as a place of its municipality', () => {
      const areas = business.areaServed as unknown as { '@type': string; name: string; containedInPlace?: Json }[];
      expect(areas.filter((a) => a['@type'] === 'City')).toEqual([]);
      expect(areas.find((a) => a.name === 'Biesme')).toMatchObject({
        '@type': 'Place',
        containedInPlace: { '@type': 'AdministrativeArea', name: 'Mettet' },
      });
      expect(areas.filter((a) => a.name === 'Thuin')).toEqual([{ '@type': 'AdministrativeArea', name: 'Thuin' }]);
      const names = areas.map((a) => a.name).join(' | ');
      for (const region of ['Namur', 'Charleroi', 'Thuin', 'Mons', 'Nivelles']) expect(names).toContain(region);
      for (const commune of [
        'Montigny-le-Tilleul',
        'Thuin',
        'Ham-sur-Heure-Nalinnes',
        'Gerpinnes',
        'Biesme',
        'Mettet',
      ]) {
        expect(names).toContain(commune);
      }
    });

    it('links its social page and offers the seven services', () => {
      expect(business.sameAs).toEqual([expect.stringMatching(/^https:\/\/(www\.)?facebook\.com\//)]);
      const catalogue = business.hasOfferCatalog as unknown as { '@type': string; itemListElement: Json[] };
      expect(catalogue['@type']).toBe('OfferCatalog');
      const offered = catalogue.itemListElement.map((o) => (o.itemOffered as Json).name);
      expect(offered).toEqual(readExampleContent().services.map((s) => s.title));
      for (const offer of catalogue.itemListElement) {
        expect(String((offer.itemOffered as Json).url).startsWith(`${origin}/services/`)).toBe(true);
      }
    });

    it('carries every property Google requires and recommends that applies to this business', () => {
      // Required: name, address. Recommended: geo, openingHoursSpecification, priceRange, telephone, url;
      // priceRange only from prices the site shows, and it shows none yet.
      // (aggregateRating/review: self-serving; department, menu, servesCuisine: not applicable.)
      for (const property of ['name', 'address', 'geo', 'openingHoursSpecification', 'telephone', 'url']) {
        expect(business[property], property).toBeTruthy();
      }
      expect(business).not.toHaveProperty('priceRange');
    });

    it('is the same on every alias of the home page', () => {
      for (const alias of homeAliases) expect(blocksOf(alias)).toEqual(blocksOf('/'));
      expect(ofType('/', 'WebSite')).toHaveLength(1);
    });
  });

  describe('service pages', () => {
    for (const { path, title } of servicePages) {
      it(`${path}: a Service with its provider and area, and a BreadcrumbList`, () => {
        const [service] = ofType(path, 'Service');
        expect(service).toMatchObject({ name: title, url: `${origin}${path}` });
        expect(service?.provider).toMatchObject({
          '@type': 'RoofingContractor',
          '@id': `${origin}/#entreprise`,
          telephone: expect.stringMatching(/^\+32/),
          address: expect.objectContaining({
            addressLocality: example.identity.address.locality,
            addressCountry: 'BE',
          }),
        });
        expect((service?.areaServed as unknown[]).length).toBeGreaterThanOrEqual(11);

        const [breadcrumb] = ofType(path, 'BreadcrumbList');
        const items = breadcrumb?.itemListElement as { position: number; name: string; item: string }[];
        // The visible breadcrumb: the home page, its services section (never the alias /services), the page.
        const visible = [
          ...page(path).document.querySelectorAll(
            `nav[aria-label="${example.ui.servicePage.breadcrumbLabel}"] li:not([aria-hidden])`,
          ),
        ].map((li) => ({ name: li.textContent?.trim(), href: li.querySelector('a')?.getAttribute('href') ?? path }));
        expect(visible.map((crumb) => crumb.href)).toEqual(['/', '/#services', path]);
        // Search engines get the pages of that trail, each a real page of the site: not the section.
        const pagesOfTrail = visible.filter((crumb) => !crumb.href.includes('#'));
        expect(items.map((i) => [i.position, i.name, i.item])).toEqual(
          pagesOfTrail.map((crumb, index) => [index + 1, crumb.name, `${origin}${crumb.href}`]),
        );
        for (const item of items) expect(fileForPath(new URL(item.item).pathname), item.item).not.toBeNull();
      });
    }
  });

  describe('every page', () => {
    it('has breadcrumbs that lead to real pages of the site, never to a section of one', () => {
      const trails = pages.flatMap(({ path }) => ofType(path, 'BreadcrumbList').map((trail) => ({ path, trail })));
      expect(trails.length).toBeGreaterThan(5);
      for (const { path, trail } of trails) {
        for (const item of trail.itemListElement as { item: string }[]) {
          const url = new URL(item.item);
          expect(url.origin, path).toBe(origin);
          expect(url.hash, `${path}: ${item.item}`).toBe('');
          expect(fileForPath(url.pathname), `${path}: ${item.item}`).not.toBeNull();
        }
      }
    });

    it('describes no example worksite as a finished work: its month, place and drawings are invented', () => {
      const worksites = readExampleContent().worksites;
      expect(worksites.length).toBeGreaterThan(0);
      for (const worksite of worksites) {
        expect(worksite.example).toBe(true);
        expect(blocksOf(worksite.path).map((block) => block['@type'])).toEqual(['BreadcrumbList']);
      }
      for (const { path } of pages) expect(ofType(path, 'CreativeWork'), path).toEqual([]);
    });
  });
});
