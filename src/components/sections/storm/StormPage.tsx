import type { ComponentProps, ReactNode } from 'react';
import { PhotoHelp } from '../PhotoHelp';
import type { BusinessPhones } from '../../../lib/contact/phone';
import type { OfficialNumber } from '../../../lib/pages/storm-page';
import type { StormPage as StormContent } from '../../../schemas/storm';
import { buttonStyles } from '../../ui/button-styles';
import { CallPair } from '../../ui/CallPair';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { CurrentWaitNote, type CurrentWaitNoteProps } from './CurrentWaitNote';
import { OfficialNumbers } from './OfficialNumbers';

interface StormPageProps {
  title: string;
  intro: string;
  labels: StormContent['labels'];
  phones: BusinessPhones;
  wait?: CurrentWaitNoteProps | undefined;
  steps: StormContent['steps'];
  numbers: readonly OfficialNumber[];
  photos: Omit<ComponentProps<typeof PhotoHelp>, 'level'>;
  /** What the insurer will ask for (the page's Markdown, rendered by the page). */
  children: ReactNode;
}

/** The call block: the line that answers now, big (the emergency line while the office is closed). */
function CallBlock({ labels, phones, wait }: Pick<StormPageProps, 'labels' | 'phones' | 'wait'>) {
  return (
    <section aria-labelledby="appel-titre" className="on-dark rounded-3xl bg-copper-700 p-6 text-white md:p-10">
      <h2 id="appel-titre" className="text-2xl font-semibold text-white md:text-3xl">
        {labels.call}
      </h2>
      <p className="mt-3 leading-relaxed text-copper-50">{labels.callText}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <CallPair
          name="storm"
          phones={phones}
          display="inline-flex"
          buttonClass={buttonStyles({ variant: 'secondary', raised: true })}
          main={
            <>
              <Icon name="phone" />
              <span className="whitespace-nowrap">{phones.phone.display}</span>
            </>
          }
          emergency={
            <>
              <Icon name="phone" />
              <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
            </>
          }
          beside={{
            className: buttonStyles({ variant: 'dark' }),
            content: (
              <>
                <Icon name="phone" />
                <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
              </>
            ),
          }}
        />
      </div>
      {wait && <CurrentWaitNote {...wait} className="mt-6 text-ink-900" />}
    </section>
  );
}

/** `/urgence-toiture`: what to do now, in order, who to call, and how to reach the business. */
export function StormPage({ title, intro, labels, phones, wait, steps, numbers, photos, children }: StormPageProps) {
  return (
    <article aria-labelledby="urgence-titre">
      <PageHeader id="urgence-titre" title={title} intro={intro} icon="alert" tight />
      <div className="container-page py-12 md:py-16">
        <div className="mx-auto grid max-w-3xl gap-12">
          <CallBlock labels={labels} phones={phones} wait={wait} />
          <section aria-labelledby="etapes-titre">
            <h2 id="etapes-titre" className="text-2xl font-semibold md:text-3xl">
              {labels.steps}
            </h2>
            <ol className="mt-6 grid gap-5">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4" data-step={index + 1}>
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <div className="flex-1">
                    <h3 className="font-sans text-lg font-semibold text-ink-950">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-800">{step.text}</p>
                    {step.numbers && <OfficialNumbers heading={labels.numbers} numbers={numbers} labels={labels} />}
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <div className="legal-text">{children}</div>
          <PhotoHelp {...photos} level={2} className="rounded-3xl p-6 md:p-10" />
        </div>
      </div>
    </article>
  );
}
