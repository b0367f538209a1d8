/**
 * A failed login, said in French with what to check: the GitHub login window's error (the OAuth
 * application's callback address, the provider installed on Netlify or the login relay), and
 * GitHub's refusal of the repository (its name, the account's right to write to it). Decap CMS
 * would show GitHub's or Netlify's English message alone.
 */
import { NetlifyAuthenticator } from 'decap-cms-lib-auth';
import type { AdminSettings } from '../lib/admin/admin-settings';
import { NBSP } from '../schemas/characters';

type Callback = (error: unknown, data?: unknown) => void;

/** Why the login window failed, and what to check, for a site on Netlify or behind a login relay. */
export function loginWindowMessage(authUrl: string | undefined, details: string): string {
  const checks = authUrl
    ? [
        `le relais de connexion (${authUrl}) répond, et l’adresse de rappel de son application OAuth GitHub est la sienne`,
      ]
    : [
        `dans l’application OAuth de GitHub (Settings › Developer settings › OAuth Apps), l’adresse de rappel (Authorization callback URL) est exactement https://api.netlify.com/auth/done`,
        `sur Netlify (Site configuration › Access & security › OAuth), le fournisseur installé est GitHub, avec le Client ID et le Client secret de cette application`,
      ];
  return [
    `La connexion à GitHub a échoué. À vérifier${NBSP}: ${checks.join(`${NBSP}; `)}.`,
    details ? `(Message reçu${NBSP}: ${details})` : '',
  ]
    .join(' ')
    .trim();
}

/** GitHub's refusal after the login (the toast « ui.toast.onFailToAuth »), with the repository named. */
export function repositoryMessage(repo: string): string {
  return `Connexion refusée${NBSP}: vérifiez que le dépôt «${NBSP}${repo}${NBSP}» existe sur GitHub (Entreprise › Coordonnées, numéros légaux et horaires › Mise en ligne › Dépôt GitHub du site) et que votre compte GitHub peut y écrire. (Message reçu${NBSP}: %{details})`;
}

/** Makes the login window's errors French, for the settings' login (Netlify, or the relay of `authUrl`). */
export function installLoginHelp({ backend }: AdminSettings): void {
  const prototype = NetlifyAuthenticator.prototype as { authenticate: (options: unknown, cb: Callback) => unknown };
  const authenticate = prototype.authenticate;
  prototype.authenticate = function (this: unknown, options: unknown, cb: Callback) {
    return authenticate.call(this, options, (error, data) => {
      if (!error) return cb(error, data);
      const message = loginWindowMessage(backend.authUrl, String(error));
      cb({ toString: () => message }, data);
    });
  };
}
