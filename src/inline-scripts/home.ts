/**
 * After the home page's last section: the section of the address is in place for the first paint,
 * the sections below the hero are laid out after it, and the phones' call bar slides in once the
 * hero's buttons are gone and out over the contact section.
 */
import { watchCallBar } from '../lib/contact/call-bar';
import { holdSectionOnArrival } from '../lib/navigation/home-sections';
import { renderProgressively } from '../lib/loading/progressive-render';
import type { SectionId } from '../schemas/section-ids';

declare const __INLINE_SCRIPT_DATA__: SectionId;

holdSectionOnArrival(__INLINE_SCRIPT_DATA__);
renderProgressively();
watchCallBar({ watchSelector: '[data-hero-actions]', contactId: 'contact' satisfies SectionId });
