import { cn } from '../../../lib/cn';
import { buttonStyles } from '../../ui/button-styles';
import { textLinkClass } from '../../ui/LinkList';
import type { ContactFormText } from './types';

export interface SubmitRowProps {
  text: Pick<ContactFormText, 'notes' | 'mailtoFallbackNote' | 'privacyNotice' | 'privacyLink' | 'sending' | 'submit'>;
  /** The address the visitor's mail program writes to when no e-mail service is configured; `null` otherwise. */
  handoffEmail: string | null;
  privacyHref: string;
  /** The island is hydrated and has put back the draft: its button submits the form. */
  ready: boolean;
  /** A request is on its way: the button waits, with a spinner. */
  sending: boolean;
}

/** The form's last row: the notes and the privacy notice, then the submit button. */
export function SubmitRow({ text, handoffEmail, privacyHref, ready, sending }: SubmitRowProps) {
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-2 text-sm text-ink-700">
        <p>{text.notes}</p>
        {handoffEmail !== null && (
          <p>
            {text.mailtoFallbackNote} {handoffEmail}.
          </p>
        )}
        <p>
          {text.privacyNotice}{' '}
          <a href={privacyHref} className={textLinkClass}>
            {text.privacyLink}
          </a>
        </p>
      </div>
      <button
        // Until the island is ready the page's early-submit script takes the press (lib/early-submit.ts).
        type={ready ? 'submit' : 'button'}
        data-submit=""
        disabled={sending}
        className={cn(
          buttonStyles({ size: 'form', raised: true }),
          'shrink-0 disabled:cursor-not-allowed disabled:opacity-70 noscript:hidden',
        )}
      >
        {sending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {sending ? text.sending : text.submit}
      </button>
    </div>
  );
}
