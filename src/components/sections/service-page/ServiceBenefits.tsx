import type { ServiceContent } from '../../../lib/content/site-content';
import type { UiText } from '../../../schemas/ui';
import { Card } from '../../ui/Card';
import { Icon } from '../../ui/Icon';

/** Four reasons to choose the service, each a card with its icon. */
export function ServiceBenefits({ service, text }: { service: ServiceContent; text: UiText['servicePage'] }) {
  return (
    <section aria-labelledby="avantages-titre" className="bg-paper-100 py-16 md:py-24">
      <div className="container-page">
        <h2 id="avantages-titre" className="text-3xl font-semibold md:text-4xl">
          {text.benefitsHeading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="avantages">
          {service.benefits.map((benefit) => (
            <Card as="li" key={benefit.title}>
              <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-copper-200">
                <Icon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{benefit.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
