import type { BusinessPhones } from '../../lib/contact/phone';
import type { Home, SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';
import type { Commune } from '../../schemas/zone';
import { formatKm } from '../../lib/content/format';
import { ButtonLink } from '../ui/ButtonLink';
import { buttonStyles } from '../ui/button-styles';
import { CallPair } from '../ui/CallPair';
import { CheckList } from '../ui/CheckList';
import { Icon } from '../ui/Icon';
import { SectionShell } from '../ui/SectionShell';
import { Card } from '../ui/Card';

interface CommunesSectionProps {
  meta: SectionMeta;
  communes: readonly Commune[];
  whyChoose: Home['whyChoose'];
  text: UiText['communes'];
  phones: BusinessPhones;
}

export function CommunesSection({ meta, communes, whyChoose, phones, text }: CommunesSectionProps) {
  return (
    <SectionShell id="communes-proches" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro} tone="sand">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {communes.map((commune) => (
          <Card as="li" className="flex flex-col" key={commune.name} data-commune={commune.name}>
            <div className="flex items-start justify-between gap-4">
              <h3 className="text-xl font-semibold">{commune.name}</h3>
              {/* Two short lines beside the name: « 5 km » over « par la route », so a long name keeps its width. */}
              <span className="shrink-0 rounded-2xl bg-copper-50 px-3 py-1 text-center text-sm leading-tight font-semibold text-copper-800 ring-1 ring-copper-200">
                {formatKm(commune.distanceKm)} <span className="block text-xs font-medium">{text.byRoad}</span>
              </span>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-ink-700">{commune.description}</p>
            <CheckList
              items={commune.specialities}
              className="mt-4 space-y-1.5 text-sm text-ink-800"
              label={`${text.specialitiesLabel} — ${commune.name}`}
            />
          </Card>
        ))}
      </ul>

      <div className="mt-16 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="text-2xl font-semibold md:text-3xl">{text.whyHeading}</h3>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2" data-testid="pourquoi-nous-choisir">
            {whyChoose.map((point) => (
              <Card as="li" padding="compact" shadow="none" className="flex gap-4" key={point.title}>
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-copper-200">
                  <Icon name={point.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink-950">{point.title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-700">{point.text}</span>
                </span>
              </Card>
            ))}
          </ul>
        </div>
        <div className="on-dark flex flex-col justify-center rounded-3xl bg-copper-700 p-8 text-white md:p-10">
          <h3 className="text-2xl font-semibold text-white md:text-3xl">{text.callHeading}</h3>
          <p className="mt-3 leading-relaxed text-copper-50">{text.callText}</p>
          <div className="mt-7 flex flex-col gap-3">
            {/* The line that answers now: the emergency line while the office is closed (ui/CallPair.tsx). */}
            <CallPair
              name="communes"
              phones={phones}
              display="inline-flex"
              buttonClass={buttonStyles({ variant: 'dark' })}
              main={
                <>
                  <Icon name="phone" />
                  {text.callButtonPrefix} {phones.phone.display}
                </>
              }
              emergency={
                <>
                  <Icon name="phone" />
                  <span>
                    {text.callEmergencyPrefix}{' '}
                    <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
                  </span>
                </>
              }
              beside={{
                className: 'inline-flex justify-center rounded font-semibold text-white underline underline-offset-4',
                content: (
                  <>
                    {text.callEmergencyPrefix}&nbsp;
                    <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
                  </>
                ),
              }}
            />
            <ButtonLink href="#contact" variant="ghostLight" icon="mail">
              {text.formButton}
            </ButtonLink>
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
