import { useReducer, useRef, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { buildMailtoHref, CONTACT_FORM_ID, mailtoLabels } from '../../lib/contact/contact-form';
import { formReducer, initialFormState } from '../../lib/contact/contact-form-state';
import type { EmailServiceSettings } from '../../lib/contact/email-service';
import type { ProjectType } from '../../schemas/project-types';
import { textLinkClass } from '../ui/LinkList';
import { FormActions } from './contact-form/FormActions';
import { FormAlternatives } from './contact-form/FormAlternatives';
import { FormFields } from './contact-form/FormFields';
import type { PhotoSettings } from './contact-form/PhotoSent';
import type { ContactFormText } from './contact-form/form-text';
import { useDraft } from './contact-form/use-draft';
import { useSubmit } from './contact-form/use-submit';
import { useToasts } from './useToasts';

export type { ContactFormText } from './contact-form/form-text';

export interface ContactFormProps {
  text: ContactFormText;
  projectTypes: readonly ProjectType[];
  messageRows: number;
  /** How long the draft is kept on the device after the last keystroke. */
  draftMaxAgeMs: number;
  /** Where requests are sent; `null` when the service is not configured (the form opens a `mailto:`). */
  emailService: EmailServiceSettings | null;
  /** The other ways to reach the business, offered when sending is not possible. */
  business: { email: string; facebookHref: string };
  privacyHref: string;
  /** How to send photos of the roof once the request has left, the messages naming it. */
  photos: PhotoSettings;
  /**
   * Static HTML from the page (the `stormHint` slot), under the project type: the page for the night
   * of the storm, shown by CSS once the emergency type is chosen (sections/StormHint.tsx).
   */
  stormHint?: ReactNode;
  /** Static HTML from the page (the `callLine` slot): the line that answers now, offered after a failed send. */
  callLine?: ReactNode;
}

/**
 * The quote request form: the browser's built-in checks, then one send through the e-mail
 * service, a toast with the outcome, and nothing lost — fields emptied only after a successful
 * send, a draft kept on the device (./contact-form/use-draft.ts), other ways to reach the business
 * when sending fails or is not configured. Its logic, without React, is lib/contact/contact-form.ts.
 */
export function ContactForm({
  text,
  projectTypes,
  messageRows,
  emailService,
  business,
  privacyHref,
  draftMaxAgeMs,
  photos,
  stormHint,
  callLine,
}: ContactFormProps) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const toasts = useToasts({ region: text.notificationsLabel, dismiss: text.dismissNotification });
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { fields, status, failure, ready } = state;
  const sending = status === 'sending';
  useDraft(formRef, state, dispatch, { maxAgeMs: draftMaxAgeMs, projectTypes });

  const projectLabel = projectTypes.find((type) => type.value === fields.sujet.trim())?.label;
  const mailtoHref = buildMailtoHref(fields, {
    to: business.email,
    subject: text.mailtoSubject,
    labels: mailtoLabels(text.fields, text.projectTypeLabel),
    projectLabel,
  });
  const handleSubmit = useSubmit({
    fields,
    dispatch,
    text,
    toasts,
    formRef,
    honeypotRef,
    emailService,
    mailtoHref,
    photos: { ...photos, linkClass: textLinkClass },
  });

  function handleClear() {
    dispatch({ type: 'clear' });
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }

  return (
    <form
      ref={formRef}
      id={CONTACT_FORM_ID}
      // Never a GET: before the island is ready (and without JavaScript) nothing submits the form
      // natively (its button is `type="button"` until then: lib/contact/early-submit.ts); should anything
      // do so anyway, the fields travel in a request body, never in an address.
      method="post"
      data-ready={ready ? '' : undefined}
      className="relative mt-8 grid gap-5 sm:grid-cols-2"
      aria-label={text.formTitle}
      aria-busy={sending}
      onSubmit={handleSubmit}
      // The toasts' code (and the success message's photo links) is fetched when the visitor starts using the form, not with the page.
      onFocus={toasts.prepare}
      onPointerDown={toasts.prepare}
    >
      {state.draftRestored && (
        <p className="rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-800 sm:col-span-2">
          {text.draftRestored}{' '}
          <button type="button" onClick={handleClear} className={clsx(textLinkClass, 'cursor-pointer')}>
            {text.clearForm}
          </button>
        </p>
      )}
      <FormFields
        fields={fields}
        text={text}
        projectTypes={projectTypes}
        messageRows={messageRows}
        sending={sending}
        dispatch={dispatch}
        stormHint={stormHint}
      />
      {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden" data-honeypot="">
        <label htmlFor="champ-site-web">{text.honeypotLabel}</label>
        <input ref={honeypotRef} id="champ-site-web" name="site-web" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormAlternatives
        status={status}
        failure={failure}
        text={text}
        business={business}
        mailtoHref={mailtoHref}
        call={callLine}
      />
      <FormActions
        text={text}
        mailtoEmail={emailService ? null : business.email}
        privacyHref={privacyHref}
        ready={ready}
        sending={sending}
      />
      {toasts.toaster}
    </form>
  );
}
