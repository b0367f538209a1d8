import type { CallLines } from '../../lib/pages/frame';
import { cn } from '../ui/cn';
import { BrandMark } from '../ui/BrandMark';
import { buttonStyles } from '../ui/button-styles';
import { CallPair } from '../ui/CallPair';
import { Icon } from '../ui/Icon';

/* The header's link home and call button (components/frame/SiteHeader.tsx). */

/** The business's mark, a link home. */
export function HeaderBrand({ businessName, homeLinkSuffix }: { businessName: string; homeLinkSuffix: string }) {
  return (
    <a href="/" className="rounded-md" aria-label={`${businessName} — ${homeLinkSuffix}`}>
      <BrandMark name={businessName} />
    </a>
  );
}

/**
 * The header's call button, at every width: phones show the word, wider screens the number (the
 * emergency line's word too, where the menu leaves room); the link's name has both.
 */
export function HeaderCall({ call, followsHours }: { call: CallLines; followsHours: boolean }) {
  return (
    <CallPair
      followsHours={followsHours}
      name="header"
      phones={call}
      display="inline-flex"
      buttonClass={cn(buttonStyles({ size: 'small' }), 'whitespace-nowrap')}
      main={
        <>
          <Icon name="phone" className="size-4" />
          <span className="sm:sr-only">{call.text.call} </span>
          <span className="max-sm:sr-only">{call.phone.display}</span>
        </>
      }
      emergency={
        <>
          <Icon name="phone" className="size-4" />
          <span className="sm:max-2xl:sr-only">{call.text.emergency} </span>
          <span className="max-sm:sr-only">{call.emergencyPhone.display}</span>
        </>
      }
    />
  );
}
