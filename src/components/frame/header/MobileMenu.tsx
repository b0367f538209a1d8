import { cn } from '../../ui/cn';
import { InterfaceIcon as Icon } from '../../ui/InterfaceIcon';
import { MENU_KINDS } from '../../../lib/navigation/header-menus';
import { summaryReset, type HeaderMenus } from './menus';
import { NavItems } from './NavItems';

export const MOBILE_MENU_ID = 'menu-mobile';

const buttonClass =
  'flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100';
const panelClass =
  'absolute inset-x-0 top-20 hidden max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-ink-100 bg-white shadow-lift peer-open/menu:block';

/**
 * The menu of narrow screens: a disclosure button (the `<summary>` of a `<details>`) and the panel
 * it opens under the header bar, its next sibling, shown with CSS while the `<details>` is open.
 */
export function MobileMenu(menus: HeaderMenus) {
  const { text } = menus;
  return (
    <div className="xl:hidden">
      <details className="group/menu peer/menu" data-menu={MENU_KINDS.phone}>
        <summary aria-controls={MOBILE_MENU_ID} className={cn(buttonClass, summaryReset)}>
          <span className="sr-only">{text.menu}</span>
          <Icon name="menu" className="size-6 group-open/menu:hidden" />
          <Icon name="close" className="hidden size-6 group-open/menu:block" />
        </summary>
      </details>
      <nav id={MOBILE_MENU_ID} aria-label={text.mobileNavLabel} className={panelClass}>
        <ul className="container-page flex flex-col py-4">
          {/* No call button here: the header's own, beside the menu button, is on screen at every width. */}
          <NavItems place="panel" {...menus} />
        </ul>
      </nav>
    </div>
  );
}
