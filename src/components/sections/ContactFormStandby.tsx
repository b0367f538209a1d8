import { FORM_STANDBY_ID } from '../../lib/contact/contact-form';
import type { PhoneLink } from '../../lib/contact/phone';
import type { UiText } from '../../schemas/ui';
import { LinkList, textLinkClass } from '../ui/LinkList';

interface ContactFormStandbyProps {
  text: Pick<UiText['form'], 'noScriptLead' | 'callPrefix' | 'writeTo' | 'waitingForForm' | 'formSlow' | 'mailtoLink'>;
  business: { email: string; phone: PhoneLink };
  /** `mailto:` to the business with the subject only; the page's script adds the request when it is chosen. */
  mailtoHref: string;
}

/**
 * Static HTML beside the form island (never hydrated, so the page's early-submit script can
 * show and hide it before and without the island: lib/contact/early-submit.ts):
 * - without JavaScript, a note in place of the hidden send button: call or write;
 * - a press on the send button before the form is ready: « it leaves as soon as it is », then,
 *   if that takes long, the mail program (request pre-filled) and the phone.
 */
export function ContactFormStandby({ text, business, mailtoHref }: ContactFormStandbyProps) {
  return (
    <div id={FORM_STANDBY_ID} className="mt-5 text-sm text-ink-900">
      <noscript>
        <div className="rounded-2xl bg-paper-100 p-5">
          <p>{text.noScriptLead}</p>
          <LinkList
            className="mt-3 grid gap-2"
            linkClassName={textLinkClass}
            links={[
              { href: business.phone.href, label: `${text.callPrefix} ${business.phone.display}` },
              { href: mailtoHref, label: `${text.writeTo} ${business.email}` },
            ]}
          />
        </div>
      </noscript>
      <div role="status">
        <p data-waiting="" hidden className="rounded-2xl bg-paper-100 p-5">
          {text.waitingForForm}
        </p>
        <div data-slow="" hidden className="rounded-2xl bg-paper-100 p-5">
          <p>{text.formSlow}</p>
          <LinkList
            className="mt-3 grid gap-2"
            linkClassName={textLinkClass}
            links={[
              { href: mailtoHref, label: text.mailtoLink, data: { 'data-mailto': '' } },
              { href: business.phone.href, label: `${text.callPrefix} ${business.phone.display}` },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
