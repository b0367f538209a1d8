import type { ReactNode } from 'react';
import type { FailureReason, FormState } from '../../../lib/contact/contact-form-state';
import { textLinkClass } from '../../ui/LinkList';
import type { ContactFormText } from './form-text';

interface FormAlternativesProps {
  status: FormState['status'];
  failure: FailureReason | null;
  text: ContactFormText;
  business: { facebookHref: string };
  /** The visitor's mail program, with the request written in. */
  mailtoHref: string;
  /** Static HTML from the page (a slot of the island): the line that answers now (sections/FormCallLine.tsx). */
  call?: ReactNode;
}

/**
 * The other ways to reach the business once a send has failed (the line that answers now: the
 * emergency line while the office is closed, ui/CallPair.tsx; the mail program; Facebook), or the
 * way back to the mail program once it was opened.
 */
export function FormAlternatives({ status, failure, text, business, mailtoHref, call }: FormAlternativesProps) {
  if (status === 'failed') {
    return (
      <div
        className="rounded-2xl bg-red-50 p-5 text-sm text-ink-900 ring-1 ring-red-200 sm:col-span-2"
        data-alternatives=""
      >
        <p>{failure === 'offline' ? text.offlineText : text.alternativesLead}</p>
        <ul className="mt-3 grid gap-2">
          <li>{call}</li>
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
