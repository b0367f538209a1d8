/**
 * After the home page's last section: the section of the address is in place for the first paint,
 * and the sections below the hero are laid out after it.
 */
import { holdSectionOnArrival } from '../lib/home-sections';
import { renderProgressively } from '../lib/progressive-render';
import type { SectionId } from '../schemas/section-ids';

declare const __INLINE_SCRIPT_DATA__: SectionId;

holdSectionOnArrival(__INLINE_SCRIPT_DATA__);
renderProgressively();
