import type { ReactNode } from 'react';
import type { BudgetView } from '../../../lib/prices/budget-view';
import type { AidPage } from '../../../schemas/aid';
import { CheckList } from '../../ui/CheckList';
import { textLinkClass } from '../../ui/LinkList';
import { BudgetTables } from './BudgetTables';
import { VatRuleBlock } from './VatRuleBlock';

interface ServiceBudgetProps {
  view: BudgetView;
  /** The words around a dated statement (the aid page's). */
  statementText: AidPage['text'];
  /** The calculator island, rendered by the page. */
  children?: ReactNode;
}

/**
 * « Budget indicatif » on a service page: the owner's ranges with their date, always called an
 * estimate, what is included and what makes the price vary, the calculator, the table of usual
 * quantities (static HTML: the ranges without JavaScript), and the VAT rule with its source.
 */
export function ServiceBudget({ view, statementText, children }: ServiceBudgetProps) {
  return (
    <section id="budget" aria-labelledby="budget-titre" className="bg-paper-100 py-16 md:py-24">
      <div className="container-page">
        <h2 id="budget-titre" className="text-3xl font-semibold md:text-4xl">
          {view.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-ink-800">
          <time dateTime={view.pricedOn.date}>{view.pricedOn.label}</time>. {view.notAQuote}
        </p>
        <div className="mt-10 grid items-start gap-8 lg:grid-cols-2">
          <div>
            <ul className="grid gap-3" data-testid="fourchettes">
              {view.lines.map((line) => (
                <li key={line.label} className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
                  <p className="text-ink-800">{line.label}</p>
                  <p className="mt-1 font-display text-2xl font-semibold text-ink-950 tabular-nums">
                    {line.range}{' '}
                    <span className="font-sans text-base font-medium text-ink-700">{line.excludingVat}</span>{' '}
                    <span className="font-sans text-base font-medium text-ink-700">{line.unit}</span>
                  </p>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-sans text-lg font-semibold">{view.included.heading}</h3>
            <CheckList items={view.included.items} className="mt-3 space-y-2" size="large" />
            <h3 className="mt-8 font-sans text-lg font-semibold">{view.varies.heading}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-800">
              {view.varies.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {children}
        </div>
        <BudgetTables {...view.tables} />
        <div className="mt-12 max-w-3xl">
          <VatRuleBlock rule={view.vat} text={statementText} level={3} id="budget-tva" />
          <p className="mt-6">
            <a href={view.aid.href} className={textLinkClass}>
              {view.aid.label}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
