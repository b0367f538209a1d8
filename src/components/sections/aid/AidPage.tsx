import type { StatementView, VatRule } from '../../../lib/prices/statements';
import type { AidPage as AidPageContent } from '../../../schemas/aid';
import { LinkList, textLinkClass } from '../../ui/LinkList';
import { PageHeader } from '../../ui/PageHeader';
import { VatRuleBlock } from '../prices/VatRuleBlock';
import { AidStatement } from './AidStatement';

interface AidPageProps {
  heading: string;
  intro: string;
  vat: VatRule;
  aidHeading: string;
  statements: readonly StatementView[];
  closing: string;
  text: AidPageContent['text'];
  /** The services' budgets (their page's « Budget indicatif »). */
  budgets: readonly { href: string; label: string }[];
}

/** `/aides-et-tva`: the VAT on renovation, then each aid and warning, each with its date and source. */
export function AidPage({ heading, intro, vat, aidHeading, statements, closing, text, budgets }: AidPageProps) {
  return (
    <article aria-labelledby="aides-titre">
      <PageHeader id="aides-titre" title={heading} intro={intro} />
      <div className="container-page py-12 md:py-16">
        <div className="mx-auto max-w-3xl space-y-14">
          <VatRuleBlock rule={vat} text={text} level={2} id="tva-titre" />
          <section aria-labelledby="aides-region-titre">
            <h2 id="aides-region-titre" className="text-2xl font-semibold md:text-3xl">
              {aidHeading}
            </h2>
            <div className="mt-6 grid gap-6">
              {statements.map((statement, index) => (
                <AidStatement key={statement.title} statement={statement} text={text} id={`aide-${index + 1}`} />
              ))}
            </div>
            <p className="mt-6 leading-relaxed text-ink-800">{closing}</p>
          </section>
          {budgets.length > 0 && (
            <nav aria-labelledby="budgets-titre">
              <h2 id="budgets-titre" className="font-sans text-lg font-semibold">
                {text.servicesLink}
              </h2>
              <LinkList links={budgets} className="mt-3 flex flex-wrap gap-x-5 gap-y-2" linkClassName={textLinkClass} />
            </nav>
          )}
        </div>
      </div>
    </article>
  );
}
