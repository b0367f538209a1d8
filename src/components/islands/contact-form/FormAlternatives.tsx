import type { FailureReason, FormState } from '../../../lib/contact/contact-form-state';
import type { BusinessPhones } from '../../../lib/contact/phone';
import { textLinkClass } from '../../ui/LinkList';
import type { ContactFormText } from './form-text';

interface FormAlternativesProps {
  status: FormState['status'];
  failure: FailureReason | null;
  text: ContactFormText;
  business: BusinessPhones & { facebookHref: string };
  /** The visitor's mail program, with the request written in. */
  mailtoHref: string;
}

/**
 * The other ways to reach the business once a send has failed (the line that answers now: the
 * emergency line while the office is closed, ui/CallPair.tsx; the mail program; Facebook), or the
 * way back to the mail program once it was opened.
 */
export function FormAlternatives({ status, failure, text, business, mailtoHref }: FormAlternativesProps) {
  if (status === 'failed') {
    return (
      <div
        className="rounded-2xl bg-red-50 p-5 text-sm text-ink-900 ring-1 ring-red-200 sm:col-span-2"
        data-alternatives=""
      >
        <p>{failure === 'offline' ? text.offlineText : text.alternativesLead}</p>
        <ul className="mt-3 grid gap-2">
          <li>
            {/* The line that answers now, as the page's script marks <html> (ui/CallPair.tsx on the static pages). */}
            <a href={business.phone.href} data-call="alternatives" className={`${textLinkClass} office-closed:hidden`}>
              {text.callPrefix} {business.phone.display}
            </a>
            <a
              href={business.emergencyPhone.href}
              data-call="alternatives"
              className={`${textLinkClass} hidden office-closed:inline`}
            >
              {text.emergencyCallPrefix} {business.emergencyPhone.display}
            </a>
          </li>
          <li>
            <a href={mailtoHref} className={textLinkClass}>
              {text.mailtoLink}
            </a>
          </li>
          <li>
            <a href={business.facebookHref} className={textLinkClass}>
              {text.facebookLink}
            </a>
          </li>
        </ul>
      </div>
    );
  }
  if (status === 'handed-off') {
    return (
      <p className="rounded-2xl bg-paper-100 p-5 text-sm text-ink-900 sm:col-span-2">
        {text.mailtoOpenedLead}{' '}
        <a href={mailtoHref} className={textLinkClass}>
          {text.mailtoOpenAgain}
        </a>
      </p>
    );
  }
  return null;
}
