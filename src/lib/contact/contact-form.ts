/**
 * The contact form's logic, without React or the browser: the six fields, their limits, the
 * payload sent to the e-mail template, the draft kept on the device, the pre-filled `mailto:`
 * and the form's states (editing → sending → sent | failed). The island only wires it up.
 */
import { ESTIMATE_MAX_AGE_MS, ESTIMATE_STORAGE_KEY } from './estimate-transfer';

/**
 * The six fields, in the form's order: their names are the e-mail template's parameters, their
 * labels are content (`ui.form.fields`).
 */
export const contactFields = [
  { name: 'nom', type: 'text', required: true, autoComplete: 'name', maxLength: 100 },
  { name: 'email', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  { name: 'telephone', type: 'tel', required: true, autoComplete: 'tel', maxLength: 30 },
  { name: 'ville', type: 'text', required: false, autoComplete: 'address-level2', maxLength: 100 },
  { name: 'sujet', type: 'select', required: true, autoComplete: 'off', maxLength: 40 },
  // Counted like the browser counts it (UTF-16 units: an emoji takes two): a 5,000-character message with emoji fits.
  { name: 'message', type: 'textarea', required: true, autoComplete: 'off', maxLength: 6000 },
] as const;

export type ContactFieldName = (typeof contactFields)[number]['name'];

/** Rows of the message box. */
export const MESSAGE_ROWS = 5;

export const contactFieldNames: readonly ContactFieldName[] = contactFields.map((field) => field.name);

export type ContactFields = Record<ContactFieldName, string>;
/** Exactly `nom`, `email`, `telephone`, `ville`, `sujet`, `message`: nothing else goes to the template. */
export type TemplateParams = ContactFields;

/** No answer from the e-mail service within this delay counts as a failure. */
export const SEND_TIMEOUT_MS = 15_000;
/** One send per this delay (the client's `limitRate`). */
export const RATE_LIMIT_MS = 10_000;

/**
 * Everything the form keeps on the visitor's device, where, and for how long: the privacy policy
 * names each entry with its period (its values between braces, lib/content/placeholders.ts), and
 * a browser test holds every entry the code writes to this list.
 * - the draft: until the request is sent or the form emptied, and never read back once
 *   `heures-brouillon` hours have passed since the last keystroke (removed then);
 * - the time of the last send: the client's `limitRate` reads it to allow one send per
 *   {@link RATE_LIMIT_MS}, and it is removed as soon as that delay has passed (or with the tab);
 * - an estimate from a service page's calculator (./estimate-transfer.ts): taken and removed by
 *   the form as it opens, never taken once {@link ESTIMATE_MAX_AGE_MS} have passed (or with the tab).
 */
export const deviceStorage = {
  draft: { key: 'demande-de-devis:brouillon', area: 'localStorage', lifetime: { figure: 'heures-brouillon' } },
  lastSend: {
    key: 'demande-de-devis:dernier-envoi',
    area: 'sessionStorage',
    lifetime: { seconds: RATE_LIMIT_MS / 1000 },
  },
  estimate: {
    key: ESTIMATE_STORAGE_KEY,
    area: 'sessionStorage',
    lifetime: { minutes: ESTIMATE_MAX_AGE_MS / 60_000 },
  },
} as const;
export type DeviceStorageEntry = (typeof deviceStorage)[keyof typeof deviceStorage];

/** Where the client's `limitRate` keeps the time of the last send. */
export const RATE_LIMIT_ID = deviceStorage.lastSend.key;
/** Where the draft is kept (this device only). */
export const DRAFT_STORAGE_KEY = deviceStorage.draft.key;

/** The form's id: the page's early-submit script (lib/contact/early-submit.ts) finds it by it. */
export const CONTACT_FORM_ID = 'formulaire-devis';
/**
 * Set on the form by the island once it has hydrated and put back what was typed and the draft:
 * from then on the island sends the requests; before, the page's early-submit script keeps them.
 */
export const FORM_READY_ATTRIBUTE = 'data-ready';
/** The messages shown when the form cannot send yet, or at all (no JavaScript): outside the island. */
export const FORM_STANDBY_ID = 'formulaire-devis-attente';

const maxLengths = Object.fromEntries(contactFields.map((field) => [field.name, field.maxLength])) as Record<
  ContactFieldName,
  number
>;
const requiredFields = contactFields.filter((field) => field.required).map((field) => field.name);

export function emptyFields(): ContactFields {
  return { nom: '', email: '', telephone: '', ville: '', sujet: '', message: '' };
}

export function isContactFieldName(name: string): name is ContactFieldName {
  return (contactFieldNames as readonly string[]).includes(name);
}

/**
 * Cuts a value to the field's maximum length, counted like the browser's `maxlength`
 * (UTF-16 code units), without splitting an emoji in two.
 */
export function clampField(name: ContactFieldName, value: string): string {
  const max = maxLengths[name];
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Surrounding spaces removed; inner text, line breaks, accents and emoji untouched. */
export function trimFields(fields: ContactFields): ContactFields {
  const trimmed = emptyFields();
  for (const name of contactFieldNames) trimmed[name] = clampField(name, fields[name].trim());
  return trimmed;
}

/** Required fields that are empty once trimmed (a name made of spaces is no name). */
export function missingRequired(fields: ContactFields): ContactFieldName[] {
  return requiredFields.filter((name) => fields[name].trim() === '');
}

export function isBlank(fields: ContactFields): boolean {
  return contactFieldNames.every((name) => fields[name].trim() === '');
}

/**
 * The template parameters: exactly the six fields, trimmed and within their limits, as plain
 * text (the template receives them as text; nothing here is ever turned into markup).
 */
export function buildTemplateParams(fields: ContactFields): TemplateParams {
  const trimmed = trimFields(fields);
  return {
    nom: trimmed.nom,
    email: trimmed.email,
    telephone: trimmed.telephone,
    ville: trimmed.ville,
    sujet: trimmed.sujet,
    message: trimmed.message,
  };
}

/** Fields of `base`, replaced by every non-empty field of `override`. */
export function mergeFields(base: ContactFields, override: Partial<ContactFields>): ContactFields {
  const merged = { ...base };
  for (const name of contactFieldNames) {
    const value = override[name];
    if (value !== undefined && value !== '') merged[name] = value;
  }
  return merged;
}

// ---- Draft ---------------------------------------------------------------------------------

/** Version 2 carries the time of the last keystroke (`savedAt`): a version-1 draft has none and is dropped. */
const DRAFT_VERSION = 2;
/** A clock set back a little (summer time, a synchronised clock) does not void a fresh draft. */
const CLOCK_TOLERANCE_MS = 5 * 60 * 1000;

/** One hour, in the unit of the draft's lifetime. */
export const HOUR_MS = 60 * 60 * 1000;

/**
 * What is stored for a draft, with the time of the keystroke that changed it (`savedAt`, ms since
 * the epoch); `null` means « nothing to keep » (remove the entry).
 */
export function serializeDraft(fields: ContactFields, savedAt: number): string | null {
  if (isBlank(fields)) return null;
  return JSON.stringify({ version: DRAFT_VERSION, savedAt, fields });
}

/**
 * Reads a stored draft, if it is still within its lifetime: a draft is kept only while it serves
 * the request being written, `maxAgeMs` after the last keystroke at most. Anything unexpected
 * (another version, no time or a time to come, a hand-edited entry, unknown keys, values that are
 * not text, texts over the limits) is dropped or cut, never trusted.
 */
export function parseDraft(
  raw: string | null | undefined,
  { now, maxAgeMs }: { now: number; maxAgeMs: number },
): ContactFields | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || (data as { version?: unknown }).version !== DRAFT_VERSION) return null;
  const { savedAt } = data as { savedAt?: unknown };
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (savedAt > now + CLOCK_TOLERANCE_MS || now - savedAt > maxAgeMs) return null;
  const stored = (data as { fields?: unknown }).fields;
  if (!stored || typeof stored !== 'object') return null;
  const fields = emptyFields();
  for (const name of contactFieldNames) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = clampField(name, value);
  }
  return isBlank(fields) ? null : fields;
}

// ---- mailto: -------------------------------------------------------------------------------

/** Label of each field in a `mailto:` body: the form's label without « * »; the project type named as such. */
export function mailtoLabels(
  fieldLabels: Record<ContactFieldName, string>,
  projectTypeLabel: string,
): Record<ContactFieldName, string> {
  const labels = { ...fieldLabels, sujet: projectTypeLabel };
  return Object.fromEntries(contactFieldNames.map((name) => [name, labels[name].replace(/\s*\*$/, '')])) as Record<
    ContactFieldName,
    string
  >;
}

export interface MailtoParts {
  /** Business address. */
  to: string;
  /** Subject's first words, e.g. « Demande de devis ». */
  subject: string;
  /** Label of each field in the body (without the « * » of required fields). */
  labels: Record<ContactFieldName, string>;
  /** Visible label of the chosen project type (the field holds its value). */
  projectLabel?: string | undefined;
}

/**
 * A `mailto:` link to the business, the request pre-filled as subject and body, for the
 * visitor's own mail program (fallback and alternative when sending fails). RFC 6068: every
 * character is percent-encoded, line breaks as CRLF.
 */
export function buildMailtoHref(fields: ContactFields, parts: MailtoParts): string {
  const values = trimFields(fields);
  const project = parts.projectLabel ?? values.sujet;
  const subject = [parts.subject, project, values.nom].filter((part) => part !== '').join(' – ');
  const lines = contactFieldNames
    .filter((name) => name !== 'message')
    .map((name) => `${parts.labels[name]} : ${name === 'sujet' ? project : values[name]}`);
  const body = [...lines, '', `${parts.labels.message} :`, values.message].join('\r\n');
  return `mailto:${parts.to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
