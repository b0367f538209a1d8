import { useEffect, useRef, type Dispatch, type RefObject, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  buildTemplateParams,
  missingRequired,
  trimFields,
  type ContactFields,
} from '../../../lib/contact/contact-form';
import type { FailureReason, FormAction } from '../../../lib/contact/contact-form-state';
import { classifyFailure, forgetLastSendWhenDone, sendRequest } from '../../../lib/contact/contact-transport';
import type { EmailServiceSettings } from '../../../lib/contact/email-service';
import { loadPhotoSent, type useToasts } from '../useToasts';
import type { PhotoSettings } from './PhotoSent';
import type { ContactFormText } from './form-text';
import { forgetDraft } from './use-draft';

interface SubmitContext {
  fields: ContactFields;
  dispatch: Dispatch<FormAction>;
  text: ContactFormText;
  toasts: ReturnType<typeof useToasts>;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  emailService: EmailServiceSettings | null;
  /** The visitor's own mail program, with the request written in: when the service is not configured. */
  mailtoHref: string;
  /** How to send photos of the roof after the request, in the success message. */
  photos: PhotoSettings & { linkClass: string };
}

/**
 * The form's send: the fields checked once more, robots answered without sending, then one send
 * through the e-mail service (or the visitor's mail program) and a toast with the outcome. The
 * fields are emptied only after a successful send.
 */
export function useSubmit({
  fields,
  dispatch,
  text,
  toasts,
  formRef,
  honeypotRef,
  emailService,
  mailtoHref,
  photos,
}: SubmitContext) {
  // A second submit while one is on its way does nothing, even before React re-renders.
  const sendingRef = useRef(false);
  // A send made before the page was reloaded leaves its time behind: it goes once its delay is over.
  useEffect(() => forgetLastSendWhenDone(), []);

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
    // What names the request in the photos' messages (its name and commune only: PhotoSent), as sent.
    const sent = fields;
    flushSync(() => dispatch({ type: 'success' }));
    // The emptied fields are not the visitor's mistakes: forget that they were touched
    // (no red `:user-invalid` frames). The reset finds the same, empty, values.
    formRef.current?.reset();
    forgetDraft();
    toasts.show({ kind: 'success', title: text.successTitle, description: text.successText, duration: 10_000 });
    // Then the same message with the links to send photos of the roof, naming the request: it stays until dismissed.
    loadPhotoSent().then(
      ({ default: PhotoSent }) =>
        toasts.show({
          kind: 'success',
          title: text.successTitle,
          description: <PhotoSent {...photos} sent={sent} />,
          duration: Infinity,
        }),
      () => undefined,
    );
  }

  return async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
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
  };
}
