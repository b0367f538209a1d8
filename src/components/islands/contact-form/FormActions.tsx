import { clsx } from 'clsx';
import { buttonStyles } from '../../ui/button-styles';
import { textLinkClass } from '../../ui/LinkList';
import type { ContactFormText } from './form-text';

interface FormActionsProps {
  text: Pick<ContactFormText, 'notes' | 'mailtoFallbackNote' | 'privacyNotice' | 'privacyLink' | 'sending' | 'submit'>;
  /** Shown when requests leave from the visitor's mail program: the address they go to. */
  mailtoEmail: string | null;
  privacyHref: string;
  ready: boolean;
  sending: boolean;
}

/** The notes under the form (what happens next, privacy) and the send button. */
export function FormActions({ text, mailtoEmail, privacyHref, ready, sending }: FormActionsProps) {
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-2 text-sm text-ink-700">
        <p>{text.notes}</p>
        {mailtoEmail && (
          <p>
            {text.mailtoFallbackNote} {mailtoEmail}.
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
        // Until the island is ready the page's early-submit script takes the press (lib/contact/early-submit.ts).
        type={ready ? 'submit' : 'button'}
        data-submit=""
        disabled={sending}
        className={clsx(
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
