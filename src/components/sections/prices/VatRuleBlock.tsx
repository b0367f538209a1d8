import type { VatRule } from '../../../lib/prices/statements';
import type { AidPage } from '../../../schemas/aid';
import { StaleNote } from './StaleNote';
import { StatementSource } from '../../ui/StatementSource';

interface VatRuleBlockProps {
  rule: VatRule;
  text: Pick<AidPage['text'], 'checkedOn' | 'source' | 'conditions' | 'stale' | 'staleChecked'>;
  /** The heading's level where the block stands (a service page's budget: 3; the aid page: 2). */
  level: 2 | 3;
  id: string;
}

/**
 * The VAT on renovation as the law states it, dated, with its source; past its review day, only
 * where to check it (the rates are then never presented as current).
 */
export function VatRuleBlock({ rule, text, level, id }: VatRuleBlockProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id}>
      <Heading
        id={id}
        className={level === 2 ? 'text-2xl font-semibold md:text-3xl' : 'font-sans text-lg font-semibold'}
      >
        {rule.title}
      </Heading>
      {rule.current ? (
        <div className="mt-3 space-y-3 text-ink-800">
          <p className="font-semibold">{text.conditions}</p>
          <ol className="list-decimal space-y-2 pl-5">
            {rule.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ol>
          <p>{rule.invoice}</p>
          <p>{rule.otherwise}</p>
          <p>{rule.newBuild}</p>
          <StatementSource checkedOn={rule.checkedOn} source={rule.source} text={text} />
        </div>
      ) : (
        <div className="mt-3">
          <StaleNote note={rule.stale} text={text} />
        </div>
      )}
    </section>
  );
}
