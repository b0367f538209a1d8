/**
 * A drop-down (react-select, in Decap CMS's select and relation widgets) opened by a tap: react-select
 * opens its menu on the tap's `touchend`; when the finger is on the field's text box, it leaves the
 * browser's own events after it (mousedown, click) to land where the finger was. The menu, just
 * drawn and scrolled into view, is there by then: the option under the finger was chosen by the tap
 * that opened the menu. The tap that opens is kept from becoming a click; the next tap chooses.
 */
import type { TouchEvent } from 'react';

/** The widgets drawn by react-select. */
export const TOUCH_SELECTS: ReadonlySet<string> = new Set(['select', 'relation']);

/**
 * On a `touchend` inside the drop-down's field, once react-select has opened its menu (this runs
 * after it, from the field's container: react-select ignores a `touchend` already prevented): no
 * click after it.
 */
export function keepTapFromChoosing(event: TouchEvent<HTMLElement>): void {
  if (event.target instanceof HTMLInputElement) event.preventDefault();
}
