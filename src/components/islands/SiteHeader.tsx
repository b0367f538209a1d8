import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { HeaderData } from '../../lib/pages/frame';
import { isServicePagePath } from '../../lib/navigation/sections';
import { DesktopNav } from './header/DesktopNav';
import { HeaderContext } from './header/header-context';
import { MobileMenu } from './header/MobileMenu';
import { leavesElement, useDismiss } from './header/use-dismiss';
import { useHoverSubmenu, useToggleSubmenu } from './header/use-submenus';
import { useHydrated } from './header/use-hydrated';
import { useHomeSections } from './use-home-sections';

/** The header's texts, the business's name and line, its items (lib/pages/frame.ts), and where it is. */
export interface SiteHeaderProps extends Omit<HeaderData, 'businessName' | 'call' | 'text'> {
  text: Omit<HeaderData['text'], 'homeLinkSuffix'>;
  /** The link home and the call button: static HTML from the layout (components/frame/HeaderStatic.tsx). */
  brand?: ReactNode;
  call?: ReactNode;
  /** Path of the page being built; on service pages the services item only toggles its sub-menu. */
  currentPath: string;
  /** Home page only: the file of the sections' head metadata (in-page navigation and scroll-driven metadata). */
  sectionHeadsUrl?: string | undefined;
}

/**
 * Fixed header, rendered to HTML at build time and hydrated after the first paint. It works
 * before hydration and without JavaScript: every item is a link to its alias page, the services
 * sub-menu opens with CSS and the phone menu is a <details>. Once hydrated, the menus are
 * disclosures (`aria-expanded`, Enter and Space, Escape gives the focus back, an outside click
 * closes them) and, on the home page, items scroll to their section (lib/navigation/home-sections.ts).
 */
export function SiteHeader({
  text,
  brand,
  call,
  navItems,
  serviceLinks,
  currentPath,
  sectionHeadsUrl,
}: SiteHeaderProps) {
  const enhanced = useHydrated();
  const servicesToggleOnly = isServicePagePath(currentPath);
  const [menuOpen, setMenuOpen] = useState(false);
  const desktopSub = useHoverSubmenu();
  const mobileSub = useToggleSubmenu();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const { close: closeDesktopSub } = desktopSub;
  const { close: closeMobileSub } = mobileSub;
  const closeAll = useCallback(() => {
    setMenuOpen(false);
    closeDesktopSub();
    closeMobileSub();
  }, [closeDesktopSub, closeMobileSub]);
  const openMenu = useCallback(() => setMenuOpen(true), []);

  useHomeSections(sectionHeadsUrl, closeAll);
  // Innermost first. A click elsewhere in the header closes the desktop sub-menu only.
  useDismiss([
    desktopSub,
    { ...mobileSub, clickRegion: headerRef },
    {
      open: menuOpen,
      close: () => setMenuOpen(false),
      itemRef: headerRef,
      controlRef: menuButtonRef,
      refocusFromBody: true,
    },
  ]);

  return (
    <HeaderContext value={{ text, serviceLinks, enhanced, servicesToggleOnly, closeAll }}>
      <header
        ref={headerRef}
        onBlur={(event) => {
          if (leavesElement(event)) closeAll();
        }}
        className="fixed inset-x-0 top-0 z-50 h-20 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        <div className="container-page flex h-full items-center justify-between gap-4">
          {brand}

          <DesktopNav items={navItems} submenu={desktopSub} />

          <div className="flex items-center gap-2">
            {call}
            <MobileMenu
              items={navItems}
              open={menuOpen}
              onToggle={() => {
                setMenuOpen((open) => !open);
                closeMobileSub();
              }}
              onOpenedEarly={openMenu}
              buttonRef={menuButtonRef}
              submenu={mobileSub}
            />
          </div>
        </div>
      </header>
    </HeaderContext>
  );
}
