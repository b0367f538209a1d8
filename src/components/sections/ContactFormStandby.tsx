import { FORM_STANDBY_ID } from '../../lib/contact/contact-form';
import type { BusinessPhones } from '../../lib/contact/phone';
import type { UiText } from '../../schemas/ui';
import { FormCallLine } from './FormCallLine';
import { textLinkClass } from '../ui/LinkList';

interface ContactFormStandbyProps {
  text: Pick<
    UiText['form'],
    'noScriptLead' | 'callPrefix' | 'emergencyCallPrefix' | 'writeTo' | 'waitingForForm' | 'formSlow' | 'mailtoLink'
  >;
  business: BusinessPhones & { email: string };
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
          <ul className="mt-3 grid gap-2">
            <li>
              <FormCallLine phones={business} text={text} />
            </li>
            <li>
              <a href={mailtoHref} className={textLinkClass}>
                {text.writeTo} {business.email}
              </a>
            </li>
          </ul>
        </div>
      </noscript>
      <div role="status">
        <p data-waiting="" hidden className="rounded-2xl bg-paper-100 p-5">
          {text.waitingForForm}
        </p>
        <div data-slow="" hidden className="rounded-2xl bg-paper-100 p-5">
          <p>{text.formSlow}</p>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href={mailtoHref} className={textLinkClass} data-mailto="">
                {text.mailtoLink}
              </a>
            </li>
            <li>
              <FormCallLine phones={business} text={text} />
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
