import { useEffect, useLayoutEffect, useRef, type Dispatch, type RefObject } from 'react';
import {
  deviceStorage,
  contactFields,
  emptyFields,
  isBlank,
  isContactFieldName,
  mergeFields,
  parseDraft,
  serializeDraft,
  type ContactFields,
} from '../../../lib/contact/contact-form';
import type { FormAction } from '../../../lib/contact/contact-form-state';
import { readEntry, writeEntry } from '../../../lib/contact/device-storage';
import { messageWithEstimate, takeEstimate } from '../../../lib/contact/estimate-transfer';
import { requestedProjectType, startingProjectType } from '../../../lib/contact/quote-request';
import { PRESET_ATTRIBUTE } from '../../../lib/contact/early-project-type';

/** The message box's limit: an estimate the page wrote never takes it past. */
const MESSAGE_MAX = contactFields.find((field) => field.name === 'message')!.maxLength;

/**
 * The form's draft on the device: put back at hydration with what was typed before it, written at
 * every keystroke, removed when the form is blank or when its lifetime ends. A project type named
 * by the address (a service page's quote button: lib/contact/quote-request.ts) is chosen unless the
 * visitor has chosen one; it alone is no draft to keep.
 */
export function useDraft(
  formRef: RefObject<HTMLFormElement | null>,
  { fields, ready }: { fields: ContactFields; ready: boolean },
  dispatch: Dispatch<FormAction>,
  { maxAgeMs, projectTypes }: { maxAgeMs: number; projectTypes: readonly { value: string }[] },
): void {
  // The fields as the hydration set them when the address chose the project type: nothing of the visitor's yet.
  const preset = useRef<ContactFields | null>(null);

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
        // The address's project type, chosen by the page's script, is not the visitor's choice.
        const preset = element.getAttribute(PRESET_ATTRIBUTE);
        if (isContactFieldName(name) && !(preset !== null && preset === value)) typed[name] = value;
      }
    }
    const draft = parseDraft(readEntry(deviceStorage.draft), { now: Date.now(), maxAgeMs });
    // An expired or unreadable draft leaves the device now, not at the next keystroke.
    if (!draft) forgetDraft();
    const merged = mergeFields(draft ?? emptyFields(), typed);
    // An estimate from a service page's calculator, after what the box or the draft holds, never over it.
    const estimate = takeEstimate();
    if (estimate) merged.message = messageWithEstimate(merged.message, estimate, MESSAGE_MAX);
    const requested = requestedProjectType(
      window.location.search,
      projectTypes.map((type) => type.value),
    );
    const sujet = startingProjectType(merged.sujet, requested);
    const restored = sujet === merged.sujet ? merged : { ...merged, sujet };
    // The address's project type alone is no draft; with words of the visitor's, or an estimate in
    // the message (lib/contact/estimate-transfer.ts), the form is worth keeping.
    if (restored !== merged && isBlank(merged)) preset.current = restored;
    dispatch({ type: 'restore', fields: isBlank(restored) ? null : restored, fromDraft: draft !== null });
  }, [formRef, dispatch, maxAgeMs, projectTypes]);

  // The draft follows every keystroke; a blank form (sent or cleared) removes it, and so does its
  // lifetime's end if the page is still open then without a new keystroke.
  useEffect(() => {
    if (!ready || fields === preset.current) return;
    const draft = serializeDraft(fields, Date.now());
    writeEntry(deviceStorage.draft, draft);
    if (draft === null) return;
    const expiry = window.setTimeout(forgetDraft, maxAgeMs);
    return () => window.clearTimeout(expiry);
  }, [fields, ready, maxAgeMs]);
}

/** Removes the draft from the device (a request sent, a draft expired). */
export function forgetDraft(): void {
  writeEntry(deviceStorage.draft, null);
}
