/** Right after the contact form (home page): an estimate made on a service page goes into the message box. */
import { carryEstimate } from '../lib/contact/estimate-transfer';

declare const __INLINE_SCRIPT_DATA__: Parameters<typeof carryEstimate>[0];

carryEstimate(__INLINE_SCRIPT_DATA__);
