import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { NavItem } from '../../../lib/navigation/menu';
import { cn } from '../../ui/cn';
import { InterfaceIcon as Icon } from '../../ui/InterfaceIcon';
import { useHeader } from './header-context';
import { NavItems } from './NavItems';
import type { ServicesSubmenu } from './ServicesMenu';

export interface MobileMenuProps {
  items: readonly NavItem[];
  open: boolean;
  /** Opens or closes the menu (its services sub-menu closes either way). */
  onToggle: () => void;
  /** The visitor opened the menu before the header was hydrated. */
  onOpenedEarly: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  submenu: ServicesSubmenu;
}

export const MOBILE_MENU_ID = 'menu-mobile';

const buttonClass =
  'flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100';
const panelClass =
  'absolute inset-x-0 top-20 max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-ink-100 bg-white shadow-lift';

/**
 * The menu of narrow screens: a button and the panel it opens, under the header bar. Before
 * hydration (and without JavaScript) the button is the <summary> of a <details> and the panel,
 * its next sibling, is shown with CSS while the <details> is open. Once hydrated, the button
 * is a disclosure (`aria-expanded`), and the panel, the same element, keeps the focus it had.
 */
export function MobileMenu({ items, open, onToggle, onOpenedEarly, buttonRef, submenu }: MobileMenuProps) {
  const { text, enhanced } = useHeader();

  // The menu opened before hydration stays open; a focused <summary> hands the focus to the button.
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const handOverFocus = useRef(false);
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    handOverFocus.current = details.contains(document.activeElement);
    if (details.open) onOpenedEarly();
  }, [onOpenedEarly]);
  useEffect(() => {
    if (enhanced && handOverFocus.current) buttonRef.current?.focus();
  }, [enhanced, buttonRef]);

  const label = <span className="sr-only">{text.menu}</span>;
  return (
    <div className="xl:hidden">
      {enhanced ? (
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          onClick={onToggle}
          className={buttonClass}
        >
          {label}
          <Icon name={open ? 'close' : 'menu'} className="size-6" />
        </button>
      ) : (
        <details ref={detailsRef} className="group/menu peer/menu">
          <summary className={cn(buttonClass, 'list-none [&::-webkit-details-marker]:hidden')}>
            {label}
            <Icon name="menu" className="size-6 group-open/menu:hidden" />
            <Icon name="close" className="hidden size-6 group-open/menu:block" />
          </summary>
        </details>
      )}
      <nav
        id={MOBILE_MENU_ID}
        aria-label={text.mobileNavLabel}
        hidden={enhanced && !open}
        className={cn(panelClass, !enhanced && 'hidden peer-open/menu:block')}
      >
        <ul className="container-page flex flex-col py-4">
          {/* No call button here: the header's own, beside the menu button, is on screen at every width. */}
          <NavItems place="panel" items={items} submenu={submenu} />
        </ul>
      </nav>
    </div>
  );
}
