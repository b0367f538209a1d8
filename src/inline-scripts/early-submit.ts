/** Right after the contact form (home page): a press on its button before it is ready is kept. */
import { holdEarlySubmit, type EarlySubmitOptions } from '../lib/contact/early-submit';

declare const __INLINE_SCRIPT_DATA__: EarlySubmitOptions;

holdEarlySubmit(__INLINE_SCRIPT_DATA__);
