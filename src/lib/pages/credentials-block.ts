/** The block « Une entreprise vérifiable » as the home page and the service pages show it. */
import { credentialsOf, type CredentialsData } from '../content/credentials';
import type { SiteContent } from '../content/site-content';
import { stated } from './proof-links';

export function credentialsBlock(content: Pick<SiteContent, 'identity' | 'ui' | 'legal' | 'today'>): CredentialsData {
  return credentialsOf(content.identity, content.ui.credentials, {
    today: content.today,
    // The policies and the certificate are stated in full in the legal notice, at its insurance heading.
    detailsHref: stated(content.legal['mentions-legales'], 'assurance'),
  });
}
