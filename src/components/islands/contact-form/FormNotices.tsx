import { cn } from '../../../lib/cn';
import type { FailureReason } from '../../../lib/contact-form';
import { LinkList, textLinkClass } from '../../ui/LinkList';
import type { BusinessContacts, ContactFormText } from './types';

export interface DraftRestoredNoteProps {
  text: Pick<ContactFormText, 'draftRestored' | 'clearForm'>;
  /** Empties the fields and forgets the draft. */
  onClear: () => void;
}

/** Above the fields: a draft from an earlier visit was put back, with a button to start afresh. */
export function DraftRestoredNote({ text, onClear }: DraftRestoredNoteProps) {
  return (
    <p className="rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-800 sm:col-span-2">
      {text.draftRestored}{' '}
      <button type="button" onClick={onClear} className={cn(textLinkClass, 'cursor-pointer')}>
        {text.clearForm}
      </button>
    </p>
  );
}

export interface FailureAlternativesProps {
  text: Pick<ContactFormText, 'offlineText' | 'alternativesLead' | 'callPrefix' | 'mailtoLink' | 'facebookLink'>;
  failure: FailureReason | null;
  business: BusinessContacts;
  /** The request, pre-filled in an e-mail to the business. */
  mailtoHref: string;
}

/** After a failed send: the other ways to reach the business, the request kept in the e-mail link. */
export function FailureAlternatives({ text, failure, business, mailtoHref }: FailureAlternativesProps) {
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
          { href: business.phoneHref, label: `${text.callPrefix} ${business.phoneDisplay}` },
          { href: mailtoHref, label: text.mailtoLink },
          { href: business.facebookHref, label: text.facebookLink },
        ]}
      />
    </div>
  );
}

export interface HandoffNoteProps {
  text: Pick<ContactFormText, 'mailtoOpenedLead' | 'mailtoOpenAgain'>;
  /** The request, pre-filled in an e-mail to the business. */
  mailtoHref: string;
}

/** No e-mail service configured: the visitor's mail program was opened, and can be opened again. */
export function HandoffNote({ text, mailtoHref }: HandoffNoteProps) {
  return (
    <p className="rounded-2xl bg-paper-100 p-5 text-sm text-ink-900 sm:col-span-2">
      {text.mailtoOpenedLead}{' '}
      <a href={mailtoHref} className={textLinkClass}>
        {text.mailtoOpenAgain}
      </a>
    </p>
  );
}
