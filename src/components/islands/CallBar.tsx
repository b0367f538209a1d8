import type { PhoneLink } from '../../lib/phone';
import { useEffect, useState } from 'react';
import { callBarVisible, isAboveViewport } from '../../lib/call-bar';
import { cn } from '../../lib/cn';
import type { UiText } from '../../schemas/ui';
import { buttonStyles } from '../ui/button-styles';
import { InterfaceIcon as Icon } from '../ui/InterfaceIcon';

export interface CallBarProps {
  text: UiText['callBar'];
  phone: PhoneLink;
  /** Where `Devis gratuit` leads: the contact section. */
  quoteHref: string;
  /** Selector of the hero's buttons: the bar appears once they have scrolled out of view. */
  watchSelector: string;
  /** Id of the contact section: the bar steps aside while it is on screen. */
  contactId: string;
}

/**
 * Phones only: a compact bar fixed to the bottom of the screen with `Appeler` and
 * `Devis gratuit`, shown once the hero's buttons are out of view, hidden while the contact
 * section (form and submit button) or a toast is on screen. Before hydration it stays
 * hidden. The spacer after the footer keeps the footer's last line clear of the bar.
 */
export function CallBar({ text, phone, quoteHref, watchSelector, contactId }: CallBarProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const hero = document.querySelector(watchSelector);
    const contact = document.getElementById(contactId);
    if (!hero || !contact) return;
    const watch = { heroActionsPassed: false, contactOnScreen: false };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === hero) {
          watch.heroActionsPassed = isAboveViewport({
            isIntersecting: entry.isIntersecting,
            bottom: entry.boundingClientRect.bottom,
            rootTop: entry.rootBounds?.top ?? 0,
          });
        } else {
          watch.contactOnScreen = entry.isIntersecting;
        }
      }
      setVisible(callBarVisible(watch));
    });
    observer.observe(hero);
    observer.observe(contact);
    return () => observer.disconnect();
  }, [watchSelector, contactId]);

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
        <ul className="flex gap-3">
          <li className="flex-1">
            <a href={phone.href} className={buttonStyles({ size: 'bar', width: 'fill' })}>
              <Icon name="phone" className="size-5" />
              {text.call}
              <span className="sr-only"> {phone.display}</span>
            </a>
          </li>
          <li className="flex-1">
            <a href={quoteHref} className={buttonStyles({ variant: 'dark', size: 'bar', width: 'fill' })}>
              {text.quote}
              <Icon name="arrow-right" className="size-5" />
            </a>
          </li>
        </ul>
      </aside>
    </>
  );
}
