/**
 * Going live. The site is shipped with an example business: its details are placeholders, kept
 * once in `example/content/` (the content as shipped), which the tests build their sites from and
 * which a production build compares the owner's content with. A production build — any build on a
 * publishing host, whatever its command, or `npm run build:production` — refuses to publish while
 * anything the owner must settle is left; any other build (`npm start`, `npm test`) builds the
 * example with a warning.
 */
import { readEmailService, emailServiceVariables } from '../lib/contact/email-service';
import { launchSettingPlace, type LaunchProblem } from '../lib/content/launch';
import { deliveryLabels, launchSettingVariables, type LaunchSettings } from '../schemas/launch';
import { adminBackendSettings, EXAMPLE_REPO, hostRepository } from './admin';

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
 * The build's variables, completed by the settings the owner set in the admin (identity, « Mise en
 * ligne »): a variable set on the host or in `.env` wins over the admin's value.
 */
export function withLaunchSettings(env: Env, settings: Partial<LaunchSettings> | undefined): Env {
  const merged: Record<string, string | undefined> = { ...env };
  for (const [key, name] of Object.entries(launchSettingVariables)) {
    const value = settings?.[key as keyof typeof launchSettingVariables];
    if ((env[name] ?? '').trim() === '' && typeof value === 'string' && value.trim() !== '')
      merged[name] = value.trim();
  }
  return merged;
}

/** The variables a build reads in place of the admin's launch settings, the host's own marker with them. */
export const launchVariableNames: readonly string[] = [
  ...Object.values(launchSettingVariables),
  'DECAP_GITHUB_BRANCH',
  'REPOSITORY_URL',
  ...Object.values(publishingHosts).map((host) => host.variable),
];

/**
 * A production build that publishes only the admin and a holding page: on a publishing host while
 * the owner has not switched « Le site est prêt à être publié » on. `npm run build:production`
 * (SITE_ENV=production without a host) always builds the whole site, to check it.
 */
export function isHoldingBuild(env: Env, settings: Partial<LaunchSettings> | undefined): boolean {
  return publishingHost(env) !== null && settings?.ready !== true;
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

/** The folder of the social images in the build's cache (integrations/social-image-cache.ts); Astro's images are in `assets`. */
export const SOCIAL_IMAGE_CACHE_FOLDER = 'social-images';

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
  'whatsappPhone',
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
  'legal.emailServiceTransfer',
  'credentials.memberships',
] as const;

/** A setting the owner can give in the admin, or as the host's variable. */
const setting = (key: keyof typeof launchSettingVariables) => launchSettingPlace(key);
const orVariable = (...names: string[]) =>
  ` (ou, chez l’hébergeur, ${names.length > 1 ? 'les variables' : 'la variable'} ${names.join(', ')})`;

/**
 * What the settings leave unsettled: how the quote requests reach the business (the e-mail
 * service, or the visitor's own mail program, chosen explicitly), and the online admin's
 * repository and, outside Netlify, its GitHub login relay. None is a secret: each is named by its
 * place in the admin, the host's variable as the other way (`env` holds both, withLaunchSettings).
 */
export function hostSettingProblems(env: Env): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  const email = readEmailService(env);
  if (!email.configured && !email.mailtoChosen) {
    problems.push({
      where: setting('delivery'),
      what: `le formulaire de devis n’a pas de service d’envoi. Choisissez «\u00a0${deliveryLabels.mailto}\u00a0», ou «\u00a0${deliveryLabels.emailjs}\u00a0» avec les trois identifiants EmailJS${orVariable(
        emailServiceVariables.delivery,
        emailServiceVariables.serviceId,
        emailServiceVariables.templateId,
        emailServiceVariables.publicKey,
      )}`,
    });
  }
  const admin = adminBackendSettings(env);
  const repoSet = (env['DECAP_GITHUB_REPO'] ?? '').trim() !== '' || hostRepository(env) !== '';
  if (!repoSet || admin.repo === EXAMPLE_REPO) {
    problems.push({
      where: setting('repo'),
      what: `${
        repoSet
          ? `«\u00a0${EXAMPLE_REPO}\u00a0» est le dépôt de l’exemple : indiquez celui de votre site (compte/nom)`
          : 'le dépôt GitHub du site, où l’administration enregistre vos modifications (compte/nom, p.\u00a0ex. mon-compte/site-toiture)'
      }${orVariable('DECAP_GITHUB_REPO')}`,
    });
  } else if (!/^[\w.-]+\/[\w.-]+$/.test(admin.repo)) {
    problems.push({
      where: setting('repo'),
      what: `«\u00a0${admin.repo}\u00a0» n’est pas un dépôt GitHub au format compte/nom${orVariable('DECAP_GITHUB_REPO')}`,
    });
  }
  if (publishingHost(env) !== 'netlify' && !/^https:\/\/[^/\s]+/.test(admin.authUrl ?? '')) {
    problems.push({
      where: setting('authUrl'),
      what: `${
        admin.authUrl
          ? `«\u00a0${admin.authUrl}\u00a0» n’est pas une adresse https://`
          : 'le relais de connexion GitHub de l’administration (hors Netlify), p.\u00a0ex. https://sveltia-cms-auth.mon-compte.workers.dev'
      }${orVariable('DECAP_AUTH_URL')}`,
    });
  }
  return problems;
}
