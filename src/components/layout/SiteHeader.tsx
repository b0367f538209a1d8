import type { NavItem, ServiceLink } from '../../config/navigation';
import { uiText } from '../../content/ui-text';
import { Icon } from '../ui/Icon';
import { BrandMark } from '../ui/BrandMark';

interface SiteHeaderProps {
  businessName: string;
  phone: { display: string; href: string };
  navItems: readonly NavItem[];
  serviceLinks: readonly ServiceLink[];
}

const itemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink-800 transition-colors hover:bg-paper-100 hover:text-copper-700';

/**
 * Fixed header. Every item is a real link to its alias page, the services sub-menu opens
 * on hover and keyboard focus with CSS only, and the mobile menu is a <details> element,
 * so the whole header works before (or without) any script.
 */
export function SiteHeader({ businessName, phone, navItems, serviceLinks }: SiteHeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-20 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <a href="/" className="rounded-md" aria-label={`${businessName} — ${uiText.header.homeLinkSuffix}`}>
          <BrandMark name={businessName} />
        </a>

        <nav aria-label={uiText.header.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navItems.map((item) =>
              item.section === 'services' ? (
                <li key={item.path} className="group relative">
                  <a href={item.path} className={itemClass}>
                    {item.label}
                    <Icon name="chevron-down" className="size-4 transition-transform group-hover:rotate-180" />
                  </a>
                  <ul className="invisible absolute top-full left-0 w-72 translate-y-1 rounded-xl bg-white p-2 opacity-0 shadow-lift ring-1 ring-ink-100 transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
                    {serviceLinks.map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          className="block rounded-lg px-3 py-2 text-ink-800 hover:bg-paper-100 hover:text-copper-700"
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.path}>
                  <a href={item.path} className={itemClass}>
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a
            href={phone.href}
            className="hidden items-center gap-2 rounded-full bg-copper-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-copper-700 sm:inline-flex"
          >
            <Icon name="phone" className="size-4" />
            {phone.display}
          </a>

          <details className="group/menu xl:hidden">
            <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100 [&::-webkit-details-marker]:hidden">
              <span className="sr-only">{uiText.header.menu}</span>
              <Icon name="menu" className="size-6 group-open/menu:hidden" />
              <Icon name="close" className="hidden size-6 group-open/menu:block" />
            </summary>
            <nav
              aria-label={uiText.header.mobileNavLabel}
              className="absolute inset-x-0 top-20 max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-ink-100 bg-white shadow-lift"
            >
              <ul className="container-page flex flex-col py-4">
                {navItems.map((item) => (
                  <li key={item.path}>
                    <a
                      href={item.path}
                      className="block rounded-lg px-3 py-3 text-lg font-medium text-ink-900 hover:bg-paper-100"
                    >
                      {item.label}
                    </a>
                    {item.section === 'services' && (
                      <ul className="mb-2 ml-3 border-l-2 border-copper-200 pl-3">
                        {serviceLinks.map((link) => (
                          <li key={link.href}>
                            <a href={link.href} className="block rounded-lg px-3 py-2 text-ink-700 hover:bg-paper-100">
                              {link.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
                <li className="mt-3">
                  <a
                    href={phone.href}
                    className="flex items-center justify-center gap-2 rounded-full bg-copper-600 px-4 py-3 font-semibold text-white"
                  >
                    <Icon name="phone" className="size-5" />
                    {uiText.header.callPrefix} {phone.display}
                  </a>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
