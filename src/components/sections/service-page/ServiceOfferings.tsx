import type { ServiceContent } from '../../../lib/content/site-content';
import type { UiText } from '../../../schemas/ui';
import { Card } from '../../ui/Card';
import { CheckList } from '../../ui/CheckList';

/** What the business does within the service, each offering with its list of points. */
export function ServiceOfferings({ service, text }: { service: ServiceContent; text: UiText['servicePage'] }) {
  return (
    <section aria-labelledby="prestations-titre" className="container-page py-16 md:py-24">
      <h2 id="prestations-titre" className="text-3xl font-semibold md:text-4xl">
        {text.offeringsHeading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2" data-testid="prestations">
        {service.offerings.map((offering) => (
          <Card as="li" padding="roomy" radius="large" key={offering.title}>
            <h3 className="text-2xl font-semibold">{offering.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-700">{offering.text}</p>
            <CheckList items={offering.bullets} className="mt-5 space-y-2.5" size="large" />
          </Card>
        ))}
      </ul>
    </section>
  );
}
