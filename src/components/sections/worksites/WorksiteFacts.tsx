import type { UiText } from '../../../schemas/ui';
import { Card } from '../../ui/Card';

/** « Le chantier en bref »: commune, month, and the facts the owner gave. */
export function WorksiteFacts({
  facts,
  text,
}: {
  facts: readonly { label: string; value: string }[];
  text: Pick<UiText['worksites'], 'factsHeading'>;
}) {
  return (
    <Card as="div" padding="roomy" className="self-start">
      <h2 className="text-xl font-semibold text-ink-900">{text.factsHeading}</h2>
      <dl className="mt-4 space-y-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm font-semibold text-ink-700">{fact.label}</dt>
            <dd className="text-ink-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
