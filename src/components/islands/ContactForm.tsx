import { useEffect, useLayoutEffect, useReducer, useRef, type ChangeEvent, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import { buttonStyles } from '../ui/button-styles';
import { LinkList, textLinkClass } from '../ui/LinkList';
import {
  buildMailtoHref,
  contactFields,
  buildTemplateParams,
  CONTACT_FORM_ID,
  DRAFT_STORAGE_KEY,
  emptyFields,
  formReducer,
  initialFormState,
  isBlank,
  isContactFieldName,
  mailtoLabels,
  mergeFields,
  missingRequired,
  parseDraft,
  phoneToOffer,
  serializeDraft,
  trimFields,
  type ContactFields,
  type FailureReason,
} from '../../lib/contact-form';
import { classifyFailure, sendRequest } from '../../lib/contact-transport';
import type { EmailServiceSettings } from '../../lib/email-service';
import type { BusinessPhones } from '../../lib/phone';
import type { ProjectType } from '../../schemas/project-types';
import type { UiText } from '../../schemas/ui';
import { useToasts } from './useToasts';

/** The texts of the notes shown before the island is ready (ContactFormStandby), not the island's. */
export type StandbyTextKey = 'noScriptLead' | 'writeTo' | 'waitingForForm' | 'formSlow';

/** The form's wording: its own texts, and the few of the contact section it shows. */
export type ContactFormText = Omit<UiText['form'], StandbyTextKey> &
  Pick<UiText['contact'], 'formTitle' | 'notes' | 'submit' | 'selectPlaceholder'>;

export interface ContactFormProps {
  text: ContactFormText;
  projectTypes: readonly ProjectType[];
  messageRows: number;
  /** How long the draft is kept on the device after the last keystroke. */
  draftMaxAgeMs: number;
  /** Where requests are sent; `null` when the service is not configured (the form opens a `mailto:`). */
  emailService: EmailServiceSettings | null;
  /** The other ways to reach the business, offered when sending is not possible. */
  business: BusinessPhones & { email: string; facebookHref: string };
  privacyHref: string;
}

const controlClass =
  'mt-1.5 block w-full rounded-xl border-0 bg-paper-50 px-4 py-3 text-base text-ink-950 ring-1 ring-ink-200 transition-shadow placeholder:text-ink-400 focus:bg-white focus:ring-2 focus:ring-copper-600 focus:outline-none user-invalid:ring-2 user-invalid:ring-red-700 read-only:opacity-80';

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
  // A second submit while one is on its way does nothing, even before React re-renders.
  const sendingRef = useRef(false);
  const { fields, status, failure } = state;
  const sending = status === 'sending';

  // At hydration: put back the draft, and keep what was typed before (the DOM has it, React's state
  // does not). A layout effect, so that it runs in the hydration's own commit: no keystroke can
  // come between, and the render that follows never writes the state's empty values over typed
  // text. Every field is read from the DOM here, including a keystroke that React saw only as the
  // value it hydrated. The render this dispatch causes (at once, before any event) marks the form
  // ready (`data-ready`) and turns its button into a submit button.
  useLayoutEffect(() => {
    const typed: Partial<ContactFields> = {};
    const form = formRef.current;
    if (form) {
      for (const element of Array.from(form.elements)) {
        const { name, value } = element as HTMLInputElement;
        if (isContactFieldName(name)) typed[name] = value;
      }
    }
    const draft = parseDraft(readStorage(DRAFT_STORAGE_KEY), { now: Date.now(), maxAgeMs: draftMaxAgeMs });
    // An expired or unreadable draft leaves the device now, not at the next keystroke.
    if (!draft) writeStorage(DRAFT_STORAGE_KEY, null);
    const restored = mergeFields(draft ?? emptyFields(), typed);
    dispatch({ type: 'restore', fields: isBlank(restored) ? null : restored, fromDraft: draft !== null });
  }, [draftMaxAgeMs]);

  // The draft follows every keystroke; a blank form (sent or cleared) removes it, and so does its
  // lifetime's end if the page is still open then without a new keystroke.
  useEffect(() => {
    if (!state.ready) return;
    const draft = serializeDraft(fields, Date.now());
    writeStorage(DRAFT_STORAGE_KEY, draft);
    if (draft === null) return;
    const expiry = window.setTimeout(() => writeStorage(DRAFT_STORAGE_KEY, null), draftMaxAgeMs);
    return () => window.clearTimeout(expiry);
  }, [fields, state.ready, draftMaxAgeMs]);

  const projectLabel = projectTypes.find((type) => type.value === fields.sujet.trim())?.label;
  const mailtoHref = buildMailtoHref(fields, {
    to: business.email,
    subject: text.mailtoSubject,
    labels: mailtoLabels(text.fields, text.projectTypeLabel),
    projectLabel,
  });

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.currentTarget;
    if (isContactFieldName(name)) dispatch({ type: 'change', name, value });
  }

  function fail(reason: FailureReason) {
    dispatch({ type: 'failure', reason });
    const hint = reason === 'rate-limit' ? text.rateLimitText : reason === 'offline' ? text.offlineText : null;
    toasts.show({
      kind: 'error',
      title: text.errorTitle,
      description: (
        <>
          {hint && <span className="block">{hint}</span>}
          <span className="block">{text.errorText}</span>
        </>
      ),
      // The alternatives it points to must stay readable: it stays until dismissed.
      duration: Infinity,
    });
  }

  function succeed() {
    flushSync(() => dispatch({ type: 'success' }));
    // The emptied fields are not the visitor's mistakes: forget that they were touched
    // (no red `:user-invalid` frames). The reset finds the same, empty, values.
    formRef.current?.reset();
    writeStorage(DRAFT_STORAGE_KEY, null);
    toasts.show({ kind: 'success', title: text.successTitle, description: text.successText, duration: 10_000 });
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;

    // The browser has checked the fields as typed; a field of spaces only is still empty.
    if (missingRequired(fields).length > 0) {
      flushSync(() => dispatch({ type: 'replace', fields: trimFields(fields) }));
      form.reportValidity();
      return;
    }

    // Robots fill every field; people never see this one. Pretend all went well, send nothing.
    if (honeypotRef.current && honeypotRef.current.value !== '') {
      honeypotRef.current.value = '';
      succeed();
      return;
    }

    if (!emailService) {
      dispatch({ type: 'handoff' });
      toasts.show({
        kind: 'info',
        title: text.mailtoOpenedTitle,
        description: text.mailtoOpenedText,
        duration: 10_000,
      });
      window.location.href = mailtoHref;
      return;
    }

    if (!navigator.onLine) {
      fail('offline');
      return;
    }

    sendingRef.current = true;
    dispatch({ type: 'submit' });
    try {
      await sendRequest(emailService, buildTemplateParams(fields));
      succeed();
    } catch (error) {
      console.error('Envoi de la demande de devis impossible :', error);
      fail(classifyFailure(error));
    } finally {
      sendingRef.current = false;
    }
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
      {state.draftRestored && (
        <p className="rounded-xl bg-paper-100 px-4 py-3 text-sm text-ink-800 sm:col-span-2">
          {text.draftRestored}{' '}
          <button type="button" onClick={handleClear} className={cn(textLinkClass, 'cursor-pointer')}>
            {text.clearForm}
          </button>
        </p>
      )}
      {contactFields.map((field) => {
        const id = `champ-${field.name}`;
        const wide = field.type === 'textarea' || field.type === 'select';
        return (
          <div key={field.name} className={cn(wide && 'sm:col-span-2')}>
            <label htmlFor={id} className="text-sm font-semibold text-ink-900">
              {text.fields[field.name]}
            </label>
            {field.type === 'select' ? (
              <select
                id={id}
                name={field.name}
                required={field.required}
                value={fields[field.name]}
                onChange={handleChange}
                className={controlClass}
              >
                <option value="" disabled>
                  {text.selectPlaceholder}
                </option>
                {projectTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea
                id={id}
                name={field.name}
                required={field.required}
                rows={messageRows}
                maxLength={field.maxLength}
                value={fields[field.name]}
                onChange={handleChange}
                readOnly={sending}
                className={cn(controlClass, 'resize-y')}
              />
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.type}
                required={field.required}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                value={fields[field.name]}
                onChange={handleChange}
                readOnly={sending}
                className={controlClass}
              />
            )}
          </div>
        );
      })}
      {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden" data-honeypot="">
        <label htmlFor="champ-site-web">{text.honeypotLabel}</label>
        <input ref={honeypotRef} id="champ-site-web" name="site-web" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {status === 'failed' && (
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
      )}
      {status === 'handed-off' && (
        <p className="rounded-2xl bg-paper-100 p-5 text-sm text-ink-900 sm:col-span-2">
          {text.mailtoOpenedLead}{' '}
          <a href={mailtoHref} className={textLinkClass}>
            {text.mailtoOpenAgain}
          </a>
        </p>
      )}

      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-2 text-sm text-ink-700">
          <p>{text.notes}</p>
          {!emailService && (
            <p>
              {text.mailtoFallbackNote} {business.email}.
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
          type={state.ready ? 'submit' : 'button'}
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
      {toasts.toaster}
    </form>
  );
}

/** The device's storage may be missing, full or forbidden (private modes): the form works without it. */
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the draft is a convenience.
  }
}
