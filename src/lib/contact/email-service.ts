/**
 * Settings of the e-mail-sending service (EmailJS), read from the build-time variables
 * `PUBLIC_EMAILJS_SERVICE_ID`, `PUBLIC_EMAILJS_TEMPLATE_ID`, `PUBLIC_EMAILJS_PUBLIC_KEY`
 * and, optionally, `PUBLIC_EMAILJS_ORIGIN` (the API's origin, for a stand-in in tests). Without the
 * service, the form opens the visitor's mail program (`mailto:`); a published site needs that choice
 * made explicitly, with `CONTACT_FORM_DELIVERY=mailto`.
 *
 * Plain TypeScript without dependencies: the home page reads it with `import.meta.env`, and the
 * build's warning (`src/integrations/email-service-check.ts`) with the variables Vite loads.
 */

/** The API origin the official client uses when none is given. */
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

export const emailServiceVariables = {
  serviceId: 'PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'PUBLIC_EMAILJS_TEMPLATE_ID',
  publicKey: 'PUBLIC_EMAILJS_PUBLIC_KEY',
  origin: 'PUBLIC_EMAILJS_ORIGIN',
  delivery: 'CONTACT_FORM_DELIVERY',
} as const;

/** What the browser needs to send a request (all public: they end up in the page anyway). */
export interface EmailServiceSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** API origin without trailing slash, e.g. https://api.emailjs.com */
  origin: string;
}

export type EmailService =
  | ({ configured: true } & EmailServiceSettings)
  | {
      configured: false;
      /** Names of the variables to set. */
      missing: string[];
      /** Whether the owner chose the `mailto:` delivery (CONTACT_FORM_DELIVERY=mailto). */
      mailtoChosen: boolean;
    };

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** Identifiers and keys of EmailJS: letters, digits, `_` and `-` (service_ab12cd, template_x, a public key). */
const identifier = /^[A-Za-z0-9_-]{1,100}$/;

function read(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads and checks the variables. None set: not configured (the form falls back to `mailto:`).
 * All three set and well formed: configured. Anything in between is a mistake the owner must
 * fix, so it throws an error that names the variable and says what is expected.
 */
export function readEmailService(env: Env): EmailService {
  const values = {
    serviceId: read(env, emailServiceVariables.serviceId),
    templateId: read(env, emailServiceVariables.templateId),
    publicKey: read(env, emailServiceVariables.publicKey),
  };
  const keys = Object.keys(values) as (keyof typeof values)[];
  const missing = keys.filter((key) => values[key] === '').map((key) => emailServiceVariables[key]);
  const problems: string[] = [];
  if (missing.length > 0 && missing.length < keys.length) {
    problems.push(`${missing.join(', ')} : à renseigner aussi (les trois variables vont ensemble)`);
  }
  for (const key of keys) {
    if (values[key] !== '' && !identifier.test(values[key])) {
      problems.push(
        `${emailServiceVariables[key]} : « ${values[key]} » n’est pas un identifiant EmailJS (lettres, chiffres, _ et - uniquement)`,
      );
    }
  }
  const origin = readOrigin(read(env, emailServiceVariables.origin), problems);
  const delivery = read(env, emailServiceVariables.delivery);
  if (!['', 'emailjs', 'mailto'].includes(delivery)) {
    problems.push(`${emailServiceVariables.delivery} : « ${delivery} » inconnu (emailjs ou mailto)`);
  } else if (delivery === 'mailto' && missing.length < keys.length) {
    problems.push(
      `${emailServiceVariables.delivery}=mailto choisit l’envoi depuis la messagerie du visiteur : retirez alors les variables d’EmailJS`,
    );
  }
  if (problems.length > 0) {
    throw new Error(`Configuration du service d’envoi d’e-mails invalide :\n- ${problems.join('\n- ')}`);
  }
  if (missing.length > 0) return { configured: false, missing, mailtoChosen: delivery === 'mailto' };
  return { configured: true, ...values, origin };
}

/** Hosts where plain `http:` is accepted: a local stand-in of the service (tests), never a real one. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function readOrigin(value: string, problems: string[]): string {
  if (value === '') return DEFAULT_EMAILJS_ORIGIN;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!url || !secure || url.pathname.replace(/\/+$/, '') !== '') {
    problems.push(
      `${emailServiceVariables.origin} : « ${value} » n’est pas une origine https:// sans chemin, p. ex. ${DEFAULT_EMAILJS_ORIGIN}`,
    );
    return DEFAULT_EMAILJS_ORIGIN;
  }
  return url.origin;
}

/**
 * The API origin the contact form posts to (`PUBLIC_EMAILJS_ORIGIN`, else the service's own),
 * configured or not: the Content-Security-Policy's `connect-src` reads it here, so that the
 * form and the policy cannot disagree.
 * @throws {Error} naming the variable when it is not an https origin (http only on a local host)
 */
export function emailServiceOrigin(env: Env): string {
  const problems: string[] = [];
  const origin = readOrigin(read(env, emailServiceVariables.origin), problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return origin;
}

/** The warning the build prints when the service is not configured. */
export function notConfiguredWarning(missing: readonly string[]): string {
  return [
    'Service d’envoi d’e-mails (EmailJS) non configuré : le formulaire de devis ouvrira le logiciel de messagerie',
    'du visiteur (mailto:) au lieu d’envoyer la demande. Renseignez ' + missing.join(', '),
    'au moment de la construction (voir le guide du propriétaire, docs/proprietaire/formulaire.md).',
  ].join(' ');
}
