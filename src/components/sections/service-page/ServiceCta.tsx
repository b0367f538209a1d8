import type { ReactNode } from 'react';
import type { ServiceLink } from '../../../lib/navigation/menu';
import type { BusinessPhones } from '../../../lib/contact/phone';
import type { UiText } from '../../../schemas/ui';
import { buttonStyles } from '../../ui/button-styles';
import { ButtonLink } from '../../ui/ButtonLink';
import { CallPair } from '../../ui/CallPair';
import { Icon, type AnyIconName } from '../../ui/Icon';

export interface ServiceCtaData {
  phones: BusinessPhones;
  /** The form, with the service's project type chosen (lib/contact/quote-request.ts). */
  quoteHref: string;
  /** `insurer`: null when the owner does not state the ten-year liability insurance. */
  proof: { guaranteeHref: string; insurer: string | null; insuranceHref: string; experienceHref: string };
}

const proofLinkClass = 'rounded underline underline-offset-4 hover:text-white';

/**
 * Closing call to action of every service page: call now (the emergency line while the office is
 * closed) or ask for a quote with the service already chosen in the form; under them, what the
 * visitor can check, each linked to where it is stated in full.
 */
export function ServiceCta({
  others,
  text,
  cta,
  credentials,
}: {
  others: readonly ServiceLink[];
  text: UiText['servicePage'];
  cta: ServiceCtaData;
  /** « Une entreprise vérifiable » beside the call to action (credentials/CredentialsBlock.tsx), rendered by the page: the admin's preview has none. */
  credentials?: ReactNode;
}) {
  const { phones, proof } = cta;
  const proofs: { icon: AnyIconName; href: string; label: string }[] = [
    { icon: 'award', href: proof.guaranteeHref, label: text.proofGuarantee },
    ...(proof.insurer
      ? [{ icon: 'shield', href: proof.insuranceHref, label: `${text.proofInsurancePrefix} ${proof.insurer}` } as const]
      : []),
    { icon: 'users', href: proof.experienceHref, label: text.proofExperience },
  ];
  return (
    <section aria-labelledby="cta-titre" className="container-page pb-20">
      <div className="on-dark rounded-3xl bg-copper-700 px-6 py-12 text-center md:px-16 md:py-16">
        <h2 id="cta-titre" className="text-3xl font-semibold text-white md:text-4xl">
          {text.ctaHeading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-copper-50">{text.ctaText}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
          <CallPair
            name="cta"
            phones={phones}
            display="inline-flex"
            buttonClass={buttonStyles({ variant: 'secondary', raised: true })}
            main={
              <>
                <Icon name="phone" />
                <span>
                  {text.ctaCallPrefix} <span className="whitespace-nowrap">{phones.phone.display}</span>
                </span>
              </>
            }
            emergency={
              <>
                <Icon name="phone" />
                {/* On a phone the prefix above the number: on one line they outgrow the button. */}
                <span className="max-sm:flex max-sm:flex-col max-sm:items-start max-sm:text-left">
                  <span>{text.ctaEmergencyPrefix}</span>{' '}
                  <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
                </span>
              </>
            }
            beside={{
              className: `${proofLinkClass} order-last inline-flex w-full justify-center text-copper-50`,
              content: (
                <>
                  {text.ctaEmergencyPrefix}&nbsp;
                  <span className="whitespace-nowrap">{phones.emergencyPhone.display}</span>
                </>
              ),
            }}
          />
          <ButtonLink href={cta.quoteHref} variant="dark" icon="arrow-right">
            {text.ctaButton}
          </ButtonLink>
        </div>
        <ul
          aria-label={text.proofLabel}
          className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-3 text-sm text-copper-50 md:flex-row md:flex-wrap md:justify-center"
        >
          {proofs.map((item) => (
            <li key={item.href} className="flex items-start gap-2">
              <Icon name={item.icon} className="mt-0.5 size-4 text-copper-200" />
              <a href={item.href} className={proofLinkClass}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {credentials && <div className="mx-auto mt-10 max-w-3xl">{credentials}</div>}
      <nav aria-label={text.otherServices} className="mt-12">
        <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-700 uppercase">
          {text.otherServices}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {others.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-ink-800 ring-1 ring-ink-200 hover:bg-paper-100"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
