/**
 * Going live. The site is shipped with an example business: its details are placeholders, kept
 * once in `example/content/` (the content as shipped), which the tests build their sites from and
 * which a production build compares the owner's content with. A production build — any build on a
 * publishing host, whatever its command, or `npm run build:production` — refuses to publish while
 * anything the owner must settle is left; any other build (`npm start`, `npm test`) builds the
 * example with a warning.
 */
import { readEmailService, emailServiceVariables } from '../lib/email-service';
import type { LaunchProblem } from '../lib/launch';
import { adminBackendSettings, EXAMPLE_REPO } from './admin';

type Env = Readonly<Record<string, string | undefined>>;

/** The hosts that publish the site, recognised from the variables they set on every build. */
export const publishingHosts = {
  netlify: { name: 'Netlify', variable: 'NETLIFY', value: 'true' },
  cloudflarePages: { name: 'Cloudflare Pages', variable: 'CF_PAGES', value: '1' },
  vercel: { name: 'Vercel', variable: 'VERCEL', value: '1' },
} as const;
export type PublishingHost = keyof typeof publishingHosts;

/** The host this build runs on, if it is a publishing host. */
export function publishingHost(env: Env): PublishingHost | null {
  const found = Object.entries(publishingHosts).find(([, host]) => env[host.variable] === host.value);
  return found ? (found[0] as PublishingHost) : null;
}

/**
 * A production build: on a publishing host, or asked for with SITE_ENV=production (what
 * `npm run build:production` and the publishing workflow set).
 */
export function isProductionBuild(env: Env): boolean {
  return env['SITE_ENV'] === 'production' || publishingHost(env) !== null;
}

/**
 * Where Astro keeps its cache between builds (optimised images above all): ASTRO_CACHE_DIR if set.
 * Netlify keeps node_modules between builds and Cloudflare Pages' build cache keeps
 * node_modules/.astro, Astro's own default: on them, the cache goes there. Elsewhere it stays in the
 * project (.astro/cache), because the tests' copies of the project share the checkout's node_modules.
 */
export function buildCacheDir(env: Env): string {
  const chosen = env['ASTRO_CACHE_DIR']?.trim();
  if (chosen) return chosen;
  const host = publishingHost(env);
  return host === 'netlify' || host === 'cloudflarePages' ? './node_modules/.astro' : './.astro/cache';
}

/**
 * The identity's fields whose example values are placeholders (every value below a path counts):
 * the published site needs the owner's own. The others (town, hours, zone) are true for the business.
 */
export const placeholderFields = [
  'name',
  'legalName',
  'url',
  'phone',
  'emergencyPhone',
  'email',
  'address.street',
  'address.location',
  'enterpriseNumber',
  'vatNumber',
  'links',
  'legal.professionalAccess',
  'legal.professionalBody',
  'legal.insurer',
  'legal.insurancePolicy',
  'legal.hosting',
  'legal.hostingTransfer',
  'legal.emailProvider',
  'legal.emailProviderTransfer',
] as const;

const variable = (name: string) => `Variable ${name}`;

/**
 * What the host's settings leave unsettled: how the quote requests reach the business (the
 * e-mail service, or the visitor's own mail program, chosen explicitly), and the online admin's
 * repository and, outside Netlify, its GitHub login relay.
 */
export function hostSettingProblems(env: Env): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const email = readEmailService(env);
  if (!email.configured && !email.mailtoChosen) {
    problems.push({
      where: variable(
        `${emailServiceVariables.serviceId}, ${emailServiceVariables.templateId}, ${emailServiceVariables.publicKey}`,
      ),
      what: `le formulaire de devis n’a pas de service d’envoi. Renseignez ces trois variables (compte EmailJS), ou choisissez l’envoi depuis la messagerie du visiteur avec ${emailServiceVariables.delivery}=mailto`,
    });
  }
  const admin = adminBackendSettings(env);
  const repoSet = (env['DECAP_GITHUB_REPO'] ?? '').trim() !== '';
  if (!repoSet || admin.repo === EXAMPLE_REPO) {
    problems.push({
      where: variable('DECAP_GITHUB_REPO'),
      what: repoSet
        ? `«\u00a0${EXAMPLE_REPO}\u00a0» est le dépôt de l’exemple : indiquez celui de votre site (compte/nom)`
        : 'le dépôt GitHub du site, où l’administration enregistre vos modifications (compte/nom, p.\u00a0ex. mon-compte/site-toiture)',
    });
  } else if (!/^[\w.-]+\/[\w.-]+$/.test(admin.repo)) {
    problems.push({
      where: variable('DECAP_GITHUB_REPO'),
      what: `«\u00a0${admin.repo}\u00a0» n’est pas un dépôt GitHub au format compte/nom`,
    });
  }
  if (publishingHost(env) !== 'netlify' && !/^https:\/\/[^/\s]+/.test(admin.authUrl ?? '')) {
    problems.push({
      where: variable('DECAP_AUTH_URL'),
      what: admin.authUrl
        ? `«\u00a0${admin.authUrl}\u00a0» n’est pas une adresse https://`
        : 'le relais de connexion GitHub de l’administration (hors Netlify), p.\u00a0ex. https://sveltia-cms-auth.mon-compte.workers.dev',
    });
  }
  return problems;
}
