import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { entrySource } from '../../../src/admin/entry-source';
import { fieldMessages } from '../../../src/admin/field-checks';
import { setSiteValues, siteValues } from '../../../src/admin/site-values';
import { contentProblems } from '../../../src/integrations/content-check';
import { documentProblems, labelledPath } from '../../../src/lib/content/content-rules';
import { writeContent } from '../../../src/lib/content/content-format';
import { datedReview, datedWorksite, reviewDateProblems } from '../../../src/lib/content/reviews';
import { reviewDateRule } from '../../../src/lib/content/site-rules-places';
import { belgianDay } from '../../../src/schemas/calendar';
import { contentSources } from '../../../src/schemas/collections';
import { MISSING_MESSAGE } from '../../../src/schemas/fields';
import { markdownMarkIn, plainTextProblem, rawHtmlIn } from '../../../src/schemas/plain-text';
import { copyProject } from '../../../tools/project-copy.mjs';
import { readExampleRaw } from '../../support/example-content';

/**
 * What the site would show wrongly is refused, by the build and the admin alike: a plain text
 * holding HTML or Markdown (shown as typed, its marks would be read as they are), a worksite or a
 * review dated still to come, a review dated before the worksite it cites, a field left out said
 * as a field to fill in (never as a type).
 */
const example = readExampleRaw();
const worksite = example.worksites[0]!;
const review = example.reviews[0]!;
const rulesOf = (name: 'worksites' | 'reviews') => ({
  schema: contentSources[name].schema,
  markdown: contentSources[name].body.schema,
});
/** The messages the build gives for a document of `name` changed by `change`, by the field's label. */
function problems(name: 'worksites' | 'reviews', document: Record<string, unknown>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const problem of documentProblems(rulesOf(name), document, {}))
    (found[labelledPath(contentSources[name].schema, problem.path)] ??= []).push(problem.message);
  return found;
}
/** A story as the owner writes one (the raw example gives the worksites' data, not their text). */
const STORY = 'Les ardoises glissaient après chaque coup de vent : nous avons refait la couverture au crochet.';
const worksiteWith = (change: Record<string, unknown>) => ({ ...worksite.data, body: STORY, ...change });
const reviewWith = (change: Record<string, unknown>) => ({ ...review.data, body: review.text, ...change });

describe('a plain text is shown as typed', () => {
  it.each([
    ['<b>super</b>', '<b>'],
    ['Toiture **refaite** à Thuin', '**refaite**'],
    ['Toiture *refaite* à Thuin', '*refaite*'],
    ['Toiture _refaite_ à Thuin', '_refaite_'],
    ['Voir `code`', '`code`'],
    ['Voir [la page](https://exemple.be)', '[la page](https://exemple.be)'],
    ['# Titre', '#'],
  ])('finds the mark in %j', (text, found) => {
    expect(rawHtmlIn(text) ?? markdownMarkIn(text)).toBe(found);
    expect(plainTextProblem(text)).toContain(`«\u00a0${found}\u00a0»`);
  });

  it.each([
    'Nom complet *',
    '* Champs obligatoires - Devis gratuit sous 48h',
    'mon_adresse_web et une_autre',
    '{jours-semaine, plural, =7 {7 jours sur 7} other {# jours sur 7}}',
    'Surface : 120 m² * 2 pans',
    'contact@mon-entreprise.be, https://www.exemple.be/page_2',
    '3 < 5 et 7 > 2',
  ])('leaves a text without marks: %j', (text) => expect(plainTextProblem(text)).toBeNull());

  it('refuses HTML in a worksite’s summary, as its story does, in the build’s and the admin’s words', () => {
    const summary = `Une toiture <b>super</b> refaite à Thuin, avec ses noues et ses rives en zinc, en trois semaines.`;
    const label = labelledPath(contentSources.worksites.schema, ['summary']);
    const build = problems('worksites', worksiteWith({ summary }))[label];
    expect(build).toEqual([expect.stringMatching(/^Le texte contient du code HTML \(«\u00a0<b>\u00a0»\)/)]);
    const source = entrySource('worksites', worksite.id)!;
    const entry = { get: (key: string) => (key === 'slug' ? worksite.id : undefined) };
    const admin = fieldMessages({
      source,
      entry,
      path: ['summary'],
      value: summary,
      container: null,
      sizeChecked: false,
    });
    expect(admin).toEqual(build);
    expect(problems('worksites', worksiteWith({ body: `${STORY}\n\n<b>super</b>` }))['Texte']).toEqual([
      expect.stringMatching(/^Le texte contient du code HTML/),
    ]);
  });

  it('refuses Markdown in a caption and an alternative text', () => {
    const photos = [
      {
        ...worksite.data.photos[0],
        // The example's picture is a drawing: its texts say so (their only fault is the marks).
        caption: 'Illustration : la noue **refaite** au-dessus de la cuisine',
        alt: 'Illustration : une noue _neuve_ en zinc, vue du jardin',
      },
    ];
    const found = Object.values(problems('worksites', worksiteWith({ photos }))).flat();
    // In the order of the picture's fields: its alternative text, then its caption.
    expect(found).toEqual([
      expect.stringContaining('«\u00a0_neuve_\u00a0»'),
      expect.stringContaining('«\u00a0**refaite**\u00a0»'),
    ]);
  });
});

describe('what a page shows as done is not dated still to come', () => {
  afterEach(() => vi.useRealTimers());

  it('takes Belgium’s day: a quarter past midnight in Brussels is already the next day', () => {
    expect(belgianDay(new Date('2026-12-31T23:15:00Z'))).toBe('2027-01-01');
    expect(belgianDay(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
    expect(belgianDay(new Date('2026-07-31T21:30:00Z'))).toBe('2026-07-31');
  });

  it('refuses a worksite of next month, takes this month’s', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date'] });
    const label = labelledPath(contentSources.worksites.schema, ['date']);
    expect(problems('worksites', worksiteWith({ date: '2027-01' }))[label]).toEqual([
      'Ce mois est encore à venir\u00a0: donnez le mois où les travaux ont eu lieu, 2026-12 au plus tard.',
    ]);
    expect(problems('worksites', worksiteWith({ date: '2026-12' }))).toEqual({});
  });

  it('refuses a review or a consent of tomorrow, takes today’s', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date'] });
    const date = labelledPath(contentSources.reviews.schema, ['date']);
    const consent = labelledPath(contentSources.reviews.schema, ['consent']);
    expect(problems('reviews', reviewWith({ date: '2026-12-02', consent: '2026-12-02' }))).toEqual({
      [date]: [
        'Ce jour est encore à venir\u00a0: donnez le jour où le client a donné son avis, au plus tard aujourd’hui (2026-12-01).',
      ],
      [consent]: [
        'Ce jour est encore à venir\u00a0: donnez le jour où le client a accepté la publication, au plus tard aujourd’hui (2026-12-01).',
      ],
    });
    expect(problems('reviews', reviewWith({ date: '2026-12-01', consent: '2026-12-01' }))).toEqual({});
  });
});

/** The rule on a review's date as the admin runs it: the document being changed against the site as saved. */
const reviewDateChecks = (source: 'reviews' | 'worksites', slug: string, data: Record<string, unknown>) =>
  reviewDateRule.inChange({ source, slug, data }, siteValues(), '');

describe('a review is not dated before the worksite it cites', () => {
  const cited = example.reviews.find((candidate) => candidate.data.worksite)!;
  const its = example.worksites.find((candidate) => candidate.id === cited.data.worksite)!;
  const dayBefore = `${its.data.date}-01` < cited.data.date ? '2020-01-15' : cited.data.date;
  const project = copyProject('avis-chantier-');
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const saved = siteValues();
  afterEach(() => setSiteValues(saved));

  it('is the rule of the example as shipped, which it keeps', () => {
    expect(its.data.date <= cited.data.date.slice(0, 7)).toBe(true);
    expect(
      reviewDateProblems(
        example.reviews.map(({ id, data }) => datedReview(id, data)),
        example.worksites.map(({ id, data }) => datedWorksite(id, data)),
      ),
    ).toEqual([]);
  });

  it('is refused by the build under the review’s date, and by the admin from either side, in the same words', async () => {
    const file = `src/content/avis/${cited.id}.md`;
    mkdirSync(join(project, 'src/content/avis'), { recursive: true });
    writeFileSync(
      join(project, file),
      writeContent({ ...cited.data, date: dayBefore, consent: dayBefore, body: cited.text }, true),
    );
    const build = (await contentProblems(project)).problems.filter((problem) => problem.file === file);
    expect(build).toEqual([
      {
        file,
        field: labelledPath(contentSources.reviews.schema, ['date']),
        message: `L’avis est daté d’avant le chantier qu’il cite («\u00a0${its.data.title}\u00a0», ${its.data.date})\u00a0: un client parle de travaux faits. Vérifiez la date de l’avis, ou la réalisation choisie.`,
      },
    ]);

    setSiteValues({
      ...saved,
      dated: {
        worksites: example.worksites.map(({ id, data }) => datedWorksite(id, data)),
        reviews: [datedReview(cited.id, { ...cited.data, date: cited.data.date })],
      },
    });
    // The review being written: said under its date.
    expect(reviewDateChecks('reviews', cited.id, { ...cited.data, date: dayBefore })).toEqual([
      { path: ['date'], message: build[0]!.message },
    ]);
    // Its worksite's month moved after it: said under the month, the review known by its month only.
    const later = `${cited.data.date.slice(0, 4)}-12`;
    expect(reviewDateChecks('worksites', its.id, { ...its.data, date: later })).toEqual([
      {
        path: ['date'],
        message: `Avec ce mois, l’avis de ${cited.data.name} (${cited.data.date.slice(0, 7)}), qui cite ce chantier, serait daté d’avant lui\u00a0: vérifiez le mois des travaux, ou la date de cet avis.`,
      },
    ]);
    expect(reviewDateChecks('worksites', its.id, its.data)).toEqual([]);
  });
});

describe('a field left out', () => {
  it('is a field to fill in, never « tableau attendu, indéfini reçu »', () => {
    const { photos: _photos, ...withoutPhotos } = worksiteWith({});
    const label = labelledPath(contentSources.worksites.schema, ['photos']);
    expect(problems('worksites', withoutPhotos)[label]).toEqual([MISSING_MESSAGE]);
    expect(MISSING_MESSAGE).not.toMatch(/attendu|reçu|undefined|tableau/);
  });
});
