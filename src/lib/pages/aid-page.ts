/**
 * `/aides-et-tva`'s data: the VAT on renovation and the statements on public aid as they stand on
 * `today` (current, or only where to check them: lib/prices/statements.ts), and the budgets of the
 * services that have one.
 */
import type { SiteContent } from '../content/site-content';
import { belgianDay } from '../../schemas/calendar';
import { statementView, vatRule } from '../prices/statements';
import { callBarOf, pageFrame, pageHead, quoteHrefFor } from './frame';

export function aidPage(
  content: SiteContent,
  { origin, today = belgianDay() }: { origin: string | URL; today?: string },
) {
  const { aid } = content;
  const frame = pageFrame(content, origin);
  return {
    frame,
    callBar: callBarOf(content, frame, quoteHrefFor()),
    head: pageHead(content, {
      title: aid.meta.title,
      description: aid.meta.description,
      keywords: aid.meta.keywords,
      canonicalPath: aid.path,
    }),
    body: {
      heading: aid.heading,
      intro: aid.intro,
      vat: vatRule(aid.vat, today),
      aidHeading: aid.aidHeading,
      statements: aid.statements.map((statement) => statementView(statement, today)),
      closing: aid.closing,
      text: aid.text,
      budgets: content.services
        .filter((service) => service.budget)
        .map((service) => ({ href: `${service.path}#budget`, label: service.title })),
    },
  };
}
