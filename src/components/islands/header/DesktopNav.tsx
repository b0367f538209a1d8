import { useLayoutEffect } from 'react';
import type { NavItem } from '../../../lib/navigation/menu';
import { useHeader } from './header-context';
import { NavItems } from './NavItems';
import type { useHoverSubmenu } from './use-submenus';

export interface DesktopNavProps {
  items: readonly NavItem[];
  submenu: ReturnType<typeof useHoverSubmenu>;
}

/** The bar of wide screens: every item in a row, the services sub-menu under its item. */
export function DesktopNav({ items, submenu }: DesktopNavProps) {
  const { text } = useHeader();
  // A keyboard visitor already in the sub-menu (opened with CSS before hydration) stays there; a
  // mouse already on the item keeps it open until it leaves, as it would have after hydration.
  const { pin, hovered, itemRef } = submenu;
  useLayoutEffect(() => {
    const item = itemRef.current;
    if (item?.contains(document.activeElement)) pin();
    else if (item?.matches(':hover')) hovered();
  }, [pin, hovered, itemRef]);
  return (
    <nav aria-label={text.mainNavLabel} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <NavItems place="bar" items={items} submenu={submenu} />
      </ul>
    </nav>
  );
}
