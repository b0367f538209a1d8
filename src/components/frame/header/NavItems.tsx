import { navHref } from '../../../lib/navigation/sections';
import { barItemClass, panelItemClass } from './item-classes';
import type { HeaderMenus } from './menus';
import { ServicesMenu, type ServicesMenuPlace } from './ServicesMenu';

/** The header's items, in the desktop bar or the phone menu: a link each, the services item with its sub-menu. */
export function NavItems({ place, items, ...menus }: HeaderMenus & { place: ServicesMenuPlace }) {
  return items.map((item) =>
    item.section === 'services' ? (
      <ServicesMenu key={item.section} place={place} label={item.label} {...menus} />
    ) : (
      <li key={item.section}>
        <a href={navHref(item.section)} className={place === 'bar' ? barItemClass : panelItemClass}>
          {item.label}
        </a>
      </li>
    ),
  );
}
