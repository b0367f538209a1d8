import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent,
} from 'react';
import type { NavItem, ServiceLink } from '../../config/navigation';
import { cn } from '../../lib/cn';
import { isServicePagePath, navHref, type SectionHead } from '../../lib/sections';
import type { UiText } from '../../schemas/ui';
import { BrandMark } from '../ui/BrandMark';
import { InterfaceIcon as Icon } from '../ui/InterfaceIcon';
import { useHomeSections } from './use-home-sections';

export interface SiteHeaderProps {
  text: UiText['header'];
  businessName: string;
  phone: { display: string; href: string };
  navItems: readonly NavItem[];
  serviceLinks: readonly ServiceLink[];
  /** Path of the page being built; on service pages the services item only toggles its sub-menu. */
  currentPath: string;
  /** Home page only: each section's head metadata, for in-page navigation and scroll-driven metadata. */
  homeSections?: readonly SectionHead[] | undefined;
}

const itemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink-800 transition-colors hover:bg-paper-100 hover:text-copper-700';
const subLinkClass = 'block rounded-lg px-3 py-2 text-ink-800 hover:bg-paper-100 hover:text-copper-700';
const mobileItemClass = 'block rounded-lg px-3 py-3 text-lg font-medium text-ink-900 hover:bg-paper-100';
const mobileSubLinkClass = 'block rounded-lg px-3 py-2 text-ink-700 hover:bg-paper-100';
const DESKTOP_SUBMENU_ID = 'sous-menu-services';
const MOBILE_SUBMENU_ID = 'sous-menu-services-mobile';
const MOBILE_MENU_ID = 'menu-mobile';
/** Lets the pointer cross the small gap between the item and its sub-menu. */
const HOVER_CLOSE_DELAY_MS = 120;
/**
 * A click this soon after the hover opened the sub-menu is the same gesture (moving onto
 * the item to click it): it keeps the sub-menu open instead of closing it at once.
 */
const HOVER_CLICK_GRACE_MS = 500;

/** Closed, opened by the mouse hovering (closes when it leaves), or opened by a click or key. */
type SubmenuState = 'closed' | 'hover' | 'pinned';

const subscribeNothing = () => () => {};
/** False while the server HTML is hydrated, true from the next render on (no hydration mismatch). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

function leavesElement(event: FocusEvent<HTMLElement>): boolean {
  return event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget);
}

/**
 * Fixed header, rendered to HTML at build time and hydrated when the browser is idle.
 * Before hydration (or without JavaScript) every item is a link to its alias page, the
 * services sub-menu opens with CSS on hover and focus, and the mobile menu is a <details>.
 * Once hydrated, the sub-menu and the mobile menu become disclosure buttons
 * (`aria-expanded`, Enter/Space, Escape returns focus, outside click closes) and, on the
 * home page, items scroll to their section (see `useHomeSections`).
 */
export function SiteHeader({
  text,
  businessName,
  phone,
  navItems,
  serviceLinks,
  currentPath,
  homeSections,
}: SiteHeaderProps) {
  const enhanced = useHydrated();
  const servicesToggleOnly = isServicePagePath(currentPath);
  const [menuOpen, setMenuOpen] = useState(false);
  const [desktopSub, setDesktopSub] = useState<SubmenuState>('closed');
  const desktopSubOpen = desktopSub !== 'closed';
  const [mobileSubOpen, setMobileSubOpen] = useState(false);

  const headerRef = useRef<HTMLElement>(null);
  const desktopItemRef = useRef<HTMLLIElement>(null);
  const desktopToggleRef = useRef<HTMLButtonElement>(null);
  const mobileToggleRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const hoverOpenedAt = useRef(0);

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setDesktopSub('closed');
    setMobileSubOpen(false);
  }, []);

  useHomeSections(homeSections, closeAll);

  // A visitor may open the <details> menu before hydration: the enhanced menu takes over its state and focus.
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const handOverFocus = useRef(false);
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    handOverFocus.current = details.contains(document.activeElement);
    if (details.open) setMenuOpen(true);
  }, []);
  useEffect(() => {
    if (enhanced && handOverFocus.current) menuButtonRef.current?.focus();
  }, [enhanced]);

  const anyOpen = menuOpen || desktopSubOpen || mobileSubOpen;
  useEffect(() => {
    if (!anyOpen) return;
    const onClick = (event: MouseEvent) => {
      // The path as dispatched: the clicked node may already be gone (an icon swapped on toggle).
      const path = event.composedPath();
      if (!headerRef.current || !path.includes(headerRef.current)) closeAll();
      else if (!desktopItemRef.current || !path.includes(desktopItemRef.current)) setDesktopSub('closed');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = (element: Element | null) => !!element?.contains(document.activeElement);
      // Innermost open disclosure first; focus goes back to its control if it was inside.
      if (desktopSubOpen) {
        const refocus = focusInside(desktopItemRef.current);
        setDesktopSub('closed');
        if (refocus) desktopToggleRef.current?.focus();
      } else if (mobileSubOpen) {
        const refocus = focusInside(document.getElementById(MOBILE_SUBMENU_ID)?.parentElement ?? null);
        setMobileSubOpen(false);
        if (refocus) mobileToggleRef.current?.focus();
      } else if (menuOpen) {
        const refocus = focusInside(headerRef.current) || document.activeElement === document.body;
        setMenuOpen(false);
        if (refocus) menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [anyOpen, menuOpen, desktopSubOpen, mobileSubOpen, closeAll]);

  // Hover is for mouse pointers only: a tap fires pointerenter too, and must toggle instead.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    if (desktopSub === 'closed') {
      hoverOpenedAt.current = event.timeStamp;
      setDesktopSub('hover');
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(
      () => setDesktopSub((state) => (state === 'hover' ? 'closed' : state)),
      HOVER_CLOSE_DELAY_MS,
    );
  };
  const toggleDesktopSub = (event: ReactMouseEvent) => {
    const justHovered = desktopSub === 'hover' && event.timeStamp - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
    setDesktopSub(desktopSub === 'closed' || justHovered ? 'pinned' : 'closed');
  };

  const toggleMobileSub = () => setMobileSubOpen((open) => !open);
  const chevron = (open: boolean, size: string) => (
    <Icon name="chevron-down" className={cn(size, 'transition-transform', open && 'rotate-180')} />
  );

  // Desktop bar. Before hydration the sub-menu opens with CSS (hover, focus-within) and the
  // chevron sits inside the link; once hydrated it is a disclosure button beside it.
  const desktopItems = navItems.map((item) => {
    const href = navHref(item.section);
    if (item.section !== 'services') {
      return (
        <li key={item.section}>
          <a href={href} className={itemClass}>
            {item.label}
          </a>
        </li>
      );
    }
    const disclosure = {
      ref: desktopToggleRef,
      type: 'button' as const,
      'aria-expanded': desktopSubOpen,
      'aria-controls': DESKTOP_SUBMENU_ID,
      onClick: toggleDesktopSub,
    };
    return (
      <li
        key={item.section}
        ref={desktopItemRef}
        className={cn('relative', enhanced ? 'flex items-center' : 'group')}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onBlur={(event) => {
          if (leavesElement(event)) setDesktopSub('closed');
        }}
      >
        {!enhanced ? (
          <a href={href} className={itemClass}>
            {item.label}
            <Icon name="chevron-down" className="size-4 transition-transform group-hover:rotate-180" />
          </a>
        ) : servicesToggleOnly ? (
          <button {...disclosure} className={cn(itemClass, 'cursor-pointer')}>
            {item.label}
            {chevron(desktopSubOpen, 'size-4')}
          </button>
        ) : (
          <>
            <a href={href} className={cn(itemClass, 'pr-1')} onClick={closeAll}>
              {item.label}
            </a>
            <button
              {...disclosure}
              aria-label={text.servicesSubmenu}
              className="cursor-pointer rounded-md py-2.5 pr-2 pl-1 text-ink-800 transition-colors hover:bg-paper-100 hover:text-copper-700"
            >
              {chevron(desktopSubOpen, 'size-4')}
            </button>
          </>
        )}
        <ul
          id={DESKTOP_SUBMENU_ID}
          className={cn(
            'absolute top-full left-0 w-72 rounded-xl bg-white p-2 shadow-lift ring-1 ring-ink-100 transition',
            !enhanced
              ? 'invisible translate-y-1 opacity-0 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100'
              : desktopSubOpen
                ? 'visible translate-y-0 opacity-100'
                : 'invisible translate-y-1 opacity-0',
          )}
        >
          {serviceLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={subLinkClass} onClick={closeAll}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  });

  // Mobile menu content. Before hydration it lives in a <details> and lists the service
  // pages openly; once hydrated the services sub-list is a disclosure of its own.
  const mobileItems = (
    <ul className="container-page flex flex-col py-4">
      {navItems.map((item) => {
        const services = item.section === 'services';
        const link = (
          <a
            href={navHref(item.section)}
            className={cn(mobileItemClass, services && enhanced && 'flex-1')}
            onClick={closeAll}
          >
            {item.label}
          </a>
        );
        if (!services) return <li key={item.section}>{link}</li>;
        const disclosure = {
          ref: mobileToggleRef,
          type: 'button' as const,
          'aria-expanded': mobileSubOpen,
          'aria-controls': MOBILE_SUBMENU_ID,
          onClick: toggleMobileSub,
        };
        return (
          <li key={item.section}>
            {!enhanced ? (
              link
            ) : servicesToggleOnly ? (
              <button
                {...disclosure}
                className={cn(mobileItemClass, 'flex w-full cursor-pointer items-center justify-between')}
              >
                {item.label}
                {chevron(mobileSubOpen, 'size-5')}
              </button>
            ) : (
              <div className="flex items-center gap-2">
                {link}
                <button
                  {...disclosure}
                  aria-label={text.servicesSubmenu}
                  className="flex size-12 cursor-pointer items-center justify-center rounded-lg text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100"
                >
                  {chevron(mobileSubOpen, 'size-5')}
                </button>
              </div>
            )}
            <ul
              id={MOBILE_SUBMENU_ID}
              hidden={enhanced && !mobileSubOpen}
              className="mb-2 ml-3 border-l-2 border-copper-200 pl-3"
            >
              {serviceLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={mobileSubLinkClass} onClick={closeAll}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      <li className="mt-3">
        <a
          href={phone.href}
          className="flex items-center justify-center gap-2 rounded-full bg-copper-600 px-4 py-3 font-semibold text-white"
        >
          <Icon name="phone" className="size-5" />
          {text.callPrefix} {phone.display}
        </a>
      </li>
    </ul>
  );
  const panelClass =
    'absolute inset-x-0 top-20 max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-ink-100 bg-white shadow-lift';
  const menuButtonClass =
    'flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100';

  return (
    <header
      ref={headerRef}
      onBlur={(event) => {
        if (leavesElement(event)) closeAll();
      }}
      className="fixed inset-x-0 top-0 z-50 h-20 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <a href="/" className="rounded-md" aria-label={`${businessName} — ${text.homeLinkSuffix}`}>
          <BrandMark name={businessName} />
        </a>

        <nav aria-label={text.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">{desktopItems}</ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={phone.href}
            className="hidden items-center gap-2 rounded-full bg-copper-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-copper-700 sm:inline-flex"
          >
            <Icon name="phone" className="size-4" />
            {phone.display}
          </a>

          {enhanced ? (
            <div className="xl:hidden">
              <button
                ref={menuButtonRef}
                type="button"
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
                onClick={() => {
                  setMenuOpen((open) => !open);
                  setMobileSubOpen(false);
                }}
                className={menuButtonClass}
              >
                <span className="sr-only">{text.menu}</span>
                <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
              </button>
              <nav id={MOBILE_MENU_ID} aria-label={text.mobileNavLabel} hidden={!menuOpen} className={panelClass}>
                {mobileItems}
              </nav>
            </div>
          ) : (
            <details ref={detailsRef} className="group/menu xl:hidden">
              <summary className={cn(menuButtonClass, 'list-none [&::-webkit-details-marker]:hidden')}>
                <span className="sr-only">{text.menu}</span>
                <Icon name="menu" className="size-6 group-open/menu:hidden" />
                <Icon name="close" className="hidden size-6 group-open/menu:block" />
              </summary>
              <nav aria-label={text.mobileNavLabel} className={panelClass}>
                {mobileItems}
              </nav>
            </details>
          )}
        </div>
      </div>
    </header>
  );
}
