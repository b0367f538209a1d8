/** Last in every page's <body>: the likely next page loaded ahead on the visitor's intent, once this one has loaded. */
import { loadNextPagesAhead } from '../lib/navigation/next-page';

declare const __INLINE_SCRIPT_DATA__: string;

loadNextPagesAhead(__INLINE_SCRIPT_DATA__);
