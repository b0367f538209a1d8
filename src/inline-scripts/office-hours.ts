/**
 * In every page's <head>: the page marked open or closed before its first paint, so the call buttons
 * never change under the finger, and marked with what has gone past its date (the current wait, a
 * statement of law), so that it is hidden before it is ever painted.
 */
import { followOfficeHours, type OfficeHoursScript } from '../lib/contact/office-hours';

declare const __INLINE_SCRIPT_DATA__: OfficeHoursScript;

followOfficeHours(__INLINE_SCRIPT_DATA__);
