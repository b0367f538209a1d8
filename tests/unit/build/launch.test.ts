import { describe, expect, it } from 'vitest';
import {
  buildCacheDir,
  hostSettingProblems,
  isHoldingBuild,
  isProductionBuild,
  placeholderFields,
  publishingHost,
  withLaunchSettings,
} from '../../../src/config/launch';
import { adminBackendSettings, EXAMPLE_REPO } from '../../../src/config/admin';
import { launchProblemsOf } from '../../../src/integrations/launch-guard';
import {
  exampleDigests,
  exampleValuesByDigest,
  exampleValuesIn,
  launchProblems,
  launchReport,
} from '../../../src/lib/content/launch';
import { figureNames } from '../../../src/schemas/placeholders';
import { figuresOf, figuresSchema } from '../../../src/schemas/figures';
import { projectRoot } from '../../../tools/project.mjs';
import { readExampleRaw } from '../../support/example-content';

const example = readExampleRaw();

/** What an owner's host sets once everything is configured (Netlify: no login relay needed). */
const ownerHost = {
  NETLIFY: 'true',
  PUBLIC_EMAILJS_SERVICE_ID: 'service_dupont',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_devis',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'cleDupont123',
  DECAP_GITHUB_REPO: 'toitures-dupont/site',
};

describe('production mode', () => {
  it('is every build on a publishing host, whatever its command, and SITE_ENV=production', () => {
    expect(isProductionBuild({ NETLIFY: 'true' })).toBe(true);
    expect(isProductionBuild({ CF_PAGES: '1' })).toBe(true);
    expect(isProductionBuild({ VERCEL: '1' })).toBe(true);
    expect(isProductionBuild({ SITE_ENV: 'production' })).toBe(true);
    expect(publishingHost({ CF_PAGES: '1' })).toBe('cloudflarePages');
  });

  it('is not a developer’s build, nor the tests on a pull request', () => {
    expect(isProductionBuild({})).toBe(false);
    expect(isProductionBuild({ NODE_ENV: 'production', CI: 'true', GITHUB_ACTIONS: 'true' })).toBe(false);
    expect(isProductionBuild({ NETLIFY: 'false' })).toBe(false);
  });

  it('keeps Astro’s cache where the host keeps it between builds', () => {
    expect(buildCacheDir({ NETLIFY: 'true' })).toBe('./node_modules/.astro');
    expect(buildCacheDir({ CF_PAGES: '1' })).toBe('./node_modules/.astro');
    expect(buildCacheDir({})).toBe('./.astro/cache');
    expect(buildCacheDir({ NETLIFY: 'true', ASTRO_CACHE_DIR: '/cache/astro' })).toBe('/cache/astro');
  });
});

describe('example values', () => {
  it('are found in every placeholder field of the shipped example, by place', () => {
    const found = exampleValuesIn(example.identity, example.identity, placeholderFields).map(({ path }) =>
      path.join('.'),
    );
    expect(found).toEqual(
      expect.arrayContaining(['name', 'phone', 'address.location.lat', 'legal.professionalAccess']),
    );
    // Facts true for the business stay.
    expect(found).not.toContain('address.locality');
    expect(found).not.toContain('legal.registry');
  });

  it('name every placeholder field of the identity (a field renamed in the schema is not silently skipped)', () => {
    for (const field of placeholderFields) {
      const value = field
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], example.identity);
      expect(value, field).toBeDefined();
    }
  });

  it('include any address on the reserved .example domain, and nothing of a real business', () => {
    const identity = { name: 'Toitures Dupont', legal: { hosting: 'Hébergeur SA, support@hebergeur.example' } };
    expect(exampleValuesIn(identity, example.identity, ['name'])).toEqual([
      { path: ['legal', 'hosting'], value: 'Hébergeur SA, support@hebergeur.example' },
    ]);
    expect(exampleValuesIn({ name: 'Toitures Dupont' }, example.identity, placeholderFields)).toEqual([]);
  });
});

describe('the figures', () => {
  it('are each in exactly one group', () => {
    expect(Object.keys(figuresOf(example.figures)).sort()).toEqual([...figureNames].sort());
    const inGroups = Object.values(figuresSchema.shape).flatMap((group) =>
      Object.keys(group.shape).filter((key) => key !== 'confirmed'),
    );
    expect(inGroups.sort()).toEqual([...figureNames].sort());
  });
});

describe('the owner’s list', () => {
  it('names each place by the admin’s own labels, placeholders filled in', () => {
    const problems = launchProblemsOf(projectRoot, {});
    const lines = problems.map(({ where, what }) => `${where} : ${what}`);
    expect(lines).toContain(
      'Entreprise › Coordonnées, numéros légaux et horaires › Numéro de TVA : «\u00a0BE 0555.123.476\u00a0» est la valeur de l’exemple\u00a0: indiquez celle de votre entreprise',
    );
    expect(lines.some((line) => line.startsWith('Entreprise › Chiffres clés › Garantie › Confirmé :'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Pages légales › Mentions légales › Dernière mise à jour :'))).toBe(
      true,
    );
    expect(lines.join('\n')).toMatch(/garantie annoncée sur le site\s:\s10\u00a0ans à compter de la réception/);
    // The example's worksites, by the admin's menu and the entry's title.
    expect(example.worksites.length).toBeGreaterThan(0);
    for (const { data } of example.worksites) {
      expect(lines.some((line) => line.startsWith(`Réalisations › ${data.title} :`))).toBe(true);
    }
    expect(lines.join('\n')).not.toMatch(/\{[a-z-]+\}/);
  });

  it('is empty once the owner has settled everything', () => {
    const legalPages = example.legal.map(({ data }) => ({
      page: { ...data, review: [], updated: '3 décembre 2026' },
      exampleUpdated: data.updated,
    }));
    const confirmed = Object.fromEntries(
      Object.entries(example.figures).map(([name, group]) => [
        name,
        'confirmed' in group ? { ...group, confirmed: true } : group,
      ]),
    ) as typeof example.figures;
    const problems = launchProblems({
      exampleValues: [],
      legalPages,
      figures: confirmed,
      placeholders: {},
      stalePlaces: [],
      settings: hostSettingProblems(ownerHost),
      exampleWorksites: [],
    });
    expect(problems).toEqual([]);
  });

  it('reads as a refusal in French, places in the admin apart from the host’s variables', () => {
    const report = launchReport(
      [
        { where: 'Entreprise › Coordonnées, numéros légaux et horaires › E-mail', what: 'valeur de l’exemple' },
        { where: 'Variable DECAP_GITHUB_REPO', what: 'le dépôt GitHub du site' },
      ],
      true,
    );
    expect(report.split('\n')).toEqual([
      'Mise en ligne refusée\u00a0: 2\u00a0points à régler avant de publier le site. Le site déjà publié reste en ligne tel quel.',
      '',
      'Dans l’administration du site (/admin)\u00a0:',
      '  - Entreprise › Coordonnées, numéros légaux et horaires › E-mail\u00a0: valeur de l’exemple',
      '',
      'Dans les réglages de l’hébergeur (variables d’environnement)\u00a0:',
      '  - Variable DECAP_GITHUB_REPO\u00a0: le dépôt GitHub du site',
      '',
      'Le guide du propriétaire, docs/proprietaire/mise-en-ligne.md, explique chaque point. Relancez ensuite la publication.',
    ]);
  });
});

describe('the host’s settings', () => {
  const places = (env: Record<string, string>) => hostSettingProblems(env).map(({ where }) => where);
  const setting = (title: string) => `Entreprise › Coordonnées, numéros légaux et horaires › Mise en ligne › ${title}`;

  it('need the e-mail service, or the mailto delivery chosen explicitly', () => {
    const withoutService = { NETLIFY: 'true', DECAP_GITHUB_REPO: ownerHost.DECAP_GITHUB_REPO };
    expect(places(withoutService)).toEqual([setting('Envoi des demandes de devis')]);
    expect(hostSettingProblems(withoutService)[0]?.what).toMatch(
      /ou, chez l’hébergeur, les variables CONTACT_FORM_DELIVERY, PUBLIC_EMAILJS_SERVICE_ID/,
    );
    expect(places({ ...withoutService, CONTACT_FORM_DELIVERY: 'mailto' })).toEqual([]);
    expect(() => places({ ...ownerHost, CONTACT_FORM_DELIVERY: 'mailto' })).toThrow(
      /retirez alors les variables d’EmailJS/,
    );
  });

  it('need the owner’s repository for the admin, and its login relay outside Netlify', () => {
    expect(places({ ...ownerHost, DECAP_GITHUB_REPO: '' })).toEqual([setting('Dépôt GitHub du site')]);
    expect(places({ ...ownerHost, DECAP_GITHUB_REPO: EXAMPLE_REPO })).toEqual([setting('Dépôt GitHub du site')]);
    const cloudflare = { ...ownerHost, NETLIFY: '', CF_PAGES: '1' };
    expect(places(cloudflare)).toEqual([setting('Relais de connexion GitHub (hors Netlify)')]);
    expect(places({ ...cloudflare, DECAP_AUTH_URL: 'https://sveltia-cms-auth.dupont.workers.dev' })).toEqual([]);
  });

  it('are settled in the admin alone, a variable on the host winning over the admin’s value', () => {
    const inAdmin = {
      repo: 'toitures-dupont/site',
      delivery: 'emailjs',
      emailJsServiceId: 'service_dupont',
      emailJsTemplateId: 'template_devis',
      emailJsPublicKey: 'cleDupont123',
    } as const;
    expect(hostSettingProblems(withLaunchSettings({ NETLIFY: 'true' }, inAdmin))).toEqual([]);
    const overridden = withLaunchSettings({ NETLIFY: 'true', DECAP_GITHUB_REPO: 'autre/depot' }, inAdmin);
    expect(overridden['DECAP_GITHUB_REPO']).toBe('autre/depot');
    expect(overridden['PUBLIC_EMAILJS_SERVICE_ID']).toBe('service_dupont');
    // Deployed with the one-click button, Netlify names its repository on every build: nothing to set.
    const fromNetlify = { ...inAdmin, repo: undefined };
    const netlify = { NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/toitures-dupont/site' };
    expect(hostSettingProblems(withLaunchSettings(netlify, fromNetlify))).toEqual([]);
    expect(adminBackendSettings(netlify).repo).toBe('toitures-dupont/site');
  });
});

describe('the holding build', () => {
  it('is a publishing host’s build until the owner switches « prêt à être publié » on', () => {
    expect(isHoldingBuild({ NETLIFY: 'true' }, { ready: false })).toBe(true);
    expect(isHoldingBuild({ CF_PAGES: '1' }, undefined)).toBe(true);
    expect(isHoldingBuild({ NETLIFY: 'true' }, { ready: true })).toBe(false);
    // A check of the whole site on the owner's computer, and the tests, build everything.
    expect(isHoldingBuild({ SITE_ENV: 'production' }, { ready: false })).toBe(false);
    expect(isHoldingBuild({}, { ready: false })).toBe(false);
  });

  it('lets the admin recognise the example’s values by their digests alone', async () => {
    const digests = await exampleDigests(example.identity, placeholderFields);
    expect(JSON.stringify(digests)).not.toContain(example.identity.phone);
    const fromDigests = await exampleValuesByDigest(example.identity, digests);
    const direct = exampleValuesIn(example.identity, example.identity, placeholderFields);
    expect(fromDigests.map(({ path }) => path.join('.')).sort()).toEqual(
      direct.map(({ path }) => path.join('.')).sort(),
    );
    const owner = { ...example.identity, phone: '081 22 33 44' };
    expect((await exampleValuesByDigest(owner, digests)).map(({ path }) => path.join('.'))).not.toContain('phone');
  });
});
