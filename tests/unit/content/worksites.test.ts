/**
 * The worksites (« Réalisations »): their rules, what the site publishes of them (never a draft,
 * newest first, services resolved), the listing's pages and the pages' builders.
 */
import { describe, expect, it } from 'vitest';
import { pictureSlots } from '../../../src/lib/media/image-slots';
import { worksitePage, worksiteTitle } from '../../../src/lib/pages/worksite-page';
import { listingParams, worksitesPage } from '../../../src/lib/pages/worksites-page';
import { servicePage } from '../../../src/lib/pages/service-page';
import { assembleContent } from '../../../src/lib/content/site-content';
import {
  isExampleWorksite,
  LATEST_PER_SERVICE,
  latestWorksitesOf,
  listingPages,
  publishedWorksites,
  WORKSITES_PER_PAGE,
  worksiteMonth,
} from '../../../src/lib/content/worksites';
import { buildWorksiteJsonLd } from '../../../src/lib/seo/worksite-structured-data';
import { SEARCH_TITLE_MAX } from '../../../src/schemas/fields';
import { locationOf } from '../../../src/schemas/places';
import { worksiteSchema, type Worksite } from '../../../src/schemas/worksites';
import { uiSchema } from '../../../src/schemas/ui';
import { identitySchema } from '../../../src/schemas/identity';
import { serviceSchema } from '../../../src/schemas/services';
import { readExampleContent, readExampleRaw } from '../../support/example-content';
import { slotImages } from '../../support/slot-images';

const origin = 'https://www.toiture.example';
const images = slotImages('photo');

/** The length of the longest text of letters `accepts` takes (the field's bound, as the admin applies it). */
function longestAccepted(accepts: (value: string) => boolean): number {
  let length = 1;
  while (length < 1000 && accepts('A'.repeat(length + 1))) length += 1;
  if (!accepts('A'.repeat(length))) throw new Error('no text of letters is accepted');
  return length;
}

const raw = readExampleRaw();
const [shipped] = raw.worksites;
if (!shipped) throw new Error('The example ships worksites');
const services = readExampleContent().services;

/** A worksite of the owner's: photos, not illustrations. */
function ownWorksite(overrides: Partial<Worksite> = {}): Worksite {
  return {
    ...shipped!.data,
    photos: [
      {
        file: '/photos/toit.jpg',
        alt: 'Une toiture en ardoise refaite à Thuin, vue de la rue',
        caption: 'La toiture refaite, vue de la rue',
      },
    ],
    ...overrides,
  };
}

const documentOf = (id: string, data: Worksite) => ({ id, data, html: '<p>Texte</p>' });

describe('a worksite’s rules', () => {
  it('accept every shipped example', () => {
    for (const { data } of raw.worksites) expect(worksiteSchema.safeParse(data).success).toBe(true);
  });

  it.each([
    ['a month that does not exist', { date: '2026-13' }, 'date'],
    ['a full date', { date: '2026-03-12' }, 'date'],
    ['no photo', { photos: [] }, 'photos'],
    ['thirteen photos', { photos: Array.from({ length: 13 }, () => ownWorksite().photos[0]!) }, 'photos'],
    ['no service', { services: [] }, 'services'],
    ['a place not in the list of Belgium’s localities', { place: 'Thuinn' }, 'place'],
    ['a village without its municipality', { place: 'Biesme' }, 'place'],
    ['a summary too short for search results', { summary: 'Toiture refaite.' }, 'summary'],
    [
      'a photo without its file',
      { photos: [{ alt: 'Une toiture refaite vue de la rue', caption: 'La toiture refaite vue de la rue' }] },
      'photos',
    ],
  ])('refuse %s', (_, change, field) => {
    const result = worksiteSchema.safeParse({ ...ownWorksite(), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('drop a « before » group left without its photo', () => {
    const [photo] = ownWorksite().photos;
    const result = worksiteSchema.parse(
      ownWorksite({ photos: [{ ...photo!, before: { alt: 'La toiture avant les travaux, vue de la rue' } }] }),
    );
    expect(result.photos[0]?.before).toBeUndefined();
  });

  it('make a worksite illustrated by the shipped drawings an example, never one with the owner’s photos', () => {
    expect(raw.worksites.every(({ data }) => isExampleWorksite(data))).toBe(true);
    expect(isExampleWorksite(ownWorksite())).toBe(false);
  });
});

describe('the published worksites', () => {
  it('leave drafts out and list the newest first', () => {
    const list = publishedWorksites(
      [
        documentOf('ancien', ownWorksite({ date: '2024-05' })),
        documentOf('brouillon', ownWorksite({ date: '2026-09', draft: true })),
        documentOf('recent', ownWorksite({ date: '2026-02' })),
      ],
      services,
    );
    expect(list.map((worksite) => worksite.slug)).toEqual(['recent', 'ancien']);
    expect(list[0]).toMatchObject({ path: '/realisations/recent', when: 'février 2026', example: false });
  });

  it('link their services in the services’ order; a removed service leaves them, still published', () => {
    const [first, second] = services;
    const [worksite] = publishedWorksites(
      [documentOf('x', ownWorksite({ services: [second!.slug, first!.slug] }))],
      services,
    );
    expect(worksite?.serviceLinks).toEqual([
      { href: first!.path, label: first!.title },
      { href: second!.path, label: second!.title },
    ]);
    const [left] = publishedWorksites(
      [documentOf('x', ownWorksite({ services: ['demoussage', first!.slug] }))],
      services,
    );
    expect(left?.services).toEqual([first!.slug]);
    expect(left?.serviceLinks).toEqual([{ href: first!.path, label: first!.title }]);
  });

  it('are named by their month in French', () => {
    expect(worksiteMonth('2026-03')).toBe('mars 2026');
    expect(worksiteMonth('2025-12')).toBe('décembre 2025');
  });

  it('give their photos slots, a draft’s none (its photos are never imported)', () => {
    const slots = pictureSlots({
      home: raw.home,
      services: [],
      gallery: [],
      worksites: readExampleContent().worksites,
    }).map((picture) => picture.slot);
    for (const { id, data } of raw.worksites) {
      expect(slots).toContain(`realisations/${id}-1`);
      expect(slots.filter((slot) => slot.startsWith(`realisations/${id}-`))).toHaveLength(
        data.photos.length + data.photos.filter((photo) => photo.before).length,
      );
    }
    const content = readExampleRaw();
    content.worksites[0]!.data.draft = true;
    expect(assembleContent(content).worksites.map((worksite) => worksite.slug)).not.toContain(content.worksites[0]!.id);
  });
});

describe('the listing', () => {
  const many = publishedWorksites(
    Array.from({ length: 30 }, (_, index) =>
      documentOf(
        `chantier-${index}`,
        ownWorksite({
          date: `20${10 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
          services: [services[index % 2]!.slug],
        }),
      ),
    ),
    services,
  );

  it('pages every worksite, then each service’s, a dozen per page, newest first', () => {
    const pages = listingPages(many, services);
    const all = pages.filter((page) => page.service === undefined);
    expect(all.map((page) => page.path)).toEqual(['/realisations', '/realisations/page/2', '/realisations/page/3']);
    expect(all.flatMap((page) => page.worksites)).toEqual(many);
    expect(all.every((page) => page.worksites.length <= WORKSITES_PER_PAGE)).toBe(true);
    // Only the services that have worksites get pages.
    expect([...new Set(pages.map((page) => page.service).filter(Boolean))]).toEqual([
      services[0]!.slug,
      services[1]!.slug,
    ]);
    const first = pages.filter((page) => page.service === services[0]!.slug);
    expect(first[1]?.path).toBe(`/realisations/service/${services[0]!.slug}/page/2`);
    expect(first.flatMap((page) => page.worksites).every((w) => w.services.includes(services[0]!.slug))).toBe(true);
  });

  it('has a first page even without any worksite', () => {
    expect(listingPages([], services).map((page) => page.path)).toEqual(['/realisations']);
  });

  it('gives a service page its latest worksites, three at most', () => {
    const latest = latestWorksitesOf(many, services[0]!.slug);
    expect(latest).toHaveLength(LATEST_PER_SERVICE);
    expect(latest).toEqual(many.filter((w) => w.services.includes(services[0]!.slug)).slice(0, LATEST_PER_SERVICE));
  });
});

describe('the pages’ builders', () => {
  const content = readExampleContent();
  const [worksite] = content.worksites;

  it('give a worksite its own title, description, canonical, social image and a finished work as structured data', () => {
    const page = worksitePage(content, worksite!.slug, { images, origin });
    expect(page.head.title).toBe(worksiteTitle(worksite!, content.identity.name));
    expect(page.head.title).toContain(worksite!.title);
    expect(page.head.description).toBe(worksite!.summary);
    expect(page.head.canonicalPath).toBe(`/realisations/${worksite!.slug}`);
    expect(page.head.image.path).toBe(`/og/realisation-${worksite!.slug}.png`);
    // The owner's own worksite: a finished work, with its month, its place and its photos.
    const own = { ...content, worksites: content.worksites.map((entry) => ({ ...entry, example: false })) };
    const ownPage = worksitePage(own, worksite!.slug, { images, origin });
    const [work, trail] = ownPage.head.jsonLd as Record<string, unknown>[];
    expect(work).toMatchObject({ '@type': 'CreativeWork', name: worksite!.title, dateCreated: worksite!.date });
    expect(work?.['image']).toHaveLength(worksite!.photos.length);
    expect(JSON.stringify(ownPage.head.jsonLd)).not.toMatch(/aggregateRating|"review"|ratingValue/);
    expect(trail?.['@type']).toBe('BreadcrumbList');
  });

  it('describe no example worksite to search engines: its date, place and drawings are invented, only its trail is real', () => {
    expect(content.worksites.length).toBeGreaterThan(0);
    for (const example of content.worksites) {
      expect(example.example).toBe(true);
      const page = worksitePage(content, example.slug, { images, origin });
      expect((page.head.jsonLd as Record<string, unknown>[]).map((block) => block['@type'])).toEqual([
        'BreadcrumbList',
      ]);
    }
  });

  it('place a worksite in its village, at the village’s centre from the list of places', () => {
    const village = { ...worksite!, place: 'Biesme (Mettet)' };
    const work = buildWorksiteJsonLd(village, { origin, businessName: 'Toitures', images: [] });
    const { lat, lon } = locationOf('Biesme (Mettet)');
    expect(work.locationCreated).toEqual({
      '@type': 'Place',
      name: 'Biesme (Mettet)',
      address: { '@type': 'PostalAddress', addressLocality: 'Biesme', addressCountry: 'BE' },
      geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lon },
    });
  });

  it('show on a worksite the reviews that name it, and link each such review to its worksite', () => {
    const raw = readExampleRaw();
    const reviewed = content.worksites.find((entry) =>
      raw.reviews.some((review) => review.data.worksite === entry.slug),
    );
    expect(reviewed, 'the example links a review to a worksite').toBeDefined();
    const named = raw.reviews.filter((review) => review.data.worksite === reviewed!.slug).map((review) => review.id);
    const page = worksitePage(content, reviewed!.slug, { images, origin });
    expect(page.reviews.reviews.map((review) => review.id)).toEqual(named);
    expect(page.reviews.reviews.every((review) => review.worksite?.path === reviewed!.path)).toBe(true);
    // A draft worksite has no page: its review keeps its text, without the link.
    const drafted = assembleContent({
      ...raw,
      worksites: raw.worksites.map((entry) =>
        entry.id === reviewed!.slug ? { ...entry, data: { ...entry.data, draft: true } } : entry,
      ),
    });
    expect(drafted.reviews.filter((review) => named.includes(review.id))).toHaveLength(named.length);
    expect(drafted.reviews.some((review) => review.worksite)).toBe(false);
  });

  it('title a worksite within what search engines show, its name always, the suffixes while they fit', () => {
    const business = 'Lambert Toitures';
    const titleOf = (title: string, place = 'Thuin', when = 'mars 2026') =>
      worksiteTitle({ title, place, when }, business);
    expect(titleOf('Toiture en ardoise')).toBe(`Toiture en ardoise — Thuin, mars 2026 | ${business}`);
    // A title just too long for the business's name keeps the month; longer still, only the place.
    const withoutName = 'A'.repeat(SEARCH_TITLE_MAX - ' — Thuin, mars 2026'.length);
    expect(titleOf(withoutName)).toBe(`${withoutName} — Thuin, mars 2026`);
    const placeOnly = `${withoutName}AA`;
    expect(titleOf(placeOnly)).toBe(`${placeOnly} — Thuin`);
    // Longer still, the owner's title alone, never cut: the longest the admin accepts fits.
    const longest = longestAccepted((value) => worksiteSchema.shape.title.safeParse(value).success);
    expect(titleOf('A'.repeat(longest), 'Ham-sur-Heure-Nalinnes')).toBe('A'.repeat(longest));
    for (const title of [withoutName, placeOnly, 'A'.repeat(longest)]) {
      expect(titleOf(title, 'Ham-sur-Heure-Nalinnes').length).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
    }
  });

  it('title a filtered or further page of the worksites within 60 characters, whatever the texts the admin accepts', () => {
    const fields = uiSchema.shape.worksites.shape;
    const longText = (accepts: { safeParse: (value: unknown) => { success: boolean } }) =>
      'A'.repeat(longestAccepted((value) => accepts.safeParse(value).success));
    const long = structuredClone(content);
    long.ui.worksites.heading = longText(fields.heading);
    long.ui.worksites.pageLabel = longText(fields.pageLabel);
    long.identity.name = 'N'.repeat(longestAccepted((value) => identitySchema.shape.name.safeParse(value).success));
    for (const service of long.services) service.title = longText(serviceSchema.shape.title);
    const params = listingParams(long).filter((param) => param !== undefined);
    expect(params.length).toBeGreaterThan(0);
    for (const param of params) {
      const { title } = worksitesPage(long, param, { images, origin }).head;
      expect(title.length, title).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
    }
    // With the example's texts, the full title.
    const [filtered] = listingParams(content).filter((param) => param !== undefined);
    const service = content.services.find((entry) => filtered?.endsWith(`/${entry.slug}`))!;
    expect(worksitesPage(content, filtered, { images, origin }).head.title).toBe(
      `${content.ui.worksites.heading} — ${service.title} | ${content.identity.name}`,
    );
  });

  it('pair a photo with its « before » view', () => {
    const content = readExampleContent();
    const paired = content.worksites.find((w) => w.photos.some((photo) => photo.before))!;
    const index = paired.photos.findIndex((photo) => photo.before);
    const page = worksitePage(content, paired.slug, { images, origin });
    expect(page.photos[index]?.before?.src).toBe(`/realisations/${paired.slug}-${index + 1}-avant.jpg`);
    expect(page.photos[index]?.after.src).toBe(`/realisations/${paired.slug}-${index + 1}.jpg`);
  });

  it('list the first page in search results, keep the filtered and further pages out', () => {
    const params = listingParams(content);
    expect(params[0]).toBeUndefined();
    const first = worksitesPage(content, undefined, { images, origin });
    expect(first.head.canonicalPath).toBe('/realisations');
    expect(first.cards.map((card) => card.worksite.path)).toEqual(content.worksites.map((w) => w.path));
    const filtered = params.find((param) => param?.startsWith('service/'));
    expect(filtered).toBeDefined();
    const page = worksitesPage(content, filtered, { images, origin });
    expect(page.head.noindex).toBe(true);
    expect(page.filters.find((filter) => filter.current)?.href).toBe(`/realisations/${filtered}`);
  });

  it('show a service page’s latest worksites and lead to all of that service’s', () => {
    const service = worksite!.services[0]!;
    const page = servicePage(content, service, { images, origin });
    expect(page.worksites.cards.map((card) => card.worksite.path)).toContain(worksite!.path);
    expect(page.worksites.allHref).toBe(`/realisations/service/${service}`);
  });
});
