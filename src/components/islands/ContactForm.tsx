import { useReducer, useRef } from 'react';
import {
  buildMailtoHref,
  contactFields,
  CONTACT_FORM_ID,
  formReducer,
  initialFormState,
  isContactFieldName,
  mailtoLabels,
} from '../../lib/contact-form';
import type { EmailServiceSettings } from '../../lib/email-service';
import type { ProjectType } from '../../schemas/project-types';
import { ContactField, type FieldChangeEvent } from './contact-form/ContactField';
import { DraftRestoredNote, FailureAlternatives, HandoffNote } from './contact-form/FormNotices';
import { HoneypotField } from './contact-form/HoneypotField';
import { SubmitRow } from './contact-form/SubmitRow';
import type { BusinessContacts, ContactFormText } from './contact-form/types';
import { useDraft } from './contact-form/use-draft';
import { useSubmit } from './contact-form/use-submit';
import { useToasts } from './useToasts';

export type { ContactFormText } from './contact-form/types';

export interface ContactFormProps {
  text: ContactFormText;
  projectTypes: readonly ProjectType[];
  messageRows: number;
  /** How long the draft is kept on the device after the last keystroke. */
  draftMaxAgeMs: number;
  /** Where requests are sent; `null` when the service is not configured (the form opens a `mailto:`). */
  emailService: EmailServiceSettings | null;
  /** The other ways to reach the business, offered when sending is not possible. */
  business: BusinessContacts;
  privacyHref: string;
}

/**
 * The quote request form: the browser's built-in
 * checks, then one send through the e-mail service, a toast with the outcome, and nothing
 * lost — fields emptied only after a successful send, a draft kept on the device, other
 * ways to reach the business when sending fails or is not configured.
 */
export function ContactForm({
  text,
  projectTypes,
  messageRows,
  emailService,
  business,
  privacyHref,
  draftMaxAgeMs,
}: ContactFormProps) {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const toasts = useToasts({ region: text.notificationsLabel, dismiss: text.dismissNotification });
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { fields, status, failure } = state;
  const sending = status === 'sending';

  useDraft({ formRef, fields, ready: state.ready, maxAgeMs: draftMaxAgeMs, dispatch });

  const projectLabel = projectTypes.find((type) => type.value === fields.sujet.trim())?.label;
  const mailtoHref = buildMailtoHref(fields, {
    to: business.email,
    subject: text.mailtoSubject,
    labels: mailtoLabels(text.fields, text.projectTypeLabel),
    projectLabel,
  });

  const handleSubmit = useSubmit({ text, fields, dispatch, formRef, honeypotRef, emailService, mailtoHref, toasts });

  function handleChange(event: FieldChangeEvent) {
    const { name, value } = event.currentTarget;
    if (isContactFieldName(name)) dispatch({ type: 'change', name, value });
  }

  function handleClear() {
    dispatch({ type: 'clear' });
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }

  return (
    <form
      ref={formRef}
      id={CONTACT_FORM_ID}
      // Never a GET: before the island is ready (and without JavaScript) nothing submits the form
      // natively (its button is `type="button"` until then: lib/early-submit.ts); should anything
      // do so anyway, the fields travel in a request body, never in an address.
      method="post"
      data-ready={state.ready ? '' : undefined}
      className="relative mt-8 grid gap-5 sm:grid-cols-2"
      aria-label={text.formTitle}
      aria-busy={sending}
      onSubmit={handleSubmit}
      // The toasts' code is fetched when the visitor starts using the form, not with the page.
      onFocus={toasts.prepare}
      onPointerDown={toasts.prepare}
    >
      {state.draftRestored && <DraftRestoredNote text={text} onClear={handleClear} />}
      {contactFields.map((field) => (
        <ContactField
          key={field.name}
          field={field}
          label={text.fields[field.name]}
          value={fields[field.name]}
          onChange={handleChange}
          readOnly={sending}
          messageRows={messageRows}
          projectTypes={projectTypes}
          selectPlaceholder={text.selectPlaceholder}
        />
      ))}
      <HoneypotField label={text.honeypotLabel} inputRef={honeypotRef} />

      {status === 'failed' && (
        <FailureAlternatives text={text} failure={failure} business={business} mailtoHref={mailtoHref} />
      )}
      {status === 'handed-off' && <HandoffNote text={text} mailtoHref={mailtoHref} />}

      <SubmitRow
        text={text}
        handoffEmail={emailService ? null : business.email}
        privacyHref={privacyHref}
        ready={state.ready}
        sending={sending}
      />
      {toasts.toaster}
    </form>
  );
}
