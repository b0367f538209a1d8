/**
 * The statements of law and of public services past their review date: the build lists them for the
 * owner (integrations/launch-guard.ts), each by its place in the admin. Past that date the pages no
 * longer publish the law's statement as current; the official numbers stay, with the day they were
 * checked, because a number to call in danger is never withheld.
 */
import { adminGroups, contentSources } from '../../schemas/collections';
import type { DatedStatement } from '../../schemas/statements';
import { labelledPath } from './content-rules';
import { isCurrentOn } from './dated';
import type { RawContent } from './site-content';

export interface StaleStatement {
  where: string;
  reviewBy: string;
}

export function staleStatements(raw: Pick<RawContent, 'ui' | 'storm'>, today: string): StaleStatement[] {
  const place = (source: 'ui' | 'storm', path: (string | number)[]) => {
    const { group, label, schema } = contentSources[source];
    return [adminGroups[group], label, labelledPath(schema, path)].join(' › ');
  };
  const statements: { where: string; statement: DatedStatement }[] = [
    { where: place('ui', ['credentials', 'decennialLaw']), statement: raw.ui.credentials.decennialLaw },
    ...raw.storm.data.officialNumbers.map((statement, index) => ({
      where: place('storm', ['officialNumbers', index]),
      statement,
    })),
  ];
  return statements
    .filter(({ statement }) => !isCurrentOn(statement.reviewBy, today))
    .map(({ where, statement }) => ({ where, reviewBy: statement.reviewBy }));
}
