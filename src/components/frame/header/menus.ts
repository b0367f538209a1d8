import type { NavItem, ServiceLink } from '../../../lib/navigation/menu';
import type { UiText } from '../../../schemas/ui';

/** What each of the header's menus is made of. */
export interface HeaderMenus {
  text: UiText['header'];
  items: readonly NavItem[];
  serviceLinks: readonly ServiceLink[];
  /** On a service page the services item only toggles its sub-menu: it is its disclosure's button, not a link. */
  toggleOnly: boolean;
}

/** A `<summary>` drawn as a button: without the marker every engine adds. */
export const summaryReset = 'list-none [&::-webkit-details-marker]:hidden';
