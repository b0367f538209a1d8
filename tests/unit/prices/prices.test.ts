import { describe, expect, it } from 'vitest';
import { fieldProblems, documentProblems } from '../../../src/lib/content/content-rules';
import { budgetView } from '../../../src/lib/prices/budget-view';
import { estimateMessage, shownRates } from '../../../src/lib/prices/calculator';
import { fieldRuleMessages, type SiteRule } from '../../../src/lib/content/site-rules';
import { outdatedPriceRule, pastReviewRule } from '../../../src/lib/content/site-rules-dated';
import { isPastReview, pastReviewProblems, pastReviews } from '../../../src/lib/content/statements';
import { isPriceListOutdated, priceListLastDay } from '../../../src/lib/prices/dated';
import { estimate } from '../../../src/lib/prices/estimate';
import {
  examplePricesFromKeys,
  outdatedPriceProblems,
  priceKeys,
  priceLaunchProblems,
  pricedServices,
} from '../../../src/lib/prices/price-checks';
import { statementView } from '../../../src/lib/prices/statements';
import { aidPageSchema } from '../../../src/schemas/aid';
import { BUDGET_WITHOUT_RANGE } from '../../../src/schemas/prices';
import { contentSources, type ContentName } from '../../../src/schemas/collections';
import { monthsLater } from '../../../src/schemas/dated';
import { readExampleContent, readExampleRaw } from '../../support/example-content';
import { NBSP } from '../../../src/schemas/characters';

/** A site with nothing in it: the rules on dates read none of it. */
const noSite = { identity: {}, communes: [], pages: {}, dated: { worksites: [], reviews: [] }, headingTexts: {} };
/** What the admin's field says of `value` at `field` of a document of `source`, by `rule` alone. */
const fieldMessage = (rule: SiteRule, source: ContentName, field: readonly string[], value: string, today: string) =>
  fieldRuleMessages({ source, slug: '', data: {} }, field, value, noSite, today, [rule])[0] ?? null;

const content = readExampleContent();
const raw = readExampleRaw();
const priced = content.services.filter((service) => service.budget);
const ardoise = content.services.find((service) => service.slug === 'couverture-ardoise')!;
const example = examplePricesFromKeys(new Set(priceKeys(pricedServices(raw.services))));

describe('the days dated content holds', () => {
  it('counts months on the calendar, the 31st of a shorter month being its last day', () => {
    expect(monthsLater('2026-12-01', 12)).toBe('2027-12-01');
    expect(monthsLater('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsLater('2028-02-29', 12)).toBe('2029-02-28');
    expect(monthsLater('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('publishes a price list for twelve months, to the day', () => {
    expect(priceListLastDay('2026-12-01')).toBe('2027-12-01');
    expect(isPriceListOutdated('2026-12-01', '2027-12-01')).toBe(false);
    expect(isPriceListOutdated('2026-12-01', '2027-12-02')).toBe(true);
  });

  it('publishes a statement as current up to its review day, and as « à vérifier » after it', () => {
    expect(isPastReview({ reviewBy: '2027-03-01' }, '2027-03-01')).toBe(false);
    expect(isPastReview({ reviewBy: '2027-03-01' }, '2027-03-02')).toBe(true);
    const [primes] = raw.aid.statements;
    const before = statementView(primes!, primes!.checkedOn);
    expect(before).toMatchObject({ current: true, text: primes!.text, source: { href: primes!.source.url } });
    const after = statementView(primes!, monthsLater(primes!.reviewBy, 1));
    expect(after).toEqual({
      current: false,
      title: primes!.title,
      stale: { sourceLabel: primes!.source.label, sourceHref: primes!.source.url, checkedOn: expect.any(String) },
    });
    expect(JSON.stringify(after)).not.toContain(primes!.text);
  });
});

describe('the budget of a service page', () => {
  const today = content.aid.vat.checkedOn;
  const view = budgetView(
    { title: ardoise.title, budget: ardoise.budget! },
    { text: content.budgetText, vat: content.aid.vat, aidHref: content.aid.path, quoteHref: '/contact', today },
  );

  it('is shipped on every service page of the example', () => {
    expect(priced.length).toBe(content.services.length);
  });

  it('gives each range excluding VAT with its unit, and a table of the usual quantities of each counted work', () => {
    expect(view.lines.map((line) => line.unit)).toEqual(
      ardoise.budget!.lines.map((line) => content.budgetText.units[line.unit].price),
    );
    const counted = ardoise.budget!.lines.filter((line) => line.unit !== 'forfait');
    expect(view.tables.items.map((table) => table.line)).toEqual(counted.map((line) => line.label));
    for (const [index, table] of view.tables.items.entries()) {
      const line = counted[index]!;
      const examples = content.budgetText.units[line.unit as 'm2'].examples;
      expect(table.rows).toHaveLength(examples.length);
      expect(table.columns.withVat).toEqual([`TVAC à${NBSP}6${NBSP}%`, `TVAC à${NBSP}21${NBSP}%`]);
      // Each row is the calculator's own estimate of that quantity.
      const first = estimate(line, examples[0]!, [6, 21]);
      expect(table.rows[0]!.excludingVat).toContain(first.excludingVat.low.toLocaleString('fr-BE'));
      expect(table.rows[0]!.withVat[1]).toContain(first.withVat[1]!.range.high.toLocaleString('fr-BE'));
    }
    expect(view.pricedOn).toEqual({ date: ardoise.budget!.pricedOn, label: 'Prix indicatifs au 1er décembre 2026' });
  });

  it('states the VAT rule with its source while it is current; past its review day, no rate at all', () => {
    expect(view.vat).toMatchObject({ current: true, conditions: content.aid.vat.conditions });
    expect(view.calculator.rates).toEqual({ reduced: 6, normal: 21 });
    const late = budgetView(
      { title: ardoise.title, budget: ardoise.budget! },
      {
        text: content.budgetText,
        vat: content.aid.vat,
        aidHref: content.aid.path,
        quoteHref: '/contact',
        today: monthsLater(content.aid.vat.reviewBy, 1),
      },
    );
    expect(late.vat).toMatchObject({ current: false, stale: { sourceHref: content.aid.vat.source.url } });
    expect(late.calculator.rates).toBeNull();
    expect(late.calculator.reasons).toBeNull();
    expect(late.tables.items.every((table) => table.columns.withVat.length === 0)).toBe(true);
    expect(JSON.stringify(late.tables)).not.toMatch(/TVAC|%/);
    expect(JSON.stringify(late.vat)).not.toContain(content.aid.vat.conditions[0]);
  });

  it('shows the rate that applies: both when the visitor does not know, the normal one for a new building', () => {
    const rates = { reduced: 6, normal: 21 };
    expect(shownRates({ vat: 'renovation' }, 'unknown', rates)).toEqual([6, 21]);
    expect(shownRates({ vat: 'renovation' }, 'reduced', rates)).toEqual([6]);
    expect(shownRates({ vat: 'renovation' }, 'normal', rates)).toEqual([21]);
    expect(shownRates({ vat: 'neuf' }, 'reduced', rates)).toEqual([21]);
    expect(shownRates({ vat: 'renovation' }, 'reduced', null)).toEqual([]);
  });

  it('writes the estimate for the message as plain text: the service, the work and its quantity, the ranges', () => {
    const line = view.calculator.lines[0]!;
    const result = estimate(line, 82.5, [6]);
    const message = estimateMessage(
      { service: ardoise.title, line, quantity: 82.5, result },
      { text: view.calculator.text, units: view.calculator.units },
    );
    expect(message.split('\n')).toEqual([
      `Estimation faite sur le site${NBSP}: ${ardoise.title}`,
      `${line.label}${NBSP}: 82,5${NBSP}m²`,
      expect.stringMatching(
        /^Budget indicatif\u00a0: [\d\u202f]+\u00a0à [\d\u202f]+\u00a0€ HTVA \([\d\u202f]+\u00a0à [\d\u202f]+\u00a0€ TVAC à\u00a06\u00a0%\)$/,
      ),
    ]);
    expect(message).not.toMatch(/NaN|undefined|\{/);
  });
});

describe('the rules on prices, for the build and the admin alike', () => {
  const { schema } = contentSources.services;

  it('refuse a range whose « De » is above its « À », under the field, in the build’s words', () => {
    const service = raw.services.find((entry) => entry.id === 'couverture-ardoise')!.data;
    const lines = service.budget!.lines.map((line, index) => (index === 0 ? { ...line, from: 300, to: 200 } : line));
    const broken = { ...service, budget: { ...service.budget!, lines } };
    const build = documentProblems({ schema }, broken, null);
    expect(build.map((problem) => problem.path.join('.'))).toEqual(['budget.lines.0.to']);
    expect(build[0]!.message).toMatch(
      /^Le haut de la fourchette \(200\u00a0€\) est plus bas que le bas \(300\u00a0€\)/,
    );
    // The admin judges a list's item as a whole: the list says which item and which field.
    const admin = fieldProblems({ schema }, ['budget', 'lines'], lines, null, null);
    expect(admin).toEqual([`n°${NBSP}1 › À (€ HTVA)${NBSP}: ${build[0]!.message}`]);
    expect(fieldProblems({ schema }, ['budget', 'lines'], service.budget!.lines, null, null)).toEqual([]);
  });

  it('refuse a budget begun without a price range, under its list, and take a group left empty as no budget', () => {
    const service = raw.services.find((entry) => entry.id === 'couverture-ardoise')!.data;
    const begun = { ...service.budget!, lines: [] };
    const build = documentProblems({ schema }, { ...service, budget: begun }, null);
    expect(build.map((problem) => [problem.path.join('.'), problem.message])).toEqual([
      ['budget.lines', BUDGET_WITHOUT_RANGE],
    ]);
    // Said under the list as the owner empties it, the group being the field's container.
    const container = { path: ['budget'], value: begun };
    expect(fieldProblems({ schema }, ['budget', 'lines'], [], container, null, { sizeChecked: true })).toEqual([
      BUDGET_WITHOUT_RANGE,
    ]);
    const empty = { pricedOn: '', lines: [], included: [], varies: [] };
    expect(documentProblems({ schema }, { ...service, budget: empty }, null)).toEqual([]);
  });

  it('refuse a statement reviewed before it was checked, or more than twelve months after', () => {
    const before = { ...raw.aid.vat, reviewBy: '2026-11-30' };
    const late = { ...raw.aid.vat, reviewBy: '2027-12-02' };
    for (const vat of [before, late]) {
      const result = aidPageSchema.safeParse({ ...raw.aid, vat });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vat.reviewBy']);
    }
    expect(aidPageSchema.safeParse({ ...raw.aid, vat: { ...raw.aid.vat, reviewBy: '2027-12-01' } }).success).toBe(true);
  });

  it('refuse saving a price list more than a year old, or a statement past its review day, under its date', () => {
    const service = raw.services[0]!.data as unknown as Record<string, unknown>;
    const pricedOn = (service['budget'] as { pricedOn: string }).pricedOn;
    expect(outdatedPriceProblems('services', service, priceListLastDay(pricedOn))).toEqual([]);
    expect(outdatedPriceProblems('services', service, monthsLater(pricedOn, 13))).toEqual([
      { path: ['budget', 'pricedOn'], message: expect.stringMatching(/^Prix fixés le .* il y a plus de 12\u00a0mois/) },
    ]);
    expect(
      fieldMessage(outdatedPriceRule, 'services', ['budget', 'pricedOn'], pricedOn, monthsLater(pricedOn, 13)),
    ).toMatch(/^Prix fixés le/);
    const aid = raw.aid as unknown as Record<string, unknown>;
    const [primes] = raw.aid.statements;
    const day = monthsLater(primes!.reviewBy, 1);
    const { schema: aidSchema } = contentSources.aid;
    const paths = pastReviewProblems(aidSchema, aid, day).map((problem) => problem.path.join('.'));
    expect(paths).toContain('statements.0.reviewBy');
    expect(paths).not.toContain('vat.reviewBy');
    expect(fieldMessage(pastReviewRule, 'aid', ['statements', '*', 'reviewBy'], primes!.reviewBy, day)).toMatch(
      /^Date de relecture passée/,
    );
    // Only under a review day: the day of the check, the same value, says nothing.
    expect(fieldMessage(pastReviewRule, 'aid', ['statements', '*', 'checkedOn'], primes!.reviewBy, day)).toBeNull();
    expect(pastReviewProblems(aidSchema, aid, raw.aid.vat.checkedOn)).toEqual([]);
  });

  it('let a host publish the owner’s own prices, and list the example’s by their place in the admin', () => {
    const today = '2026-12-15';
    const exampleProblems = priceLaunchProblems(pricedServices(raw.services), example, today);
    const ardoiseLines = exampleProblems.filter(({ where }) => where.startsWith(`Services › ${ardoise.title} › `));
    expect(ardoiseLines.map(({ where }) => where)).toEqual([
      ...ardoise.budget!.lines.map(
        (_, index) => `Services › ${ardoise.title} › Budget indicatif › Fourchettes de prix › n°${NBSP}${index + 1}`,
      ),
      `Services › ${ardoise.title} › Budget indicatif › Prix fixés le`,
    ]);
    expect(ardoiseLines[0]!.what).toContain('est une fourchette de l’exemple');
    // The owner's prices, set a month ago: nothing to say; thirteen months ago: the date, named.
    const own = pricedServices(raw.services).map((service) => ({
      ...service,
      budget: service.budget && {
        ...service.budget,
        pricedOn: '2026-11-15',
        lines: service.budget.lines.map((line) => ({ ...line, from: line.from + 5, to: line.to + 5 })),
      },
    }));
    expect(priceLaunchProblems(own, example, today)).toEqual([]);
    const old = priceLaunchProblems(own, example, monthsLater('2026-11-15', 13));
    expect(old.map(({ where }) => where)).toEqual(
      own.map((service) => `Services › ${service.title} › Budget indicatif › Prix fixés le`),
    );
  });

  it('list the statements past their review day for the build’s log', () => {
    expect(pastReviews(raw, raw.aid.vat.checkedOn)).toEqual([]);
    const late = pastReviews(raw, monthsLater(raw.aid.vat.reviewBy, 1)).filter(({ where }) =>
      where.startsWith('Prix, aides et TVA › '),
    );
    expect(late.map(({ where }) => where)).toEqual([
      'Prix, aides et TVA › Page « Aides et TVA » › TVA sur les travaux › À revoir au plus tard le',
      ...raw.aid.statements.map(
        (_, index) =>
          `Prix, aides et TVA › Page « Aides et TVA » › Aides et mises en garde › n°${NBSP}${index + 1} › À revoir au plus tard le`,
      ),
    ]);
  });
});
