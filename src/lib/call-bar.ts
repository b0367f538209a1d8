/** What the call bar's observers report; see `CallBar.tsx`. */
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
 * Whether an observed element lies entirely above the viewport (scrolled past), from an
 * IntersectionObserver entry: not intersecting, and its bottom at or above the root's top.
 */
export function isAboveViewport(entry: { isIntersecting: boolean; bottom: number; rootTop: number }): boolean {
  return !entry.isIntersecting && entry.bottom <= entry.rootTop;
}
