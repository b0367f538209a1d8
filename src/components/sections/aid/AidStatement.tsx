import type { StatementView } from '../../../lib/prices/statements';
import type { AidPage } from '../../../schemas/aid';
import { Card } from '../../ui/Card';
import { StaleNote } from '../prices/StaleNote';
import { StatementSource } from '../../ui/StatementSource';

interface AidStatementProps {
  statement: StatementView;
  text: AidPage['text'];
  id: string;
}

/** One aid or warning: what held on the day it was checked, what is not known, its source; or where to check it. */
export function AidStatement({ statement, text, id }: AidStatementProps) {
  return (
    <Card as="article" padding="roomy" radius="large" aria-labelledby={id}>
      <h3 id={id} className="text-2xl font-semibold">
        {statement.title}
      </h3>
      {statement.current ? (
        <div className="mt-4 space-y-4 leading-relaxed text-ink-800">
          <p>{statement.text}</p>
          {statement.unknown && (
            <p>
              <strong className="font-semibold">{text.unknown}</strong> {statement.unknown}
            </p>
          )}
          <StatementSource checkedOn={statement.checkedOn} source={statement.source} text={text} />
        </div>
      ) : (
        <div className="mt-4">
          <StaleNote note={statement.stale} text={text} />
        </div>
      )}
    </Card>
  );
}
