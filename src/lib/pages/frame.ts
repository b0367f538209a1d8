/**
 * What every page shows around its own content (the skip link, the header, the footer) and what its
 * `<head>` needs. Each page's builder makes it once, and the page hands it to its layout: the layout
 * never reads the content itself.
 */
import type { Identity } from '../../schemas/identity';
import type { UiText } from '../../schemas/ui';
import type { PageHead as HeadMetadata } from '../head';
import { legalLinks, navItems, serviceLinks, type NavItem, type ServiceLink } from '../navigation';
import { businessPhones, type BusinessPhones, type PhoneLink } from '../phone';
import type { SiteContent } from '../site-content';
import { socialImageFor } from '../social-cards';

/** The page's `<head>` metadata (lib/head.ts) and its structured data. */
export interface PageHead extends HeadMetadata {
  /** JSON-LD blocks of the page. */
  jsonLd: readonly object[];
}

export interface HeaderData {
  text: UiText['header'];
  businessName: string;
  phone: PhoneLink;
  navItems: readonly NavItem[];
  serviceLinks: readonly ServiceLink[];
}

export interface FooterData {
  identity: Identity;
  phones: BusinessPhones;
  text: UiText['footer'];
  serviceLinks: readonly ServiceLink[];
  legalLinks: readonly ServiceLink[];
  worksitesLink: ServiceLink;
}

export interface PageFrame {
  /** Origin of the canonical URLs: the build's `site`, else the identity's address. */
  origin: string | URL;
  siteName: string;
  skipLink: string;
  header: HeaderData;
  footer: FooterData;
}

/** Everything a layout gets from its page. */
export interface PageShell {
  frame: PageFrame;
  head: PageHead;
}

export function pageFrame(content: SiteContent, origin: string | URL): PageFrame {
  const { identity, ui } = content;
  const phones = businessPhones(identity);
  const services = serviceLinks(content.services);
  return {
    origin,
    siteName: identity.name,
    skipLink: ui.skipLink,
    header: {
      text: ui.header,
      businessName: identity.name,
      phone: phones.phone,
      navItems: navItems(ui.nav),
      serviceLinks: services,
    },
    footer: {
      identity,
      phones,
      text: ui.footer,
      serviceLinks: services,
      legalLinks: legalLinks(content.legal),
      worksitesLink: { href: '/realisations', label: ui.worksites.heading },
    },
  };
}

/** The page's head, with the home page's social image unless it has its own. */
export function pageHead(
  content: SiteContent,
  head: Omit<PageHead, 'image' | 'jsonLd'> & Partial<Pick<PageHead, 'image' | 'jsonLd'>>,
): PageHead {
  return { ...head, image: head.image ?? socialImageFor(content, 'accueil'), jsonLd: head.jsonLd ?? [] };
}
