/**
 * « Une entreprise vérifiable »: what a visitor can check about the business before letting it on
 * the roof, from the identity only, each item shown only when the owner has filled it in: the
 * enterprise number with its page in the public register, the VAT number, the insurer, the
 * ten-year liability insurance with what the law makes it cover (while that statement is current),
 * and the memberships or labels the owner declares.
 */
import { enterpriseDigits, isValidEnterpriseNumber } from '../../schemas/enterprise-number';
import type { Identity } from '../../schemas/identity';
import type { DatedStatement } from '../../schemas/dated';
import type { UiText } from '../../schemas/ui';
import { companyName } from '../pages/proof-links';
import { isPastReview, statementSource, type StatementSource } from './statements';

/**
 * The public search of the Crossroads Bank for Enterprises (FPS Economy): the page of one
 * enterprise, by its ten digits (`ondernemingsnummer`), in French (`lang=fr`).
 */
export const PUBLIC_REGISTER_PAGE = 'https://kbopub.economie.fgov.be/kbopub/toonondernemingps.html';

/** `0555.123.476` → the enterprise's page in the public register; an invalid number has none. */
export function registerUrl(enterpriseNumber: string): string {
  if (!isValidEnterpriseNumber(enterpriseNumber)) {
    throw new Error(`« ${enterpriseNumber} » n’est pas un numéro d’entreprise valide.`);
  }
  const query = new URLSearchParams({ lang: 'fr', ondernemingsnummer: enterpriseDigits(enterpriseNumber) });
  return `${PUBLIC_REGISTER_PAGE}?${query.toString()}`;
}

/** A link to another site, opened on the visitor's click only. */
export interface OutsideLink {
  href: string;
  label: string;
}

/** A dated statement as a page shows it: its words, its source, and the day it was checked. */
export interface ShownStatement extends StatementSource {
  text: string;
}

/** A statement as shown: its words, its source, its date of checking. */
export function statementAsShown(statement: DatedStatement & { text: string }): ShownStatement {
  return { text: statement.text, ...statementSource(statement) };
}

/** The statement as shown while current on `today`; null once past its review date. */
export function currentStatement(statement: DatedStatement & { text: string }, today: string): ShownStatement | null {
  return isPastReview(statement, today) ? null : statementAsShown(statement);
}

/** One line of the block: what it is, its value, and where to check it. */
export interface CredentialItem {
  id: 'bce' | 'tva' | 'rc' | 'decennale' | 'labels';
  label: string;
  values: readonly { text: string; link?: OutsideLink | undefined }[];
  /** What the law makes it cover (the ten-year insurance), while current. */
  statement?: ShownStatement | null;
}

export interface CredentialsData {
  heading: string;
  intro: string;
  items: readonly CredentialItem[];
  /** Where the policies and the certificate are stated in full (the legal notice). */
  details: OutsideLink;
  text: Pick<UiText['credentials'], 'checkedOn' | 'source'>;
}

export function credentialsOf(
  identity: Pick<Identity, 'enterpriseNumber' | 'vatNumber' | 'legal' | 'credentials'>,
  text: UiText['credentials'],
  { today, detailsHref }: { today: string; detailsHref: string },
): CredentialsData {
  const insurer = companyName(identity.legal.insurer);
  const decennial = identity.credentials.decennialInsurance;
  const items: CredentialItem[] = [
    {
      id: 'bce',
      label: text.enterpriseNumber,
      values: [
        {
          text: identity.enterpriseNumber,
          link: { href: registerUrl(identity.enterpriseNumber), label: text.registerLink },
        },
      ],
    },
    { id: 'tva', label: text.vatNumber, values: [{ text: identity.vatNumber }] },
    { id: 'rc', label: text.liabilityInsurance, values: [{ text: insurer }] },
    ...(decennial
      ? [
          {
            id: 'decennale' as const,
            label: text.decennialInsurance,
            values: [{ text: insurer }],
            statement: currentStatement(text.decennialLaw, today),
          },
        ]
      : []),
    ...(identity.credentials.memberships.length > 0
      ? [
          {
            id: 'labels' as const,
            label: text.memberships,
            values: identity.credentials.memberships.map((membership) => ({
              text: membership.name,
              link: membership.url ? { href: membership.url, label: membership.name } : undefined,
            })),
          },
        ]
      : []),
  ];
  return {
    heading: text.heading,
    intro: text.intro,
    items,
    details: { href: detailsHref, label: text.details },
    text: { checkedOn: text.checkedOn, source: text.source },
  };
}
