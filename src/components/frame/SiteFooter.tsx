import type { FooterData } from '../../lib/pages/frame';
import { openingHoursRows } from '../../lib/content/format';
import { postalAddressLine } from '../../lib/content/placeholders';
import { BrandMark } from '../ui/BrandMark';
import { CallPair } from '../ui/CallPair';
import { LinkList } from '../ui/LinkList';
import { Icon } from '../ui/Icon';

const linkClass = 'rounded text-ink-200 underline-offset-4 hover:text-white hover:underline';

/** What the page's builder made of the footer (lib/pages/frame.ts), and its place in the page. */
interface SiteFooterProps extends FooterData {
  /** The footer's `id`: the layout names it as the end of the page's main content. */
  id?: string;
  /** False on a page without the office-hours script (the 404 page): the main line only. */
  followsHours?: boolean | undefined;
}

/** Footer of every page: contact, service pages, outside links, legal pages and legal identification. */
export function SiteFooter({
  identity: site,
  phones,
  text,
  serviceLinks,
  legalLinks,
  worksitesLink,
  aidLink,
  reviewLinks,
  stormLink,
  id,
  followsHours,
}: SiteFooterProps) {
  const year = new Date().getFullYear();
  // The business's pages elsewhere.
  const outsideLinks = [
    { href: site.links.facebook, icon: 'facebook', label: text.facebook } as const,
    ...(site.links.companyWebsite
      ? [{ href: site.links.companyWebsite, icon: 'globe', label: text.companyWebsite } as const]
      : []),
    // « Voir nos avis sur Google », « Donner votre avis », when the owner has given their addresses.
    ...(reviewLinks?.links ?? []).map(
      (link) =>
        ({
          href: link.href,
          icon: link.kind === 'see' ? 'star' : 'message',
          label: link.label,
          review: link.kind,
        }) as const,
    ),
  ];
  return (
    <footer id={id} className="on-dark bg-ink-950 text-ink-200">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandMark name={site.name} light />
          <p className="text-sm leading-relaxed">{text.about}</p>
          <ul className="flex flex-wrap gap-3">
            {outsideLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex items-center gap-2 rounded-full px-3 py-2 whitespace-nowrap ring-1 ring-white/20 hover:bg-white/10"
                  rel="noopener"
                  {...('review' in link ? { 'data-review-link': link.review } : {})}
                >
                  <Icon name={link.icon} className="size-4" />
                  <span className="text-sm">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={text.servicesHeading}>
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.14em] text-white uppercase">
            {text.servicesHeading}
          </h2>
          <LinkList links={serviceLinks} className="space-y-2 text-sm" linkClassName={linkClass} />
          <p className="mt-4 text-sm font-semibold">
            <a href={worksitesLink.href} className={linkClass}>
              {worksitesLink.label}
            </a>
          </p>
          <p className="mt-2 text-sm font-semibold">
            <a href={aidLink.href} className={linkClass}>
              {aidLink.label}
            </a>
          </p>
        </nav>

        <div>
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.14em] text-white uppercase">
            {text.contactHeading}
          </h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 text-copper-400" />
              {postalAddressLine(site)}
            </p>
            {/* The line that answers now: the emergency line while the office is closed (ui/CallPair.tsx). */}
            <p className="flex flex-wrap gap-2">
              <Icon name="phone" className="mt-0.5 size-4 text-copper-400" />
              <CallPair
                name="footer"
                phones={phones}
                followsHours={followsHours}
                display="inline-flex"
                buttonClass={linkClass}
                main={phones.phone.display}
                emergency={
                  <>
                    {text.emergencyLabel}
                    {'\u00a0'}: <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
                  </>
                }
                beside={{
                  className: `${linkClass} w-full pl-5`,
                  content: (
                    <>
                      {text.emergencyLabel}
                      {'\u00a0'}: <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
                    </>
                  ),
                }}
              />
            </p>
            <p className="flex gap-2">
              <Icon name="mail" className="mt-0.5 size-4 text-copper-400" />
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
          </address>
        </div>

        <div>
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-[0.14em] text-white uppercase">
            {text.hoursHeading}
          </h2>
          <dl className="space-y-2 text-sm">
            {openingHoursRows(site.openingHours).map((row) => (
              <div key={row.days} className="flex justify-between gap-4 border-b border-white/10 pb-2">
                <dt>{row.days}</dt>
                <dd className="text-white">{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 flex gap-2 text-sm">
            <Icon name="phone" className="mt-0.5 size-4 text-copper-400" />
            <a href={stormLink.href} className={linkClass}>
              {stormLink.label}
            </a>
          </p>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.legalName} · {text.enterpriseNumber} {site.enterpriseNumber} · {text.vatNumber}{' '}
            {site.vatNumber}
          </p>
          <nav aria-label={text.legalNavLabel}>
            <LinkList links={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" linkClassName={linkClass} />
          </nav>
        </div>
      </div>
    </footer>
  );
}
