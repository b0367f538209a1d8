import type { NavItem } from '../../../lib/navigation/menu';
import { navHref } from '../../../lib/navigation/sections';
import { useHeader } from './header-context';
import { barItemClass, panelItemClass } from './item-classes';
import { ServicesMenu, type ServicesMenuPlace, type ServicesSubmenu } from './ServicesMenu';

export interface NavItemsProps {
  place: ServicesMenuPlace;
  items: readonly NavItem[];
  /** The services item's sub-menu. */
  submenu: ServicesSubmenu;
}

/** The header's items, in the desktop bar or the phone menu: a link each, the services item with its sub-menu. */
export function NavItems({ place, items, submenu }: NavItemsProps) {
  const { closeAll } = useHeader();
  return items.map((item) =>
    item.section === 'services' ? (
      <ServicesMenu key={item.section} place={place} label={item.label} {...submenu} />
    ) : (
      <li key={item.section}>
        <a href={navHref(item.section)} className={place === 'bar' ? barItemClass : panelItemClass} onClick={closeAll}>
          {item.label}
        </a>
      </li>
    ),
  );
}
