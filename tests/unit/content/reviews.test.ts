import { describe, expect, it } from 'vitest';
import { entrySource } from '../../../src/admin/entry-source';
import { adminCollections } from '../../../src/lib/admin/admin-config';
import type { AdminField } from '../../../src/lib/admin/admin-fields';
import { documentProblems, labelledPath } from '../../../src/lib/content/content-rules';
import { launchProblems } from '../../../src/lib/content/launch';
import { homePage } from '../../../src/lib/pages/home-page';
import { reviewsPage } from '../../../src/lib/pages/reviews-page';
import { servicePage } from '../../../src/lib/pages/service-page';
import type { EmailService } from '../../../src/lib/contact/email-service';
import {
  ratingOutOfFive,
  reviewCount,
  reviewMonth,
  SATISFACTION_MIN_RATED,
  satisfactionFigure,
  verificationStatements,
} from '../../../src/lib/content/reviews';
import { assembleContent } from '../../../src/lib/content/site-content';
import { adminGroups, CONTENT_DIR, contentSources } from '../../../src/schemas/collections';
import {
  reviewChecks,
  reviewConsiderations,
  reviewPublications,
  reviewSettingsSchema,
} from '../../../src/schemas/reviews';
import { readExampleContent, readExampleRaw } from '../../support/example-content';
import { slotImages } from '../../support/slot-images';
import { NBSP } from '../../../src/schemas/characters';

const { reviews: source, reviewSettings } = contentSources;
const rules = { schema: source.schema, markdown: source.body.schema };
const example = readExampleRaw();
const [first] = example.reviews;
if (!first) throw new Error('The example ships reviews');
const valid = { ...first.data, body: first.text };

/** The messages the build gives for a review changed by `change`, by field label. */
function problems(change: Record<string, unknown>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const problem of documentProblems(rules, { ...valid, ...change }, {})) {
    (found[labelledPath(source.schema, problem.path)] ??= []).push(problem.message);
  }
  return found;
}

describe('a review’s rules', () => {
  it('accepts the example’s reviews as they are', () => {
    for (const review of example.reviews) {
      expect(documentProblems(rules, { ...review.data, body: review.text }, {})).toEqual([]);
    }
  });

  it('bounds the client’s name and asks for it', () => {
    const label = labelledPath(source.schema, ['name']);
    expect(problems({ name: 'M' })[label]?.[0]).toMatch(/Trop court/);
    expect(problems({ name: 'M'.repeat(41) })[label]?.[0]).toMatch(/Trop long.*41.*40 au plus/);
    expect(problems({ name: undefined })[label]).toHaveLength(1);
  });

  it('takes its place from the list of Belgium’s localities, saying the nearest names', () => {
    const place = labelledPath(source.schema, ['place']);
    expect(problems({ place: 'Walcour' })[place]?.[0]).toMatch(/n’est pas dans la liste.*«\u00a0Walcourt\u00a0»/);
    expect(problems({ place: 'Biesme (Mettet)' })).toEqual({});
  });

  it('refuses a day that is not in the calendar, and a consent given before the review', () => {
    expect(problems({ date: '2026-02-30' })[labelledPath(source.schema, ['date'])]?.[0]).toMatch(/2026-03-14/);
    expect(problems({ date: '14/03/2026' })[labelledPath(source.schema, ['date'])]).toHaveLength(1);
    const consent = labelledPath(source.schema, ['consent']);
    expect(problems({ date: '2026-05-10', consent: '2026-05-09' })[consent]?.[0]).toMatch(/précéder/);
    expect(problems({ consent: undefined })[consent]).toHaveLength(1);
    expect(problems({ date: '2026-05-10', consent: '2026-05-10' })).toEqual({});
  });

  it('takes a whole rating from 1 to 5, or none', () => {
    const rating = labelledPath(source.schema, ['rating']);
    for (const wrong of [0, 6, 4.5]) expect(problems({ rating: wrong })[rating]).toHaveLength(1);
    expect(problems({ rating: '' })).toEqual({});
    expect(problems({ rating: undefined })).toEqual({});
  });

  it('knows three ways a review is received, and no other', () => {
    expect(problems({ received: 'téléphone' })[labelledPath(source.schema, ['received'])]).toHaveLength(1);
    for (const way of ['en-personne', 'e-mail']) expect(problems({ received: way, platform: undefined })).toEqual({});
    expect(problems({ received: 'plateforme', platform: 'Google' })).toEqual({});
  });

  it('names the platform of a review taken from one, and only of such a review', () => {
    const platform = labelledPath(source.schema, ['platform']);
    expect(problems({ received: 'plateforme', platform: undefined })[platform]?.[0]).toMatch(/Nommez la plateforme/);
    expect(problems({ received: 'e-mail', platform: 'Google' })[platform]?.[0]).toMatch(/n’a pas de plateforme/);
  });

  it('keeps the client’s text plain and bounded', () => {
    expect(problems({ body: 'Très <b>bien</b>, merci pour tout le travail.' })['Texte']?.[0]).toMatch(
      /sans mise en forme/,
    );
    expect(problems({ body: '**Parfait**, rien à redire sur le chantier.' })['Texte']).toHaveLength(1);
    expect(problems({ body: 'Bien.' })['Texte']?.[0]).toMatch(/Trop court/);
    expect(problems({ body: 'a'.repeat(1201) })['Texte']?.[0]).toMatch(/Trop long/);
  });

  it('is a page of a folder that may be empty, named by the client and listed newest first in the admin', () => {
    const collection = adminCollections(contentSources, adminGroups, CONTENT_DIR).find(
      (entry) => entry.name === 'reviews',
    );
    if (!collection || !('folder' in collection)) throw new Error('no reviews folder in the admin');
    expect(collection.folder).toBe(`${CONTENT_DIR}/avis`);
    expect(collection.identifier_field).toBe('name');
    expect(collection.sortable_fields?.[0]).toMatchObject({ field: 'date', default_sort: 'desc' });
    const field = (name: string) => collection.fields.find((entry: AdminField) => entry.name === name);
    expect(field('service')).toMatchObject({ widget: 'relation', collection: 'services', value_field: '{{slug}}' });
    expect(field('body')?.widget).toBe('text');
    // The admin's save guard judges a review with the build's rules, its text's included.
    const found = entrySource('reviews', 'exemple');
    expect(found?.rules).toEqual({ schema: source.schema, markdown: source.body.schema });
    expect(field('consent')?.required).toBe(true);
    expect(field('rating')?.required).toBe(false);
    expect(field('platform')).toMatchObject({ label: 'Plateforme d’avis', required: false });
  });
});

describe('what reviews name in other files', () => {
  // Removing a service or a worksite in the admin must not stop the build: the reviews follow.
  const raw = readExampleRaw();
  const exampleReviewIds = raw.reviews.map((review) => review.id);

  it('leaves out a review whose service was removed, and keeps the others', () => {
    const removed = raw.reviews[0]!.data.service;
    const content = assembleContent(
      { ...raw, services: raw.services.filter((service) => service.id !== removed) },
      { exampleReviewIds },
    );
    const kept = raw.reviews.filter((review) => review.data.service !== removed).map((review) => review.id);
    expect(kept.length).toBeGreaterThan(0);
    expect(content.reviews.map((review) => review.id).toSorted()).toEqual(kept.toSorted());
  });

  it('keeps a review whose worksite was removed, without the link', () => {
    const reviewed = raw.reviews.find((review) => review.data.worksite)!;
    const content = assembleContent(
      { ...raw, worksites: raw.worksites.filter((worksite) => worksite.id !== reviewed.data.worksite) },
      { exampleReviewIds },
    );
    const shown = content.reviews.find((review) => review.id === reviewed.id);
    expect(shown).toBeDefined();
    expect(shown?.worksite).toBeUndefined();
  });
});

describe('the home page’s satisfaction figure', () => {
  const rated = (...ratings: number[]) => ratings.map((rating) => ({ rating, example: false }));
  const unrated = { example: false };

  it('is absent below the minimum of rated reviews, unrated ones not counting', () => {
    const below = [...rated(...Array<number>(SATISFACTION_MIN_RATED - 1).fill(5)), unrated, unrated, unrated];
    expect(satisfactionFigure(below, 'note moyenne sur {avis}')).toBeNull();
    expect(satisfactionFigure([], 'note moyenne sur {avis}')).toBeNull();
  });

  it('gives the average to one decimal, written the Belgian way, and the count of rated reviews', () => {
    const figure = satisfactionFigure([...rated(5, 5, 5, 4, 5), unrated], 'note moyenne sur {avis}');
    expect(figure).toEqual({
      value: `4,8${NBSP}/${NBSP}5`,
      label: `note moyenne sur 5${NBSP}avis`,
      rated: 5,
      example: false,
    });
    expect(satisfactionFigure(rated(5, 5, 5, 5, 5), '{avis}')?.value).toBe(`5,0${NBSP}/${NBSP}5`);
    expect(satisfactionFigure(rated(4, 4, 4, 4, 5, 5), '{avis}')?.value).toBe(`4,3${NBSP}/${NBSP}5`);
  });

  it('counts reviews grammatically for any number', () => {
    expect(reviewCount(1)).toBe(`1${NBSP}avis`);
    expect(reviewCount(12)).toBe(`12${NBSP}avis`);
    expect(reviewCount(1250)).toMatch(/^1.250\u00a0avis$/);
    expect(ratingOutOfFive(4.75)).toMatch(/^4,8\u00a0\/\u00a05$/);
    expect(reviewMonth('2026-03-01')).toBe('mars 2026');
  });

  it('is an example figure as soon as one of the reviews it averages is an example, an unrated one not counting', () => {
    const [one, ...others] = rated(5, 5, 5, 4, 5);
    expect(satisfactionFigure([{ ...one!, example: true }, ...others], '{avis}')?.example).toBe(true);
    expect(satisfactionFigure([...rated(5, 5, 5, 4, 5), { example: true }], '{avis}')?.example).toBe(false);
  });

  it('wants {avis} once in its label', () => {
    const settings = { ...example.reviewSettings, text: { ...example.reviewSettings.text, satisfaction: 'note' } };
    expect(reviewSettingsSchema.safeParse(settings).success).toBe(false);
  });

  it('joins the hero’s key figures from the example’s reviews', () => {
    const content = readExampleContent();
    const ratings = content.reviews.flatMap((review) => (review.rating ? [review.rating] : []));
    const page = homePage(content, { images, emailService, origin });
    const label = readExampleRaw().reviewSettings.text.satisfaction;
    const expected = satisfactionFigure(content.reviews, label);
    expect(content.satisfaction).toEqual(expected);
    if (ratings.length < SATISFACTION_MIN_RATED) {
      expect(page.hero.claims).toEqual(content.home.claims);
    } else {
      expect(expected?.example).toBe(true);
      expect(page.hero.claims).toEqual([
        ...content.home.claims,
        { value: expected?.value, label: expected?.label, mark: content.reviewSettings.text.example },
      ]);
    }
  });
});

describe('the statement on how reviews are checked', () => {
  const { statements } = example.reviewSettings;

  it('is set in the admin, with the same words as the build: whether all reviews are published, any consideration', () => {
    const page = adminCollections(contentSources, adminGroups, CONTENT_DIR)
      .flatMap((collection) => ('files' in collection ? collection.files : []))
      .find((file) => file.name === 'reviewSettings');
    const field = (name: string) => page?.fields.find((entry: AdminField) => entry.name === name);
    for (const [name, values] of [
      ['publication', reviewPublications],
      ['consideration', reviewConsiderations],
    ] as const) {
      const setting = field(name);
      expect(setting?.widget).toBe('select');
      expect(setting?.label).toBe(labelledPath(reviewSettings.schema, [name]));
      expect(setting?.label).toMatch(/^(?:Avis publiés|Contrepartie donnée pour un avis)$/);
      // Each choice offered by its words, never its code.
      const options = (setting?.options ?? []) as { label: string; value: string }[];
      expect(options.map((option) => option.value)).toEqual([...values]);
      for (const option of options) expect(option.label).not.toBe(option.value);
    }
    const sentences = field('statements')?.fields?.map((entry: AdminField) => entry.name);
    expect(sentences).toEqual(expect.arrayContaining([...reviewPublications, ...reviewConsiderations, 'plateforme']));
  });
  const settings = { ...example.reviewSettings, checks: [] as (typeof reviewChecks)[number][] };
  const client = { received: 'e-mail', example: false } as const;

  it('states the checks the owner chose, and no other', () => {
    for (const check of reviewChecks) {
      const said = verificationStatements({ ...settings, checks: [check] }, [client]);
      expect(said).toContain(statements[check]);
      for (const other of reviewChecks.filter((candidate) => candidate !== check)) {
        expect(said).not.toContain(statements[other]);
      }
      expect(said).not.toContain(statements.none);
    }
  });

  it('says there is no check when none is chosen', () => {
    const said = verificationStatements(settings, [client]);
    expect(said[0]).toBe(statements.none);
    expect(said).toContain(statements.shown);
  });

  it('says whether every review is published and whether anything is given for one, as the owner set it', () => {
    for (const publication of reviewPublications) {
      for (const consideration of reviewConsiderations) {
        const said = verificationStatements({ ...settings, publication, consideration }, [client]);
        expect(said).toContain(statements[publication]);
        expect(said).toContain(statements[consideration]);
        for (const other of [...reviewPublications, ...reviewConsiderations])
          if (other !== publication && other !== consideration) expect(said).not.toContain(statements[other]);
      }
    }
  });

  it('says where a review taken from a platform comes from, and that example reviews are examples, only when shown', () => {
    const plain = verificationStatements(settings, [client]);
    expect(plain).not.toContain(statements.plateforme);
    expect(plain).not.toContain(statements.example);
    const said = verificationStatements(settings, [client, { received: 'plateforme', example: true }]);
    expect(said).toContain(statements.plateforme);
    expect(said.at(-1)).toBe(statements.example);
  });
});

const images = slotImages();
const emailService: EmailService = { configured: false, missing: [], mailtoChosen: true };
const origin = 'https://www.toiture.example';

describe('the consent’s date', () => {
  it('never reaches a page: not on /avis, a service page or the home page', () => {
    const raw = readExampleRaw();
    // A date no other field holds, so that finding it anywhere means the consent leaked.
    const consent = '2099-12-31';
    raw.reviews = raw.reviews.map((review) => ({ ...review, data: { ...review.data, consent } }));
    const content = assembleContent(raw);
    const pages = [
      reviewsPage(content, { origin }),
      homePage(content, { images, emailService, origin }),
      ...content.services.map((service) => servicePage(content, service.slug, { images, origin })),
    ];
    expect(content.reviews.length).toBeGreaterThan(0);
    for (const page of pages) expect(JSON.stringify(page)).not.toContain(consent);
    expect(JSON.stringify(content.reviews)).not.toMatch(/consent/);
  });
});

describe('the service page’s reviews', () => {
  it('shows up to three of its own reviews, newest first, with the way to all of them', () => {
    const content = readExampleContent();
    for (const service of content.services) {
      const page = servicePage(content, service.slug, { images, origin });
      const own = content.reviews.filter((review) => review.service.slug === service.slug);
      expect(page.reviews.reviews.map((review) => review.id)).toEqual(own.slice(0, 3).map((review) => review.id));
      expect(page.reviews.allHref).toBe('/avis');
    }
    const dates = content.reviews.map((review) => review.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });
});

describe('the example’s reviews at launch', () => {
  const settled = {
    exampleValues: [],
    legalPages: [],
    figures: Object.fromEntries(
      Object.entries(example.figures).map(([name, group]) => [
        name,
        'confirmed' in group ? { ...group, confirmed: true } : group,
      ]),
    ),
    placeholders: {},
    stalePlaces: [],
    settings: [],
  } as unknown as Parameters<typeof launchProblems>[0];

  it('are each listed by their place in the admin until removed', () => {
    const shipped = example.reviews.map((review) => ({ id: review.id, name: review.data.name }));
    const places = launchProblems({ ...settled, exampleReviews: shipped }).map((problem) => problem.where);
    expect(places).toEqual(shipped.map((review) => `Avis clients › ${review.name} (${review.id})`));
    expect(launchProblems({ ...settled, exampleReviews: [] })).toEqual([]);
  });

  it('keep the statement’s date of the example out of a published site', () => {
    const date = example.reviewSettings.checkedOn;
    const where = launchProblems({ ...settled, reviewStatement: { checkedOn: date, exampleCheckedOn: date } });
    expect(where.map((problem) => problem.where)).toEqual([
      `${adminGroups[reviewSettings.group]} › ${reviewSettings.label} › ${labelledPath(reviewSettings.schema, ['checkedOn'])}`,
    ]);
    expect(
      launchProblems({ ...settled, reviewStatement: { checkedOn: '2027-01-15', exampleCheckedOn: date } }),
    ).toEqual([]);
  });
});
