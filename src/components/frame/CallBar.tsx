import { cn } from '../ui/cn';
import type { BusinessPhones } from '../../lib/contact/phone';
import type { UiText } from '../../schemas/ui';
import { buttonStyles } from '../ui/button-styles';
import { CallPair } from '../ui/CallPair';
import { Icon } from '../ui/Icon';

export interface CallBarProps {
  text: UiText['callBar'];
  phones: BusinessPhones;
  /** Where `Devis gratuit` leads: the contact section, or the form's page with the service's project type. */
  quoteHref: string;
  /** The page for the night of the storm: beside the emergency line while the office is closed. */
  stormLink: { href: string; label: string };
  /**
   * Home page: the bar starts hidden, and the page's script (inline-scripts/home.ts, with
   * lib/contact/call-bar.ts) shows it once the hero's buttons have scrolled away and hides it while the
   * contact section is on screen. Elsewhere the bar is always there.
   */
  watched?: boolean;
}

/**
 * Phones only: a compact bar fixed to the bottom of the screen with `Appeler` (the emergency line
 * while the office is closed, both lines without JavaScript: ui/CallPair.tsx) and
 * `Devis gratuit` (and, while the office is closed, the page for the night of the storm). Static HTML, never hydrated: on the home page a few lines of inline script
 * move it in and out; it steps aside for a toast. The spacer after the footer keeps the footer's
 * last line clear of the bar.
 */
export function CallBar({ text, phones, quoteHref, stormLink, watched = false }: CallBarProps) {
  const call = buttonStyles({ size: 'bar' });
  return (
    <>
      <div aria-hidden="true" className="h-[calc(5rem+env(safe-area-inset-bottom))] bg-ink-950 md:hidden" />
      <aside
        aria-label={text.label}
        data-call-bar={watched ? 'hidden' : 'visible'}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t border-ink-100 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-lift backdrop-blur transition-[translate,visibility] duration-200 md:hidden',
          'data-[call-bar=hidden]:invisible data-[call-bar=hidden]:translate-y-full',
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
              className: cn(buttonStyles({ variant: 'secondary', size: 'bar', width: 'fill' }), 'flex-1'),
              content: (
                <>
                  {text.emergency}
                  <span className="sr-only"> {phones.emergencyPhone.display}</span>
                </>
              ),
            }}
          />
          {/* While the office is closed, the emergency line's call comes with what to do until help comes. */}
          <a
            href={stormLink.href}
            aria-label={stormLink.label}
            title={stormLink.label}
            data-storm-link=""
            className={cn(buttonStyles({ variant: 'secondary', size: 'bar' }), 'hidden shrink-0 office-closed:flex')}
          >
            <Icon name="help" className="size-5" />
          </a>
          <a href={quoteHref} className={cn(buttonStyles({ variant: 'dark', size: 'bar', width: 'fill' }), 'flex-1')}>
            {text.quote}
            <Icon name="arrow-right" className="size-5" />
          </a>
        </div>
      </aside>
    </>
  );
}
