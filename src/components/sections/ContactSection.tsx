import type { ComponentProps, ReactNode } from 'react';
import type { SectionMeta } from '../../schemas/home';
import type { UiText } from '../../schemas/ui';
import type { ContactCardData } from '../../lib/pages/home-page';
import { ANSWER_ATTRIBUTE } from '../../lib/contact/office-hours';
import { Icon } from '../ui/Icon';
import { SectionShell } from '../ui/SectionShell';
import { Card } from '../ui/Card';
import { CallPair } from '../ui/CallPair';
import { CurrentWaitNote, type CurrentWaitNoteProps } from './storm/CurrentWaitNote';
import { PhotoHelp } from './PhotoHelp';

interface ContactSectionProps {
  meta: SectionMeta;
  cards: readonly ContactCardData[];
  text: Pick<UiText['contact'], 'formTitle' | 'formIntro'>;
  /** The owner's current wait, while it is recent (none: no note). */
  wait?: CurrentWaitNoteProps | undefined;
  /** How to send photos of the roof, under the form. */
  photos: Omit<ComponentProps<typeof PhotoHelp>, 'level'>;
  /** The form (an island), rendered by the page shell. */
  children: ReactNode;
}

const cardLinkClass = 'font-semibold text-copper-700 underline-offset-4 hover:underline';

/** Three ways to reach the business, then the quote form. */
export function ContactSection({ meta, cards, text, wait, photos, children }: ContactSectionProps) {
  return (
    <SectionShell id="contact" eyebrow={meta.eyebrow} heading={meta.heading} intro={meta.intro}>
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <ul className="grid content-start gap-5">
          {cards.map((card) => (
            <Card as="li" className="flex gap-4" key={card.title}>
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-copper-50 text-copper-700 ring-1 ring-copper-200">
                <Icon name={card.icon} className="size-6" />
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold">{card.title}</h3>
                {card.link && (
                  <a href={card.link.href} className={`mt-1 block break-all ${cardLinkClass}`}>
                    {card.link.label}
                  </a>
                )}
                {card.call && (
                  <p className="mt-1 flex flex-col gap-1">
                    <CallPair
                      name="contact"
                      phones={card.call.phones}
                      display="inline-flex"
                      buttonClass={cardLinkClass}
                      main={card.call.phones.phone.display}
                      emergency={
                        <span>
                          {card.call.emergencyLead}{' '}
                          <span className="whitespace-nowrap">{card.call.phones.emergencyPhone.display}</span>
                        </span>
                      }
                      beside={{
                        className: `${cardLinkClass} text-sm`,
                        content: (
                          <span>
                            {card.call.emergencyLead}{' '}
                            <span className="whitespace-nowrap">{card.call.phones.emergencyPhone.display}</span>
                          </span>
                        ),
                      }}
                    />
                  </p>
                )}
                {card.lines.map((line) => (
                  <p key={line} className="mt-1 text-sm leading-relaxed text-ink-700">
                    {line}
                  </p>
                ))}
              </div>
            </Card>
          ))}
        </ul>
        <Card radius="large" shadow="lift" className="md:p-10">
          <h3 className="text-2xl font-semibold md:text-3xl">{text.formTitle}</h3>
          <p className="mt-2 text-ink-700">{text.formIntro}</p>
          {/* When a request sent now is read, written by the page's script (lib/contact/office-hours.ts) before the
              first paint or at the end of parsing: its room is kept so nothing moves; empty without JavaScript. */}
          <p
            {...{ [ANSWER_ATTRIBUTE]: '' }}
            className="mt-2 min-h-[2lh] text-sm font-semibold text-copper-800 sm:min-h-[1lh] noscript:hidden"
          />
          {wait && <CurrentWaitNote {...wait} className="mt-3" />}
          {children}
          <PhotoHelp {...photos} level={4} className="mt-6" />
        </Card>
      </div>
    </SectionShell>
  );
}
