import type { ReactNode } from 'react';
import { cn } from './cn';
import type { BusinessPhones } from '../../lib/contact/phone';

export interface CallPairProps {
  phones: BusinessPhones;
  /** Content of the button that dials the main line (office open), and of the one that dials the emergency line (closed). */
  main: ReactNode;
  emergency: ReactNode;
  /** The buttons' look; its `display` class gives way to the pair's, set per state. */
  buttonClass: string;
  /** `flex` to fill a bar's share, `inline-flex` beside other content. */
  display: 'flex' | 'inline-flex';
  /** Without JavaScript (the office's state unknown): the emergency line beside the main one, in this look; none if absent. */
  beside?: { content: ReactNode; className: string } | undefined;
  /** Marks the pair for the tests (`data-call`). */
  name: string;
  /** False on a page without the office-hours script (the 404 page): the main line only. */
  followsHours?: boolean | undefined;
}

/**
 * A call button that dials the main line while the office is open and the emergency line while it
 * is closed (the page's script marks <html>, lib/contact/office-hours.ts; CSS shows one link). Without
 * JavaScript the main line shows, with the emergency line beside it. Static HTML, no hydration:
 * nothing moves when the page's scripts arrive.
 */
export function CallPair({
  phones,
  main,
  emergency,
  buttonClass,
  display,
  beside,
  name,
  followsHours = true,
}: CallPairProps) {
  const shown = display === 'flex' ? 'flex' : 'inline-flex';
  if (!followsHours) {
    return (
      <a href={phones.phone.href} data-call={name} data-line="main" className={cn(buttonClass, shown)}>
        {main}
      </a>
    );
  }
  return (
    <>
      <a
        href={phones.phone.href}
        data-call={name}
        data-line="main"
        className={cn(buttonClass, shown, 'office-closed:hidden')}
      >
        {main}
      </a>
      <a
        href={phones.emergencyPhone.href}
        data-call={name}
        data-line="emergency"
        className={cn(buttonClass, 'hidden', display === 'flex' ? 'office-closed:flex' : 'office-closed:inline-flex')}
      >
        {emergency}
      </a>
      {beside && (
        <a
          href={phones.emergencyPhone.href}
          data-call={name}
          data-line="beside"
          className={cn(beside.className, 'office-open:hidden office-closed:hidden')}
        >
          {beside.content}
        </a>
      )}
    </>
  );
}
