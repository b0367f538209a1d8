/**
 * What every page shows around its own content (the skip link, the header, the footer) and what its
 * `<head>` needs. Each page's builder makes it once, and the page hands it to its layout: the layout
 * never reads the content itself.
 */
import type { Identity } from '../../schemas/identity';
import type { UiText } from '../../schemas/ui';
import type { PageHead as HeadMetadata } from '../seo/head';
import { legalLinks, navItems, serviceLinks, type NavItem, type ServiceLink } from '../navigation/menu';
import { businessPhones, type BusinessPhones } from '../contact/phone';
import { quoteHref } from '../contact/quote-request';
import { pathForSection } from '../navigation/sections';
import type { ServiceContent, SiteContent } from '../content/site-content';
import { byOpening, type AnswerText, type OpeningRange } from '../contact/office-hours';
import { socialImageFor } from '../seo/social-cards';
import { reviewPlatformLinks, type ReviewPlatformLinks } from '../content/review-platform';
import type { ShownUntil } from '../content/dated';
import { STORM_PATH } from '../content/site-content';

/** The page's `<head>` metadata (lib/seo/head.ts) and its structured data. */
export interface PageHead extends HeadMetadata {
  /** JSON-LD blocks of the page. */
  jsonLd: readonly object[];
}

/** The call buttons' labels and lines: the main line while the office is open, the emergency line while closed. */
export interface CallLines extends BusinessPhones {
  text: Pick<UiText['callBar'], 'call' | 'emergency'>;
}

export interface HeaderData {
  text: UiText['header'];
  businessName: string;
  call: CallLines;
  navItems: readonly NavItem[];
  serviceLinks: readonly ServiceLink[];
}

export interface FooterData {
  identity: Identity;
  phones: BusinessPhones;
  text: UiText['footer'];
  serviceLinks: readonly ServiceLink[];
  legalLinks: readonly ServiceLink[];
  /** The worksites' listing (« Nos réalisations »), under the services. */
  worksitesLink: ServiceLink;
  /** The page on VAT and public aid (« Aides et TVA »), under it. */
  aidLink: ServiceLink;
  /** The business's reviews on a review platform, when the owner has given their addresses. */
  reviewLinks: ReviewPlatformLinks | null;
  /** The page for the night of the storm, beside the emergency line. */
  stormLink: ServiceLink;
}

export interface PageFrame {
  /** Origin of the canonical URLs: the build's `site`, else the identity's address. */
  origin: string | URL;
  siteName: string;
  skipLink: string;
  header: HeaderData;
  footer: FooterData;
  /**
   * The opening hours for the page's script (lib/contact/office-hours.ts), and the form's line on the page
   * that has the form; the holidays are the layout's.
   */
  office: { ranges: readonly OpeningRange[]; answer?: AnswerText };
  /** The last day of what dates on the site's pages: their clock hides each past it (lib/content/dated.ts). */
  shownUntil: ShownUntil;
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
      call: { ...phones, text: { call: ui.callBar.call, emergency: ui.callBar.emergency } },
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
      aidLink: { href: content.aid.path, label: content.aid.heading },
      reviewLinks: reviewPlatformLinks(identity.links, ui.reviewLinks),
      stormLink: { href: STORM_PATH, label: ui.storm.footerLink },
    },
    office: { ranges: byOpening(identity.openingHours.map(({ days, opens, closes }) => ({ days, opens, closes }))) },
    shownUntil: content.storm.wait ? { delai: content.storm.wait.shownUntil } : {},
  };
}

/** The form's line, from the interface texts: when a request sent now is read. */
export function answerText({ officeHours }: UiText): AnswerText {
  return {
    open: officeHours.answerOpen,
    closed: officeHours.answerClosed,
    today: officeHours.today,
    tomorrow: officeHours.tomorrow,
  };
}

/** The page's head, with the home page's social image unless it has its own. */
export function pageHead(
  content: SiteContent,
  head: Omit<PageHead, 'image' | 'jsonLd'> & Partial<Pick<PageHead, 'image' | 'jsonLd'>>,
): PageHead {
  return { ...head, image: head.image ?? socialImageFor(content, 'accueil'), jsonLd: head.jsonLd ?? [] };
}

/**
 * The quote form's address from a page about a service (its project type chosen in the form), or
 * the plain form's.
 */
export function quoteHrefFor(service?: Pick<ServiceContent, 'slug' | 'projectType'>): string {
  const form = pathForSection('contact');
  // The form opens with the service's own project type (lib/content/site-content.ts projectTypeOptions).
  return service ? quoteHref(form, service.projectType?.value ?? service.slug) : form;
}

/**
 * The phones' bottom bar of a page: the call, the quote request (`quote`: {@link quoteHrefFor})
 * and, while the office is closed, the page for the night of the storm.
 */
export function callBarOf(content: SiteContent, frame: ReturnType<typeof pageFrame>, quote: string) {
  return {
    text: content.ui.callBar,
    phones: frame.footer.phones,
    quoteHref: quote,
    stormLink: { href: STORM_PATH, label: content.ui.storm.callBarLink },
  };
}
