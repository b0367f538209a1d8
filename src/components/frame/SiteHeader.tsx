import type { HeaderData } from '../../lib/pages/frame';
import { isServicePagePath } from '../../lib/navigation/sections';
import { DesktopNav } from './header/DesktopNav';
import { MobileMenu } from './header/MobileMenu';
import { HeaderBrand, HeaderCall } from './HeaderStatic';

export interface SiteHeaderProps {
  header: HeaderData;
  /** Path of the page being built; on service pages the services item only toggles its sub-menu. */
  currentPath: string;
  /** False on a page without the office-hours script (the 404 page): the call button dials the main line. */
  followsHours: boolean;
}

/**
 * The fixed header, static HTML: what a visitor can do with it is the same from the first paint,
 * without JavaScript, and once the page's scripts have run. Its menus are native disclosures
 * (`<details>`, whose `<summary>` the browser exposes as an expanded or collapsed button); the
 * desktop bar's services sub-menu also shows while the mouse is over its item (global.css). The
 * page's script adds what only a script can do (lib/navigation/header-menus.ts: an outside click,
 * Escape, a followed link close the menus) and, on the home page, scrolls to the sections
 * (lib/navigation/home-sections.ts).
 */
export function SiteHeader({ header, currentPath, followsHours }: SiteHeaderProps) {
  const { businessName, call, text, navItems, serviceLinks } = header;
  const menus = { text, serviceLinks, toggleOnly: isServicePagePath(currentPath), items: navItems };
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-20 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <HeaderBrand businessName={businessName} homeLinkSuffix={text.homeLinkSuffix} />
        <DesktopNav {...menus} />
        <div className="flex items-center gap-2">
          <HeaderCall call={call} followsHours={followsHours} />
          <MobileMenu {...menus} />
        </div>
      </div>
    </header>
  );
}
