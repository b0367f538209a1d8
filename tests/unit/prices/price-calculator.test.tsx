// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceCalculator } from '../../../src/components/islands/PriceCalculator';
import { ServiceBudget } from '../../../src/components/sections/prices/ServiceBudget';
import { AidPage } from '../../../src/components/sections/aid/AidPage';
import { aidPage } from '../../../src/lib/pages/aid-page';
import { ESTIMATE_STORAGE_KEY, parseEstimate } from '../../../src/lib/contact/estimate-transfer';
import { budgetView } from '../../../src/lib/prices/budget-view';
import { monthsLater } from '../../../src/schemas/dated';
import { readExampleContent } from '../../support/example-content';
import { NBSP } from '../../../src/schemas/characters';

const content = readExampleContent();
const ardoise = content.services.find((service) => service.slug === 'couverture-ardoise')!;
const ossature = content.services.find((service) => service.budget?.lines.every((line) => line.vat === 'neuf'))!;
const { calculator: words } = content.budgetText;

function viewOf(service = ardoise, today = content.aid.vat.checkedOn) {
  return budgetView(
    { title: service.title, budget: service.budget! },
    {
      text: content.budgetText,
      vat: content.aid.vat,
      aidHref: content.aid.path,
      quoteHref: '/contact?projet=x',
      today,
    },
  );
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** A label as Testing Library reads it: its spaces, no-break ones included, collapsed. */
const asRead = (text: string) => text.replace(/\s+/gu, ' ');
const quantity = () => screen.getByLabelText(content.budgetText.units.m2.quantity);
const result = () => document.getElementById('calculateur-resultat')!.textContent ?? '';

describe('the budget block without JavaScript', () => {
  it('gives the ranges of the usual quantities in a table, with both VAT rates, and the rule with its source', () => {
    const view = viewOf();
    const { container } = render(<ServiceBudget view={view} statementText={content.aid.text} />);
    const tables = [...container.querySelectorAll('table')];
    expect(tables).toHaveLength(view.tables.items.length);
    const header = [...tables[0]!.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(header).toEqual([
      content.budgetText.tableQuantity,
      'HTVA',
      `TVAC à${NBSP}6${NBSP}%`,
      `TVAC à${NBSP}21${NBSP}%`,
    ]);
    const rows = [...tables[0]!.querySelectorAll('tbody tr')].map((row) => row.querySelector('th')!.textContent);
    expect(rows).toEqual(content.budgetText.units.m2.examples.map((count) => `${count}${NBSP}m²`));
    expect(container.textContent).toContain(content.budgetText.notAQuote);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(ardoise.budget!.pricedOn);
    const source = [...container.querySelectorAll('a')].find((a) => a.href === content.aid.vat.source.url);
    expect(source?.textContent).toBe(content.aid.vat.source.label);
    expect(container.querySelector(`a[href="${content.aid.path}"]`)).not.toBeNull();
  });

  it('past the VAT rule’s review day, sends to the source instead, and gives no rate', () => {
    const view = viewOf(ardoise, monthsLater(content.aid.vat.reviewBy, 1));
    const { container } = render(<ServiceBudget view={view} statementText={content.aid.text} />);
    expect(container.querySelector('[data-past-review]')?.textContent).toContain(content.aid.vat.source.label);
    expect(container.querySelector('table')!.textContent).not.toMatch(/TVAC/);
    expect(container.textContent).not.toContain(content.aid.vat.conditions[0]);
  });
});

describe('the aid page', () => {
  const render_ = (today: string) =>
    render(<AidPage {...aidPage(content, { origin: 'https://www.exemple.be', today }).body} />).container;

  it('states each aid with its date and source while current; past its review day, only where to check it', () => {
    const [primes] = content.aid.statements;
    const current = render_(primes!.checkedOn);
    expect(current.textContent).toContain(primes!.text);
    expect(current.querySelector(`time[datetime="${primes!.checkedOn}"]`)).not.toBeNull();
    expect(current.querySelector('[data-past-review]')).toBeNull();
    document.body.innerHTML = '';
    const late = render_(monthsLater(primes!.reviewBy, 1));
    expect(late.textContent).not.toContain(primes!.text);
    const stale = late.querySelector('[data-past-review]')!;
    expect(stale.querySelector('a')?.getAttribute('href')).toBe(primes!.source.url);
    expect(stale.textContent).toContain(content.aid.text.stale);
  });
});

describe('the calculator', () => {
  it('computes as the visitor types, with the rate their answer calls for, and says why', () => {
    render(<PriceCalculator {...viewOf().calculator} />);
    expect(result()).toBe(words.prompt);
    fireEvent.change(quantity(), { target: { value: '80' } });
    expect(result()).toContain(`10${'\u202f'}000${NBSP}à 16${'\u202f'}000${NBSP}€`);
    expect(result()).toContain(`TVAC à${NBSP}21${NBSP}%`);
    expect(result()).toContain(content.aid.vat.cases.unknown);
    fireEvent.click(screen.getByLabelText(asRead(words.homeReduced)));
    expect(result()).not.toContain(`TVAC à${NBSP}21${NBSP}%`);
    expect(result()).toContain(content.aid.vat.cases.reduced);
    fireEvent.click(screen.getByLabelText(asRead(words.homeNormal)));
    expect(result()).not.toContain(`TVAC à${NBSP}6${NBSP}%`);
    expect(result()).toContain(content.aid.vat.cases.normal);
  });

  it('says in French what is wrong with a quantity, and never shows NaN', () => {
    render(<PriceCalculator {...viewOf().calculator} />);
    const cases: [string, string][] = [
      ['abc', words.notNumber],
      ['0', words.notPositive],
      ['-3', words.notPositive],
      ['999999', words.tooLarge.replace('{max}', `5${'\u202f'}000${NBSP}m²`)],
      ['', words.prompt],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(quantity(), { target: { value: typed } });
      expect(result(), typed).toBe(message);
      expect(quantity().getAttribute('aria-invalid'), typed).toBe(message === words.prompt ? null : 'true');
      // One background only: of two, the stylesheet's order would choose, not the refusal.
      const background = [...quantity().classList].filter((name) => name.startsWith('bg-'));
      expect(background, typed).toEqual([message === words.prompt ? 'bg-white' : 'bg-red-50']);
    }
    fireEvent.change(quantity(), { target: { value: '82,5' } });
    expect(result()).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('asks no quantity for a whole job, and no question on the dwelling for a new building', () => {
    render(<PriceCalculator {...viewOf().calculator} />);
    const repair = ardoise.budget!.lines.findIndex((line) => line.unit === 'forfait');
    fireEvent.change(screen.getByLabelText(words.line), { target: { value: String(repair) } });
    expect(screen.queryByLabelText(content.budgetText.units.m2.quantity)).toBeNull();
    expect(result()).toContain('HTVA');
    document.body.innerHTML = '';
    render(<PriceCalculator {...viewOf(ossature).calculator} />);
    expect(screen.queryByText(words.home)).toBeNull();
    fireEvent.change(quantity(), { target: { value: '120' } });
    expect(result()).toContain(content.aid.vat.newBuild);
    expect(result()).not.toContain(`TVAC à${NBSP}6${NBSP}%`);
  });

  it('keeps the estimate for the form when « Demander un devis pour ce projet » is followed, not before', () => {
    render(<PriceCalculator {...viewOf().calculator} />);
    const link = screen.getByRole('link', { name: words.quote });
    expect(link.getAttribute('href')).toBe('/contact?projet=x');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(sessionStorage.getItem(ESTIMATE_STORAGE_KEY)).toBeNull();
    fireEvent.change(quantity(), { target: { value: '80' } });
    fireEvent.click(link);
    const kept = parseEstimate(sessionStorage.getItem(ESTIMATE_STORAGE_KEY), Date.now());
    expect(kept).toContain(ardoise.title);
    expect(kept).toContain(`80${NBSP}m²`);
    expect(kept).toContain(`10${'\u202f'}000${NBSP}à 16${'\u202f'}000${NBSP}€ HTVA`);
  });

  it('hydrates over what the visitor typed and chose before its code arrived', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const props = viewOf().calculator;
    const host = document.createElement('div');
    host.innerHTML = renderToString(<PriceCalculator {...props} />);
    document.body.append(host);
    // The visitor, before hydration: a quantity typed, an answer chosen.
    host.querySelector<HTMLInputElement>('input[name="quantite"]')!.value = '40';
    host.querySelector<HTMLInputElement>('input[value="reduced"]')!.checked = true;
    await act(async () => {
      hydrateRoot(host, <PriceCalculator {...props} />);
    });
    expect(host.querySelector<HTMLInputElement>('input[name="quantite"]')!.value).toBe('40');
    expect(result()).toContain(`5${'\u202f'}000${NBSP}à 7${'\u202f'}800${NBSP}€`);
    expect(result()).toContain(content.aid.vat.cases.reduced);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
