import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { expect, test, type Page } from '@playwright/test';
import { placeholderFields } from '../../src/config/launch';
import { readContent, readRawContent } from '../../src/integrations/content-files';
import { launchProblemsOf } from '../../src/integrations/launch-guard';
import { isExampleWorksite } from '../../src/lib/worksites';
import { labelledPath } from '../../src/lib/content-rules';
import { telHref } from '../../src/lib/phone';
import { exampleValuesIn } from '../../src/lib/launch';
import { contentSources } from '../../src/schemas/collections';
import { filesUnder, projectRoot } from '../../tools/project.mjs';
import { ensureNginx, startNginx } from '../../tools/nginx.mjs';
import { receivedRequests } from '../support/emailjs-stand-in-client';
import { readExampleRaw } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { copyProject, editYaml } from '../../tools/project-copy.mjs';
import { standInOrigin } from '../../tools/test-sites.mjs';
import { startDecapServer } from '../support/decap-server';
import { freePort } from '../../tools/free-ports.mjs';

/**
 * The launch rehearsal: the owner's whole path, from a clean copy of the project (with the owner's
 * own content, src/content/) to the published site. In the admin (Decap CMS and its local server),
 * the owner replaces every placeholder, confirms the figures and clears the legal pages' review
 * points; the site is built as Netlify builds it (its variables, the command of netlify.toml) and
 * served by nginx with deploy/nginx.conf; nothing of the example is left anywhere in it, it is
 * on the owner's domain, its form sends through the e-mail service with the owner's keys and its
 * admin saves into the owner's repository. Then one required item is taken away, and the host's
 * build refuses, naming it. Expectations are read from the copy's content.
 */
test.describe.configure({ mode: 'serial' });

/** A real business, as its owner describes it, by the place of each value in the identity. */
const business: Record<string, string> = {
  name: 'Toitures Dupont',
  legalName: 'Toitures Dupont SRL',
  url: 'https://www.toitures-dupont.be',
  phone: '071 55 66 77',
  emergencyPhone: '0475 11 22 33',
  email: 'devis@toitures-dupont.be',
  'address.street': 'Rue de Thy-le-Château 3',
  'address.location.lat': '50.2311',
  'address.location.lon': '4.3012',
  enterpriseNumber: '0456.789.034',
  vatNumber: 'BE 0456.789.034',
  'links.facebook': 'https://www.facebook.com/toitures.dupont',
  'legal.professionalAccess': 'activités de la toiture et de l’étanchéité ; menuiserie générale',
  'legal.professionalBody': 'aucune',
  'legal.insurer': 'AG Insurance SA, boulevard Émile Jacqmain 53, 1000 Bruxelles',
  'legal.insurancePolicy': 'RC professionnelle n° 12.345.678 ; responsabilité décennale n° 12.345.679',
  'legal.hosting': 'Netlify, Inc., 101 2nd Street, San Francisco, CA 94105, États-Unis, support@netlify.com',
  'legal.hostingTransfer':
    'Netlify, Inc. est établie aux États-Unis ; le transfert est encadré par le cadre de protection des données UE–États-Unis (décision d’adéquation du 10 juillet 2023), auquel elle a adhéré.',
  'legal.emailProvider': 'Proximus SA, boulevard du Roi Albert II 27, 1030 Bruxelles',
  'legal.emailProviderTransfer':
    'la boîte de l’entreprise est hébergée par Proximus en Belgique ; son contrat ne prévoit aucun transfert hors de l’Union européenne.',
};
const reviewDate = '3 décembre 2026';
/** The day the owner dates the statement on how reviews are checked. */
const statementDate = '2026-12-03';

/** The owner's settings at Netlify (Site configuration › Environment variables). */
const ownerSettings = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_dupont',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_devis_dupont',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'cleDupont2026',
  // The stand-in of the e-mail service's API, in place of the real one.
  PUBLIC_EMAILJS_ORIGIN: standInOrigin,
  DECAP_GITHUB_REPO: 'toitures-dupont/site-toiture',
};
/** What Netlify sets on every build of a site's production branch. */
const netlifyBuild = { NETLIFY: 'true', CONTEXT: 'production', BRANCH: 'main', BUILD_ID: 'rehearsal' };

let project: string;
let decapServer: ChildProcess | undefined;
let stopNginx: (() => Promise<void>) | undefined;
const timings: string[] = [];

async function timed<T>(step: string, run: () => Promise<T> | T): Promise<T> {
  const start = Date.now();
  try {
    return await run();
  } finally {
    timings.push(`${step} : ${((Date.now() - start) / 1000).toFixed(1)} s`);
  }
}

test.beforeAll(async () => {
  project = copyProject('repetition-', { content: 'owner' });
  decapServer = await startDecapServer(project);
});

test.afterAll(async () => {
  decapServer?.kill();
  await stopNginx?.();
  if (project) rmSync(project, { recursive: true, force: true });
  console.log(`Répétition de la mise en ligne :\n  ${timings.join('\n  ')}`);
});

/** Builds the copy with the command netlify.toml gives Netlify, in Netlify's environment. */
async function buildAsNetlify(): Promise<{ status: number | null; output: string }> {
  const { config } = await resolveConfig({
    repositoryRoot: project,
    cwd: project,
    offline: true,
    context: 'production',
    buffer: true,
  });
  const result = spawnSync('sh', ['-c', config.build.command], {
    cwd: project,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...config.build.environment,
      ...netlifyBuild,
      ...ownerSettings,
      // The copy's own cache (Netlify would keep it in node_modules, which the copy shares with the checkout).
      ASTRO_CACHE_DIR: join(project, '.astro', 'cache'),
    },
  });
  expect(config.build.publish).toBe(join(project, 'dist'));
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  const link = page.getByRole('link', { name: entry, exact: true }).last();
  await page.goto(`/admin#/collections/${collection}`);
  // Right after a publication, the admin may take the page back to the entry just saved: load it anew.
  if (
    !(await link.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await page.goto('about:blank');
    await page.goto(`/admin#/collections/${collection}`);
  }
  await link.click();
  await expect(page.getByText('Écriture dans la collection').first()).toBeVisible();
}

/** Publishes and waits until the local server has written `file` anew. */
async function publish(page: Page, file: string): Promise<void> {
  const before = readFileSync(join(project, file), 'utf8');
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
  await expect.poll(() => readFileSync(join(project, file), 'utf8'), { message: `${file} rewritten` }).not.toBe(before);
}

test('the owner settles everything in the admin', async ({ page }) => {
  const example = readExampleRaw();
  await timed('administration (coordonnées, chiffres, pages légales)', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();

    // Every placeholder still in the business details, by the label the admin gives it.
    const owner = readRawContent(project);
    const left = exampleValuesIn(owner.identity, example.identity, placeholderFields);
    if (left.length > 0) {
      await openEntry(page, contentSources.identity.group, contentSources.identity.label);
      for (const { path } of left) {
        const value = business[path.join('.')];
        expect(value, `the owner's value for ${path.join('.')}`).toBeDefined();
        const label = labelledPath(contentSources.identity.schema, path).split(' › ').pop()!;
        await page.getByLabel(label, { exact: true }).first().fill(value!);
      }
      await publish(page, `src/content/${contentSources.identity.file}`);
    }

    // Each group of figures and promises, confirmed.
    const switches = Object.values(owner.figures).filter((group) => 'confirmed' in group && !group.confirmed);
    if (switches.length > 0) {
      await openEntry(page, contentSources.figures.group, contentSources.figures.label);
      for (const toggle of await page.getByRole('switch', { name: 'Confirmé' }).all()) {
        if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
      }
      await publish(page, `src/content/${contentSources.figures.file}`);
    }

    // Each legal page: its points checked and cleared, the date of the review.
    for (const { id, data } of owner.legal) {
      const exampleDate = example.legal.find((page) => page.id === id)?.data.updated;
      if (data.review.length === 0 && data.updated !== exampleDate) continue;
      await openEntry(page, contentSources.legal.folder, data.title);
      const points = page
        .locator('[aria-label="Champ list"]')
        .filter({ has: page.getByText('Points à vérifier par l’entreprise', { exact: true }) });
      const items = points.locator('[class*="listControlItem"]');
      while ((await items.count()) > 0) {
        // Each item's bar: fold, drag, remove.
        await items.first().locator(':scope > div').first().locator(':scope > button').last().click();
      }
      if (data.updated === exampleDate) await page.getByLabel('Dernière mise à jour', { exact: true }).fill(reviewDate);
      await publish(page, `src/content/legal/${id}.md`);
    }

    // The example's worksites, illustrated by drawings: removed (the owner adds their own later).
    for (const { id, data } of owner.worksites) {
      if (data.draft || !isExampleWorksite(data)) continue;
      await openEntry(page, 'worksites', data.title);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /^Supprimer l.entrée/ }).click();
      await expect
        .poll(() => existsSync(join(project, `src/content/${contentSources.worksites.folder}/${id}.md`)))
        .toBe(false);
    }

    // The example's reviews, nobody's words: removed; the statement on how reviews are checked, dated.
    const exampleReviews = new Set(example.reviews.map((review) => review.id));
    for (const { id, data } of owner.reviews) {
      if (!exampleReviews.has(id)) continue;
      await openEntry(page, 'reviews', data.name);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /^Supprimer l.entrée/ }).click();
      await expect
        .poll(() => existsSync(join(project, `src/content/${contentSources.reviews.folder}/${id}.md`)))
        .toBe(false);
    }
    if (owner.reviewSettings.checkedOn === example.reviewSettings.checkedOn) {
      await openEntry(page, contentSources.reviewSettings.group, contentSources.reviewSettings.label);
      await page
        .getByLabel(labelledPath(contentSources.reviewSettings.schema, ['checkedOn']), { exact: true })
        .fill(statementDate);
      await publish(page, `src/content/${contentSources.reviewSettings.file}`);
    }
  });
  // What the admin wrote leaves nothing to settle but the host's own settings.
  expect(launchProblemsOf(project, { ...netlifyBuild, ...ownerSettings })).toEqual([]);
});

test('Netlify builds it with the command of netlify.toml, in production mode', async () => {
  const { status, output } = await timed('construction comme sur Netlify', buildAsNetlify);
  expect(status, output.slice(-3000)).toBe(0);
  expect(output).toContain(`Formulaire de contact : envoi par EmailJS via ${standInOrigin}`);
  expect(output).not.toContain('Site d’exemple');
});

test('served by nginx, it is the owner’s site, on the owner’s domain, with nothing of the example', async ({
  page,
}) => {
  const dist = join(project, 'dist');
  const content = readContent(project);
  const origin = content.identity.url;
  // Not NGINX_PORT: the nginx project's server holds it during the same run.
  const nginxPort = await freePort();
  const server = await timed('nginx (deploy/nginx.conf)', () =>
    startNginx({
      nginx: ensureNginx(),
      root: dist,
      port: nginxPort,
      runDir: join(projectRoot, 'test-results', 'nginx-rehearsal'),
      stdio: 'ignore',
    }),
  );
  stopNginx = server.stop;
  const url = (path: string) => new URL(path, server.url).href;

  await timed('vérifications du site publié', async () => {
    // No value of the example anywhere: pages, admin, sitemap, scripts, styles, headers.
    const example = readExampleRaw().identity;
    const exampleValues = exampleValuesIn(example, example, placeholderFields)
      .map(({ value }) => value)
      .filter((value) => value.length >= 6);
    const files = filesUnder(dist, [
      '.html',
      '.xml',
      '.txt',
      '.json',
      '.js',
      '.css',
      '.svg',
      '.webmanifest',
      '_headers',
    ]);
    expect(files.length).toBeGreaterThan(30);
    const leftovers = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = exampleValues.filter((value) => text.includes(value));
      // An address on the reserved `.example` domain (an e-mail, a URL, a host name), not a
      // property of the scripts' code (`review.example`).
      if (/[\w.-]+@[\w-]+(?:\.[\w-]+)*\.example\b|\/\/[\w.-]+\.example\b|\bwww\.[\w.-]+\.example\b/.test(text)) {
        found.push('.example');
      }
      return found.map((value) => `${file}: ${value}`);
    });
    expect(leftovers).toEqual([]);

    // The owner's domain: canonical URLs, sitemap, robots.txt.
    await page.goto(server.url);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
    const robots = await (await fetch(url('/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
    const sitemap = await (await fetch(url('/sitemap-0.xml'))).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(10);
    expect(locations.filter((location) => !location.startsWith(`${origin}/`))).toEqual([]);

    // The main paths, as the owner's content describes them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.title);
    await expect(page.locator(`#accueil a[href="${telHref(content.identity.phone)}"]`)).toBeVisible();
    await expect(page.locator('#services [data-service] h3')).toHaveText(content.services.map((s) => s.title));
    const service = content.services[0]!;
    await page.goto(url(`/services/${service.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await page.goto(url('/politique-de-confidentialite'));
    await expect(page.locator('main')).toContainText(content.identity.legal.hosting);
    await expect(page.locator('main')).toContainText('EmailJS Pte. Ltd.');

    // The form sends through the e-mail service, with the owner's keys.
    await page.goto(url('/contact'));
    const form = page.locator('#contact form');
    await waitForHydration(page, form.locator('xpath=ancestor::astro-island/..'));
    await expect(form).toHaveAttribute('data-ready', '');
    const email = `repetition-${Date.now()}@example.be`;
    await form.locator('[name="nom"]').fill('Marie Lemaire');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="telephone"]').fill('0478 12 34 56');
    await form.locator('[name="sujet"]').selectOption(content.projectTypes[0]!.value);
    await form.locator('[name="message"]').fill('Quelques ardoises glissées au-dessus de la lucarne.');
    await form.getByRole('button', { name: content.ui.contact.submit }).click();
    await expect(page.getByText(content.ui.form.successText)).toBeVisible();
    const [request] = await receivedRequests(email);
    expect(JSON.parse(request!.rawBody)).toMatchObject({
      service_id: ownerSettings.PUBLIC_EMAILJS_SERVICE_ID,
      template_id: ownerSettings.PUBLIC_EMAILJS_TEMPLATE_ID,
      user_id: ownerSettings.PUBLIC_EMAILJS_PUBLIC_KEY,
    });

    // The admin saves into the owner's repository.
    const admin = await (await fetch(url('/admin/'))).text();
    expect(admin).toContain(`"repo":"${ownerSettings.DECAP_GITHUB_REPO}"`);
    // Online, the admin saves to GitHub only: the local server of `npm run admin` is neither allowed nor named.
    expect(admin).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(admin).not.toMatch(/localhost|local_backend|localBackendUrl/);
  });
});

test('one required item taken away, the host’s build refuses, naming it', async () => {
  editYaml(join(project, 'src', 'content', contentSources.figures.file), (document) =>
    document.setIn(['garantie', 'confirmed'], false),
  );
  const { status, output } = await timed('construction refusée', buildAsNetlify);
  expect(status).toBe(1);
  expect(output).toContain('Mise en ligne refusée\u00a0: 1\u00a0point à régler avant de publier le site.');
  expect(output).toContain('Entreprise › Chiffres clés › Garantie › Confirmé\u00a0: pas encore coché');
  expect(output).not.toMatch(/Stack trace|\[ERROR\]|\bat \S+ \(/);
  console.log(output.slice(output.indexOf('Mise en ligne refusée')).trim());
});
