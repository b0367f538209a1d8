/** The bar's attribute (components/frame/CallBar.tsx), `visible` or `hidden`: its style hides the bar while it is `hidden`. */
const CALL_BAR_STATE = 'data-call-bar';

/** What the call bar's observers report; see components/frame/CallBar.tsx. */
export interface CallBarWatch {
  /** The hero's buttons (call, quote, services) are out of view above the viewport. */
  heroActionsPassed: boolean;
  /** Some of the contact section (its form and submit button) is on screen. */
  contactOnScreen: boolean;
}

/**
 * The phone call bar shows once the hero's own buttons have scrolled away, and steps
 * aside while the contact section is on screen so that it never covers the form.
 */
export function callBarVisible({ heroActionsPassed, contactOnScreen }: CallBarWatch): boolean {
  return heroActionsPassed && !contactOnScreen;
}

/**
 * Whether an observed element lies entirely above the viewport (scrolled past), from its
 * IntersectionObserver entry: not intersecting, and its bottom at or above the root's top.
 */
export function isAboveViewport(entry: {
  isIntersecting: boolean;
  boundingClientRect: { bottom: number };
  rootBounds: { top: number } | null;
}): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
}

/**
 * The home page's bar, shown and hidden as the visitor scrolls (`watchSelector`: the hero's
 * buttons; `contactId`: the contact section). Called before the bar, which ends the page, is
 * parsed: the bar is looked up at each change (it starts hidden, as the top of the page wants it).
 * Without IntersectionObserver it stays as the HTML has it.
 */
export function watchCallBar({ watchSelector, contactId }: { watchSelector: string; contactId: string }): void {
  const hero = document.querySelector(watchSelector);
  const contact = document.getElementById(contactId);
  if (!hero || !contact || typeof IntersectionObserver === 'undefined') return;
  const seen: CallBarWatch = { heroActionsPassed: false, contactOnScreen: false };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.target === hero) {
        seen.heroActionsPassed = isAboveViewport(entry);
      } else {
        seen.contactOnScreen = entry.isIntersecting;
      }
    }
    document
      .querySelector(`[${CALL_BAR_STATE}]`)
      ?.setAttribute(CALL_BAR_STATE, callBarVisible(seen) ? 'visible' : 'hidden');
  });
  observer.observe(hero);
  observer.observe(contact);
}
