/**
 * The contact form's states (editing → sending → sent | failed, or handed off to the visitor's
 * mail program) and the reasons a send fails. Pure: the island dispatches, this decides.
 */
import { clampField, emptyFields, isBlank, type ContactFieldName, type ContactFields } from './contact-form';

/**
 * Why a send failed:
 * - `offline`: the browser knows it has no network, nothing was tried;
 * - `rate-limit`: one send per 10 s (the client refuses) or the service answered 429;
 * - `timeout`: no answer within 15 s;
 * - `network`: the connection failed or was cut;
 * - `service`: the service answered with an error (4xx, 5xx);
 * - `rejected`: the client refused before sending (bad settings…).
 */
export type FailureReason = 'offline' | 'rate-limit' | 'timeout' | 'network' | 'service' | 'rejected';

/**
 * - `editing`: the visitor types;
 * - `sending`: one request is on its way, no other can start;
 * - `sent`: the service accepted it (fields emptied, draft removed);
 * - `failed`: it did not go through (fields kept, other ways to reach the business offered);
 * - `handed-off`: no e-mail service configured, the visitor's mail program was opened.
 */
export type FormStatus = 'editing' | 'sending' | 'sent' | 'failed' | 'handed-off';

export interface FormState {
  status: FormStatus;
  fields: ContactFields;
  failure: FailureReason | null;
  /** False until the stored draft has been read: nothing is saved before, so nothing is overwritten. */
  ready: boolean;
  /** A draft from an earlier visit was put back in the fields. */
  draftRestored: boolean;
}

export type FormAction =
  /** After hydration: the stored draft merged with what was typed before (`fromDraft`: a draft was found). */
  | { type: 'restore'; fields: ContactFields | null; fromDraft: boolean }
  | { type: 'change'; name: ContactFieldName; value: string }
  | { type: 'replace'; fields: ContactFields }
  | { type: 'clear' }
  | { type: 'submit' }
  | { type: 'success' }
  | { type: 'failure'; reason: FailureReason }
  | { type: 'handoff' };

export const initialFormState: FormState = {
  status: 'editing',
  fields: emptyFields(),
  failure: null,
  ready: false,
  draftRestored: false,
};

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'restore':
      if (state.ready) return state;
      return action.fields && !isBlank(action.fields)
        ? { ...state, fields: action.fields, ready: true, draftRestored: action.fromDraft }
        : { ...state, ready: true };
    case 'change':
      // While a request is on its way the fields are frozen: what is sent is what is cleared.
      if (state.status === 'sending') return state;
      return {
        ...state,
        status: state.status === 'sent' ? 'editing' : state.status,
        fields: { ...state.fields, [action.name]: clampField(action.name, action.value) },
      };
    case 'replace':
      if (state.status === 'sending') return state;
      return { ...state, fields: action.fields };
    case 'clear':
      if (state.status === 'sending') return state;
      return { ...state, status: 'editing', fields: emptyFields(), failure: null, draftRestored: false };
    case 'submit':
      if (state.status === 'sending') return state;
      return { ...state, status: 'sending', failure: null };
    case 'success':
      return { ...state, status: 'sent', fields: emptyFields(), failure: null, draftRestored: false };
    case 'failure':
      return { ...state, status: 'failed', failure: action.reason };
    case 'handoff':
      return { ...state, status: 'handed-off', failure: null };
  }
}

/**
 * The project type of a roof emergency: choosing it points to the page for the night of the storm
 * (the `emergency-chosen` variant of styles/global.css names it too), and the storm page's form link
 * chooses it.
 */
export const EMERGENCY_PROJECT_TYPE = 'urgence';
