// @vitest-environment jsdom
import { NetlifyAuthenticator } from 'decap-cms-lib-auth';
import { describe, expect, it } from 'vitest';
import { installLoginHelp, loginWindowMessage, repositoryMessage } from '../../../src/admin/login-help';
import type { AdminSettings } from '../../../src/lib/admin/admin-settings';
import { NBSP } from '../../../src/schemas/characters';

/** A colon, semicolon or guillemet behind an ordinary space: French typography wants a non-breaking one. */
const breakingSpaces = /\s(?<!\u00a0)[:;»]|«\s(?<!\u00a0)/;

describe('a failed login, in French', () => {
  it('names what to check on Netlify: the OAuth application’s callback address and the provider', () => {
    const message = loginWindowMessage(undefined, 'Failed to authenticate');
    expect(message).toMatch(/^La connexion à GitHub a échoué\./);
    expect(message).toContain('https://api.netlify.com/auth/done');
    expect(message).toContain('Site configuration › Access & security › OAuth');
    expect(message).toContain(`(Message reçu${NBSP}: Failed to authenticate)`);
    expect(message).not.toMatch(breakingSpaces);
  });

  it('names the login relay outside Netlify', () => {
    const message = loginWindowMessage('https://sveltia-cms-auth.dupont.workers.dev', '');
    expect(message).toContain('le relais de connexion (https://sveltia-cms-auth.dupont.workers.dev)');
    expect(message).not.toContain('api.netlify.com');
  });

  it('names the repository GitHub refused', () => {
    const message = repositoryMessage('toitures-dupont/site');
    expect(message).toContain(`le dépôt «${NBSP}toitures-dupont/site${NBSP}» existe`);
    expect(message).toContain('%{details}');
    expect(message).not.toMatch(breakingSpaces);
  });

  it('replaces the login window’s English error', () => {
    installLoginHelp({ backend: { repo: 'toitures-dupont/site', branch: 'main' } } as AdminSettings);
    let received: unknown;
    new NetlifyAuthenticator({ site_id: 'toitures-dupont.netlify.app' }).authenticate({}, (error) => {
      received = error;
    });
    expect(String(received)).toMatch(/^La connexion à GitHub a échoué\./);
    expect(String(received)).toContain('You must specify a provider');
  });
});
