import type { HeaderMenus } from './menus';
import { NavItems } from './NavItems';

/** The bar of wide screens: every item in a row, the services sub-menu under its item. */
export function DesktopNav(menus: HeaderMenus) {
  return (
    <nav aria-label={menus.text.mainNavLabel} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <NavItems place="bar" {...menus} />
      </ul>
    </nav>
  );
}
