import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineScript } from '../../../src/integrations/inline-script';
import { belgianDay } from '../../../src/schemas/calendar';
import { buildDay, isCurrentOn, STALE_ATTRIBUTE, waitShownUntil } from '../../../src/lib/content/dated';
import { currentWaitOf } from '../../../src/lib/content/site-content';
import { fieldRuleMessages, type SiteRule } from '../../../src/lib/content/site-rules';
import { pastReviewRule } from '../../../src/lib/content/site-rules-dated';
import { pastReviewProblems, pastReviewReport, pastReviews } from '../../../src/lib/content/statements';
import { fieldsOf, itemOf, metaOf } from '../../../src/lib/content/schema-nodes';
import { contentSources, type ContentName } from '../../../src/schemas/collections';
import { monthsLater, STATEMENT_MAX_MONTHS } from '../../../src/schemas/dated';
import { WAIT_MAX_AGE_DEFAULT_DAYS } from '../../../src/schemas/storm';
import { uiSchema } from '../../../src/schemas/ui';
import { readExampleRaw } from '../../support/example-content';

/** A site with nothing in it: the rules on dates read none of it. */
const noSite = { identity: {}, communes: [], pages: {}, dated: { worksites: [], reviews: [] }, headingTexts: {} };
/** What the admin's field says of `value` at `field` of a document of `source`, by `rule` alone. */
const fieldMessage = (rule: SiteRule, source: ContentName, field: readonly string[], value: string, today: string) =>
  fieldRuleMessages({ source, slug: '', data: {} }, field, value, noSite, today, [rule])[0] ?? null;

const wait = { text: 'premières visites sous 3 jours ouvrables', date: '2026-12-01', maxAgeDays: 14 };

afterEach(() => {
  vi.useRealTimers();
});

describe('the current wait', () => {
  it('is shown for its days after its date, the last day included, then no more', () => {
    expect(WAIT_MAX_AGE_DEFAULT_DAYS).toBe(14);
    expect(waitShownUntil(wait)).toBe('2026-12-15');
    expect(currentWaitOf(wait, '2026-12-01')).toMatchObject({ text: wait.text, shownUntil: '2026-12-15' });
    expect(currentWaitOf(wait, '2026-12-15')).not.toBeNull();
    expect(currentWaitOf(wait, '2026-12-16')).toBeNull();
    expect(currentWaitOf({ ...wait, maxAgeDays: 3 }, '2026-12-05')).toBeNull();
    // Across the turn of the year and a leap day.
    expect(waitShownUntil({ date: '2026-12-25', maxAgeDays: 14 })).toBe('2027-01-08');
    expect(waitShownUntil({ date: '2028-02-20', maxAgeDays: 14 })).toBe('2028-03-05');
  });

  it('is not shown at all when the owner gives none', () => {
    expect(currentWaitOf({ ...wait, text: undefined }, '2026-12-01')).toBeNull();
  });
});

describe('what dates, on the page’s clock (fake clock, Belgian days)', () => {
  it('is current up to its last day, in Belgium whatever the visitor’s time zone', () => {
    expect(isCurrentOn('2026-12-15', '2026-12-15')).toBe(true);
    expect(isCurrentOn('2026-12-15', '2026-12-16')).toBe(false);
    // 23:30 UTC on 15 December is already the 16th in Brussels (UTC+1 in winter), 22:30 UTC still the 15th.
    expect(belgianDay(new Date('2026-12-15T23:30:00Z'))).toBe('2026-12-16');
    expect(belgianDay(new Date('2026-12-15T22:30:00Z'))).toBe('2026-12-15');
  });

  /**
   * The page's own early script (src/inline-scripts/office-hours.ts), built as the pages carry it, run
   * on a page of its own, on this realm's (fake) clock; its <html> is returned.
   */
  const runPageScript = (shownUntil: Record<string, string>) => {
    const { document } = new JSDOM('<!doctype html><html><head></head><body></body></html>').window;
    new Function('document', inlineScript('office-hours', { hours: { ranges: [], closedDates: [] }, shownUntil }))(
      document,
    );
    return document.documentElement;
  };

  it('marks <html> at once with what has gone past, and again when midnight passes on a page left open', () => {
    vi.useFakeTimers();
    // 15 December, 23:58 in Brussels: the wait's last day.
    vi.setSystemTime(new Date('2026-12-15T22:58:00Z'));
    const html = runPageScript({ delai: '2026-12-15' });
    expect(html.getAttribute(STALE_ATTRIBUTE)).toBe('');
    vi.advanceTimersByTime(3 * 60_000);
    expect(html.getAttribute(STALE_ATTRIBUTE)).toBe('delai');
  });

  it('on a page opened long after its build, hides it before anything is painted', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2028-01-10T09:00:00Z'));
    expect(runPageScript({ delai: '2026-12-15' }).getAttribute(STALE_ATTRIBUTE)).toBe('delai');
  });

  it('the build’s own day comes from SOURCE_DATE_EPOCH when set (reproducible builds), else from the clock', () => {
    expect(buildDay({ SOURCE_DATE_EPOCH: String(Date.parse('2026-12-01T12:00:00Z') / 1000) })).toBe('2026-12-01');
    expect(buildDay({}, new Date('2027-03-04T10:00:00Z'))).toBe('2027-03-04');
    expect(buildDay({ SOURCE_DATE_EPOCH: 'n’importe quoi' }, new Date('2027-03-04T10:00:00Z'))).toBe('2027-03-04');
  });
});

describe('the statements past their review date', () => {
  const raw = readExampleRaw();
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  it('are each named for the owner by their place in the admin, the day after their review date and not before', () => {
    const law = raw.ui.credentials.decennialLaw;
    const numbers = raw.storm.data.officialNumbers;
    expect(numbers.length).toBeGreaterThan(0);
    expect(raw.aid.statements.length).toBeGreaterThan(0);
    // Every dated statement of the content: the law, the official numbers, the VAT and the aids.
    const all = [law, ...numbers, raw.aid.vat, ...raw.aid.statements];
    const reviewDays = all.map((statement) => statement.reviewBy).sort();
    expect(pastReviews(raw, reviewDays[0]!)).toEqual([]);
    expect(pastReviews(raw, dayAfter(reviewDays[0]!)).length).toBeGreaterThan(0);
    const stale = pastReviews(raw, dayAfter(reviewDays.at(-1)!));
    expect(stale).toHaveLength(all.length);
    expect(stale[0]).toEqual({
      where: expect.stringMatching(
        /^Textes de l’interface › .* › Responsabilité décennale : ce que dit la loi › À revoir au plus tard le$/,
      ),
      what: expect.stringMatching(/^Date de relecture passée/),
    });
    expect(stale[1]!.where).toMatch(/ › Numéros officiels? › n°\u00a01 › À revoir au plus tard le$/);
    expect(stale.at(-1)!.where).toMatch(/^Prix, aides et TVA › Page « Aides et TVA » › Aides et mises en garde › /);
    // One wording for all of them, in the build's log.
    expect(new Set(stale.map(({ what }) => what.replace(/\(.*?\)/, '')))).toHaveLength(1);
    const report = pastReviewReport(stale)!.split('\n');
    expect(report[0]).toMatch(new RegExp(`^Informations à revoir\u00a0: ${all.length}\u00a0informations ont dépassé`));
    expect(report.slice(1)).toEqual(stale.map(({ where, what }) => `  - ${where}\u00a0: ${what}`));
    expect(pastReviewReport(stale.slice(0, 1))).toMatch(
      /^Informations à revoir\u00a0: 1\u00a0information a dépassé sa date/,
    );
    expect(pastReviewReport([])).toBeNull();
  });
});

describe('the admin and the statements past their review date', () => {
  const raw = readExampleRaw();
  const documents = [
    { name: 'ui', data: raw.ui, field: ['credentials', 'decennialLaw', 'reviewBy'] },
    { name: 'storm', data: raw.storm.data, field: ['officialNumbers', '*', 'reviewBy'] },
    { name: 'aid', data: raw.aid, field: ['statements', '*', 'reviewBy'] },
  ] as const;
  const late = '2099-01-01';

  it('refuses to save any of them past its day, under its review day, in the same words; nothing while current', () => {
    const messages = documents.flatMap(({ name, data }) => {
      const { schema } = contentSources[name];
      const problems = pastReviewProblems(schema, data, late);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.every(({ path }) => path.at(-1) === 'reviewBy')).toBe(true);
      expect(pastReviewProblems(schema, data, '2026-12-01')).toEqual([]);
      return problems.map(({ message }) => message);
    });
    expect(messages.length).toBe(pastReviews(raw, late).length);
    expect(new Set(messages.map((message) => message.replace(/\(.*?\)/, '')))).toHaveLength(1);
  });

  it('are found in every content file whose schema holds a review day, and in those only', () => {
    const holdsReviewDay = (schema: Parameters<typeof metaOf>[0]): boolean => {
      const item = itemOf(schema);
      return (
        Boolean(metaOf(schema).reviewDay) ||
        Object.values(fieldsOf(schema) ?? {}).some(holdsReviewDay) ||
        (item !== undefined && holdsReviewDay(item))
      );
    };
    const holding = Object.entries(contentSources).filter(([, source]) => holdsReviewDay(source.schema));
    // The build's log reads these documents (lib/content/statements.ts datedDocuments): a new one goes there too.
    expect(holding.map(([name]) => name).sort()).toEqual(documents.map(({ name }) => name).sort());
  });

  it('says it under the review day’s field as it is typed, and under no other date', () => {
    for (const { name, field } of documents) {
      const said = (path: readonly string[], today: string) =>
        fieldMessage(pastReviewRule, name, path, '2026-12-01', today);
      expect(said(field, '2026-12-02')).toMatch(/^Date de relecture passée/);
      expect(said(field, '2026-12-01')).toBeNull();
      expect(said([...field.slice(0, -1), 'checkedOn'], '2026-12-02')).toBeNull();
    }
  });
});

describe('a dated statement’s two dates', () => {
  const law = readExampleRaw().ui.credentials.decennialLaw;
  const schema = uiSchema.shape.credentials.shape.decennialLaw;
  const messages = (reviewBy: string) =>
    schema.safeParse({ ...law, reviewBy }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('must be checked again after its check, and within the limit', () => {
    expect(messages(law.reviewBy)).toEqual([]);
    expect(messages(law.checkedOn)).toEqual([
      ['reviewBy', expect.stringMatching(/^Le jour de relecture vient après celui de la vérification/)],
    ]);
    const latest = monthsLater(law.checkedOn, STATEMENT_MAX_MONTHS);
    expect(messages(latest)).toEqual([]);
    const tooLate = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000);
    expect(messages(tooLate.toISOString().slice(0, 10))).toEqual([
      [
        'reviewBy',
        expect.stringMatching(new RegExp(`^${STATEMENT_MAX_MONTHS}\u00a0mois au plus après la vérification`)),
      ],
    ]);
  });
});
