import { cn } from '../../ui/cn';
import { navHref } from '../../../lib/navigation/sections';
import { InterfaceIcon as Icon } from '../../ui/InterfaceIcon';
import { barItemClass, panelItemClass } from './item-classes';
import { MENU_KINDS } from '../../../lib/navigation/header-menus';
import { summaryReset, type HeaderMenus } from './menus';

/** Where the services item sits: in the desktop bar, or in the phone menu's panel. */
export type ServicesMenuPlace = 'bar' | 'panel';

export interface ServicesMenuProps extends Omit<HeaderMenus, 'items'> {
  place: ServicesMenuPlace;
  /** The item's label; it leads to the services section of the home page. */
  label: string;
}

export const SUBMENU_IDS: Record<ServicesMenuPlace, string> = {
  bar: 'sous-menu-services',
  panel: 'sous-menu-services-mobile',
};

/** The classes of each place: the item, its link, the one-button item, the sub-menu's button, the sub-menu, a sub-link. */
const looks = {
  bar: {
    item: 'services-item relative flex items-center',
    link: cn(barItemClass, 'pr-1'),
    toggleOnly: cn(barItemClass, 'cursor-pointer'),
    control:
      'flex cursor-pointer rounded-md py-2.5 pr-2 pl-1 text-ink-800 transition-colors hover:bg-paper-100 hover:text-copper-700',
    chevron: 'size-4',
    // Shown while its <details> is open or the mouse is over the item (global.css).
    submenu: 'services-submenu absolute top-full left-0 w-72 rounded-xl bg-white p-2 shadow-lift ring-1 ring-ink-100',
    subLink: 'block rounded-lg px-3 py-2 text-ink-800 hover:bg-paper-100 hover:text-copper-700',
  },
  panel: {
    item: 'flex flex-wrap items-center gap-x-2',
    link: cn(panelItemClass, 'flex-1'),
    toggleOnly: cn(panelItemClass, 'flex w-full cursor-pointer items-center justify-between'),
    control:
      'flex size-12 cursor-pointer items-center justify-center rounded-lg text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100',
    chevron: 'size-5',
    submenu: 'mb-2 ml-3 hidden basis-full border-l-2 border-copper-200 pl-3 peer-open/services:block',
    subLink: 'block rounded-lg px-3 py-2 text-ink-700 hover:bg-paper-100',
  },
} satisfies Record<ServicesMenuPlace, Record<string, string>>;

/**
 * The services item and its sub-menu: a link to the home page's services and, beside it, the
 * sub-menu's disclosure button; on a service page the item is that button itself. The same HTML
 * before and after the page's scripts, and without them.
 */
export function ServicesMenu({ place, label, text, serviceLinks, toggleOnly }: ServicesMenuProps) {
  const look = looks[place];
  const id = SUBMENU_IDS[place];
  return (
    <li className={look.item}>
      {!toggleOnly && (
        <a href={navHref('services')} className={look.link}>
          {label}
        </a>
      )}
      <details className={cn('group/services peer/services', toggleOnly && 'w-full')} data-menu={MENU_KINDS[place]}>
        <summary aria-controls={id} className={cn(toggleOnly ? look.toggleOnly : look.control, summaryReset)}>
          {toggleOnly ? label : <span className="sr-only">{text.servicesSubmenu}</span>}
          <Icon
            name="chevron-down"
            className={cn(look.chevron, 'transition-transform group-open/services:rotate-180')}
          />
        </summary>
      </details>
      <ul id={id} className={look.submenu}>
        {serviceLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={look.subLink}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
