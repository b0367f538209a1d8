import type { ContactFields } from '../../../lib/contact/contact-form';
import { phoneToOffer, type FailureReason, type FormState } from '../../../lib/contact/contact-form-state';
import type { BusinessPhones } from '../../../lib/contact/phone';
import { LinkList, textLinkClass } from '../../ui/LinkList';
import type { ContactFormText } from './form-text';

interface FormAlternativesProps {
  status: FormState['status'];
  failure: FailureReason | null;
  fields: ContactFields;
  text: ContactFormText;
  business: BusinessPhones & { facebookHref: string };
  /** The visitor's mail program, with the request written in. */
  mailtoHref: string;
}

/**
 * The other ways to reach the business once a send has failed (the phone line that fits the
 * request, the mail program, Facebook), or the way back to the mail program once it was opened.
 */
export function FormAlternatives({ status, failure, fields, text, business, mailtoHref }: FormAlternativesProps) {
  if (status === 'failed') {
    return (
      <div
        className="rounded-2xl bg-red-50 p-5 text-sm text-ink-900 ring-1 ring-red-200 sm:col-span-2"
        data-alternatives=""
      >
        <p>{failure === 'offline' ? text.offlineText : text.alternativesLead}</p>
        <LinkList
          className="mt-3 grid gap-2"
          linkClassName={textLinkClass}
          links={[
            phoneToOffer(fields.sujet, business, text),
            { href: mailtoHref, label: text.mailtoLink },
            { href: business.facebookHref, label: text.facebookLink },
          ]}
        />
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
