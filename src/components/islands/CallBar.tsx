import type { BusinessPhones } from '../../lib/phone';
import { useEffect, useState } from 'react';
import { callBarVisible, isAboveViewport } from '../../lib/call-bar';
import { cn } from '../../lib/cn';
import type { UiText } from '../../schemas/ui';
import { buttonStyles } from '../ui/button-styles';
import { CallPair } from '../ui/CallPair';
import { InterfaceIcon as Icon } from '../ui/InterfaceIcon';

export interface CallBarProps {
  text: UiText['callBar'];
  phones: BusinessPhones;
  /** Where `Devis gratuit` leads: the contact section, or the form's page with the service's project type. */
  quoteHref: string;
  /**
   * Home page (hydrated): the bar appears once the hero's buttons (`watchSelector`) have scrolled
   * out of view and steps aside while the contact section (`contactId`) is on screen. Without it
   * (a service page, static HTML) the bar is always there.
   */
  watch?: { watchSelector: string; contactId: string } | undefined;
}

/**
 * Phones only: a compact bar fixed to the bottom of the screen with `Appeler` (the emergency line
 * while the office is closed, both lines without JavaScript: ui/CallPair.tsx) and
 * `Devis gratuit`. On the home page it waits for the hero's buttons to scroll away and is hidden
 * while the contact section (form and submit button) or a toast is on screen; before hydration it
 * stays hidden there. The spacer after the footer keeps the footer's last line clear of the bar.
 */
export function CallBar({ text, phones, quoteHref, watch }: CallBarProps) {
  const [visible, setVisible] = useState(!watch);
  const { watchSelector, contactId } = watch ?? {};

  useEffect(() => {
    if (!watchSelector || !contactId) return;
    const hero = document.querySelector(watchSelector);
    const contact = document.getElementById(contactId);
    if (!hero || !contact) return;
    const seen = { heroActionsPassed: false, contactOnScreen: false };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === hero) {
          seen.heroActionsPassed = isAboveViewport({
            isIntersecting: entry.isIntersecting,
            bottom: entry.boundingClientRect.bottom,
            rootTop: entry.rootBounds?.top ?? 0,
          });
        } else {
          seen.contactOnScreen = entry.isIntersecting;
        }
      }
      setVisible(callBarVisible(seen));
    });
    observer.observe(hero);
    observer.observe(contact);
    return () => observer.disconnect();
  }, [watchSelector, contactId]);

  const call = buttonStyles({ size: 'bar', width: null });
  return (
    <>
      <div aria-hidden="true" className="h-[calc(5rem+env(safe-area-inset-bottom))] bg-ink-950 md:hidden" />
      <aside
        aria-label={text.label}
        data-call-bar={visible ? 'visible' : 'hidden'}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t border-ink-100 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-lift backdrop-blur transition-[translate,visibility] duration-200 md:hidden',
          visible ? 'visible translate-y-0' : 'invisible translate-y-full',
          // A toast (the contact form's) takes the bottom of the screen: step aside for it.
          '[body:has([data-sonner-toast])_&]:invisible [body:has([data-sonner-toast])_&]:translate-y-full',
        )}
      >
        <div className="flex gap-3">
          <CallPair
            name="bar"
            phones={phones}
            display="flex"
            buttonClass={cn(call, 'flex-1')}
            main={
              <>
                <Icon name="phone" className="size-5" />
                {text.call}
                <span className="sr-only"> {phones.phone.display}</span>
              </>
            }
            emergency={
              <>
                <Icon name="phone" className="size-5" />
                {text.emergency}
                <span className="sr-only"> {phones.emergencyPhone.display}</span>
              </>
            }
            beside={{
              className: cn(buttonStyles({ variant: 'secondary', size: 'bar', width: null }), 'flex flex-1'),
              content: (
                <>
                  {text.emergency}
                  <span className="sr-only"> {phones.emergencyPhone.display}</span>
                </>
              ),
            }}
          />
          <a href={quoteHref} className={cn(buttonStyles({ variant: 'dark', size: 'bar', width: 'fill' }), 'flex-1')}>
            {text.quote}
            <Icon name="arrow-right" className="size-5" />
          </a>
        </div>
      </aside>
    </>
  );
}
