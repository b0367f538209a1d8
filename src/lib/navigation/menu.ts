import type { LegalPageSlug } from '../../schemas/legal';
import { sectionIds, type SectionId } from '../../schemas/section-ids';
import type { UiText } from '../../schemas/ui';

export interface NavItem {
  /** The home section; the item leads to its alias path (`/accueil` for the hero), a real page. */
  section: SectionId;
  label: string;
}

/** Header items: one per home section, in page order. */
export function navItems(labels: UiText['nav']): NavItem[] {
  return sectionIds.map((section) => ({ section, label: labels[section] }));
}

export interface ServiceLink {
  href: string;
  label: string;
}

/** Entries of the services sub-menu and of the footer's service anchors. */
export function serviceLinks(services: readonly { path: string; title: string }[]): ServiceLink[] {
  return services.map((service) => ({ href: service.path, label: service.title }));
}

/** The footer's links to the legal pages. */
export function legalLinks(pages: Readonly<Record<LegalPageSlug, { path: string; title: string }>>): ServiceLink[] {
  return Object.values(pages).map((page) => ({ href: page.path, label: page.title }));
}
