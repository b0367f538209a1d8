/**
 * After the home page's last section: the section of the address is in place for the first paint,
 * the sections below the hero are laid out after it, the links to the sections scroll to them
 * (the header's menus close), the head follows the reading, and the phones' call bar slides in once
 * the hero's buttons are gone and out over the contact section.
 */
import { watchCallBar } from '../lib/contact/call-bar';
import { closeHeaderMenus } from '../lib/navigation/header-menus';
import { holdSectionOnArrival, startHomeSections, type HomeScript } from '../lib/navigation/home-sections';
import { renderProgressively } from '../lib/loading/progressive-render';
import type { SectionId } from '../schemas/section-ids';

declare const __INLINE_SCRIPT_DATA__: HomeScript;

const { section, headsUrl } = __INLINE_SCRIPT_DATA__;
holdSectionOnArrival(section);
startHomeSections(headsUrl, closeHeaderMenus);
renderProgressively();
watchCallBar({ watchSelector: '[data-hero-actions]', contactId: 'contact' satisfies SectionId });
