/** After the home page's last section: the section of the address is in place for the first paint. */
import { holdSectionOnArrival, type ArrivalScriptOptions } from '../lib/arrival';

declare const __INLINE_SCRIPT_DATA__: ArrivalScriptOptions;

holdSectionOnArrival(__INLINE_SCRIPT_DATA__);
