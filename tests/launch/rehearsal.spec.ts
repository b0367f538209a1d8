import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { resolveConfig } from '@netlify/config';
import { expect, test, type Page } from '@playwright/test';
import { placeholderFields, withLaunchSettings } from '../../src/config/launch';
import { readContent, readRawContent } from '../../src/integrations/content-files';
import { launchProblemsOf } from '../../src/integrations/launch-guard';
import { readLaunchSettings } from '../../src/integrations/site-url';
import { isExampleWorksite } from '../../src/lib/content/worksites';
import { labelledPath } from '../../src/lib/content/content-rules';
import { telHref } from '../../src/lib/contact/phone';
import { exampleValuesIn } from '../../src/lib/content/launch';
import { adminGroups, contentSources } from '../../src/schemas/collections';
import { filesUnder, projectRoot } from '../../tools/project.mjs';
import { ensureNginx, startNginx } from '../../tools/nginx.mjs';
import { receivedRequests } from '../support/emailjs-stand-in-client';
import { readExampleRaw } from '../support/example-content';
import { waitForHydration } from '../support/hydration';
import { expandItem, itemField, listItem, openEntry } from '../support/admin-session';
import { belgianDay } from '../../src/schemas/calendar';
import { copyProject, editYaml } from '../../tools/project-copy.mjs';
import { exampleSiteDir, standInOrigin } from '../../tools/test-sites.mjs';
import { startDecapServer } from '../support/decap-server';
import { freePort } from '../../tools/free-ports.mjs';

/**
 * The launch rehearsal: the owner's whole path, from a clean copy of the project (with the owner's
 * own content, src/content/, the shipped example until the owner changes it) to the published
 * site. First, « Le site est prêt à être publié » off, Netlify's build publishes only the holding
 * page and the admin, with nothing of the example, and a failed login says in French what to
 * check. Switched on at once, the admin refuses with the guard's list. In the admin (Decap CMS and
 * its local server), the owner replaces every placeholder, confirms the figures, clears the legal
 * pages' review points, sets the services' prices, removes the example's worksites and reviews and gives the launch settings
 * (repository, EmailJS identifiers); switched on with one point left, the admin refuses naming it
 * and saves nothing; settled, it saves the switch. The site is then built as Netlify builds it (its
 * variables, the command of netlify.toml) and served by nginx with deploy/nginx.conf; nothing of
 * the example is left anywhere in it, it is on the owner's domain, its form sends through the
 * e-mail service with the keys given in the admin and its admin saves into the owner's
 * repository. Then one required item is taken away, and the host's build refuses, naming it.
 * Expectations are read from the copy's content; each step's time is in the test's annotations.
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
  whatsappPhone: '0476 55 44 33',
  'links.reviewProfile': 'https://g.page/r/toitures-dupont',
  'links.reviewForm': 'https://g.page/r/toitures-dupont/review',
  'legal.emailServiceTransfer':
    'le transfert est encadré par les clauses contractuelles types de la Commission européenne (article 46, paragraphe 2, point c, du RGPD), annexées au contrat de traitement des données que l’entreprise a signé avec EmailJS le 2 décembre 2026.',
};
const reviewDate = '3 décembre 2026';
/** The day the owner dates the statement on how reviews are checked. */
const statementDate = '2026-12-03';

/** The launch settings the owner gives in the admin (Entreprise › Coordonnées… › Mise en ligne), by label. */
const launchSettings = {
  repo: ['Dépôt GitHub du site', 'toitures-dupont/site-toiture'],
  emailJsServiceId: ['EmailJS : Service ID', 'service_dupont'],
  emailJsTemplateId: ['EmailJS : Template ID', 'template_devis_dupont'],
  emailJsPublicKey: ['EmailJS : Public Key', 'cleDupont2026'],
} as const;
/** No variable of the owner's at Netlify: only the stand-in of the e-mail service's API, in place of the real one. */
const hostVariables = { PUBLIC_EMAILJS_ORIGIN: standInOrigin };
/** What Netlify sets on every build of a site's production branch (a site deployed with its button). */
const netlifyBuild = {
  NETLIFY: 'true',
  CONTEXT: 'production',
  BRANCH: 'main',
  BUILD_ID: 'rehearsal',
  REPOSITORY_URL: `https://github.com/${launchSettings.repo[1]}`,
};
/** The switch the owner turns on once everything is settled. */
const READY = 'Le site est prêt à être publié';
const identityFile = () => join(project, 'src', 'content', contentSources.identity.file);
/** The build's variables as the host's build reads them: Netlify's, completed by the admin's launch settings. */
const hostEnv = () => withLaunchSettings({ ...netlifyBuild, ...hostVariables }, readLaunchSettings(project));
/** Where the admin lists the date of the statement on how reviews are checked. */
const statementPlace = [
  adminGroups[contentSources.reviewSettings.group],
  contentSources.reviewSettings.label,
  labelledPath(contentSources.reviewSettings.schema, ['checkedOn']),
].join(' › ');

let project: string;
let decapServer: ChildProcess | undefined;
let stopNginx: (() => Promise<void>) | undefined;
const timings: string[] = [];

async function timed<T>(step: string, run: () => Promise<T> | T): Promise<T> {
  const start = Date.now();
  try {
    return await run();
  } finally {
    const timing = `${step} : ${((Date.now() - start) / 1000).toFixed(1)} s`;
    timings.push(timing);
    test.info().annotations.push({ type: 'étape', description: timing });
  }
}

test.beforeAll(async () => {
  project = copyProject('repetition-', { content: 'owner', cacheFrom: exampleSiteDir });
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
      ...hostVariables,
      // The copy's own cache (Netlify would keep it in node_modules, which the copy shares with the checkout).
      ASTRO_CACHE_DIR: join(project, '.astro', 'cache'),
    },
  });
  expect(config.build.publish).toBe(join(project, 'dist'));
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Publishes and waits until the local server has written `file` anew. */
async function publish(page: Page, file: string): Promise<void> {
  const before = readFileSync(join(project, file), 'utf8');
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
  await expect.poll(() => readFileSync(join(project, file), 'utf8'), { message: `${file} rewritten` }).not.toBe(before);
}

/** Every file of a built site, relative to it, sorted. */
function distFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * What of the example a built site must not hold: the example's placeholders (6 characters or
 * more), its worksites' titles and the start of its reviews' words.
 */
function exampleTexts(): string[] {
  const example = readExampleRaw();
  return [
    ...exampleValuesIn(example.identity, example.identity, placeholderFields).map(({ value }) => value),
    ...example.worksites.map(({ data }) => data.title),
    // Not the reviewers' names: the admin's hint for the name gives « Marie D. » as the way to write one.
    ...example.reviews.map(({ text }) => text.slice(0, 50)),
  ].filter((value) => value.length >= 6);
}

/** Each text file of `dist` that holds a text of the example, with that text. */
function exampleLeftovers(dist: string): string[] {
  const texts = exampleTexts();
  const files = filesUnder(dist, ['.html', '.xml', '.txt', '.json', '.js', '.css', '.svg', '.webmanifest', '_headers']);
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = texts.filter((value) => text.includes(value));
    // An address on the reserved `.example` domain (an e-mail, a URL, a host name), not a
    // property of the scripts' code (`review.example`).
    if (/[\w.-]+@[\w-]+(?:\.[\w-]+)*\.example\b|\/\/[\w.-]+\.example\b|\bwww\.[\w.-]+\.example\b/.test(text)) {
      found.push('.example');
    }
    return found.map((value) => `${relative(dist, file)}: ${value}`);
  });
}

/** Switches « Le site est prêt à être publié » on in the admin and asks to publish. */
async function switchOn(page: Page): Promise<void> {
  await openEntry(
    page,
    contentSources.identity.group,
    adminGroups[contentSources.identity.group],
    contentSources.identity.label,
  );
  const toggle = page.getByRole('switch', { name: READY });
  if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
}

/** The admin's refusal of the switch, as the owner reads it. */
async function refusal(page: Page): Promise<string> {
  const message = page.getByText(`«\u00a0${READY}\u00a0» ne peut pas encore être coché`);
  await expect(message).toBeVisible();
  return (await message.textContent()) ?? '';
}

/** A page standing in for the login window of Netlify (or of GitHub behind it), answering as `answer`. */
function loginWindow(answer: string): string {
  return `<!doctype html><script>
    window.addEventListener('message', () => window.opener.postMessage(${JSON.stringify(answer)}, '*'));
    window.opener.postMessage('authorizing:github', '*');
  </script>`;
}

test('switched off, Netlify publishes only the holding page and the admin, with nothing of the example', async ({
  page,
}, testInfo) => {
  const { status, output } = await timed('construction de la page d’attente', buildAsNetlify);
  expect(status, output.slice(-3000)).toBe(0);
  expect(output).toContain('Page d’attente publiée');
  const dist = join(project, 'dist');
  const files = distFiles(dist);
  testInfo.annotations.push({ type: 'dist/ de la page d’attente', description: files.join(', ') });

  // The holding page, the admin (its review card without the example's link), the scripts, styles,
  // fonts and icon they load, the headers and robots.txt: nothing else.
  expect(files).toEqual(
    expect.arrayContaining(['index.html', 'admin/index.html', 'favicon.svg', 'robots.txt', '_headers']),
  );
  expect(
    files.filter(
      (file) =>
        !/^(?:index\.html|admin\/(?:carte-avis\/)?index\.html|favicon\.svg|robots\.txt|_headers|_astro\/[\w.-]+\.(?:js|css|woff2?|svg))$/.test(
          file,
        ),
    ),
  ).toEqual([]);
  expect(
    files.filter(
      (file) => !/^(?:admin\/|_astro\/carte-avis\.)/.test(file) && /sitemap|realisations|avis|services\//.test(file),
    ),
  ).toEqual([]);
  expect(exampleLeftovers(dist)).toEqual([]);
  expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
  const holding = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(holding).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const headers = readFileSync(join(dist, '_headers'), 'utf8');
  for (const name of ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy'])
    expect(headers).toContain(name);

  const nginxPort = await freePort();
  const server = await startNginx({
    nginx: ensureNginx(),
    root: dist,
    port: nginxPort,
    runDir: join(projectRoot, 'test-results', 'nginx-rehearsal-holding'),
    stdio: 'ignore',
  });
  try {
    await timed('page d’attente et connexion manquée', async () => {
      await page.goto(server.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(readContent(project).ui.holding.title);

      // A login window that fails (the OAuth application's callback address, Netlify's provider): said in French.
      let answer = loginWindow('authorization:github:error:{"message":"Failed to authenticate"}');
      await page
        .context()
        .route('https://api.netlify.com/**', (route) => route.fulfill({ contentType: 'text/html', body: answer }));
      await page.goto(new URL('/admin/', server.url).href);
      await page.getByRole('button', { name: 'Se connecter avec GitHub' }).click();
      const failed = page.getByText('La connexion à GitHub a échoué');
      await expect(failed).toBeVisible();
      await expect(failed).toContainText('https://api.netlify.com/auth/done');
      await expect(failed).toContainText('Access & security › OAuth');

      // Logged in, but GitHub refuses the repository: named, with what to check.
      answer = loginWindow(`authorization:github:success:${JSON.stringify({ token: 'jeton', provider: 'github' })}`);
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      await page.context().route('https://api.github.com/**', (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
        const body = route.request().url().endsWith('/user')
          ? { login: 'dupont', name: 'Jean Dupont' }
          : { owner: { login: 'toitures-dupont' }, permissions: { push: false } };
        return route.fulfill({ json: body, headers: cors });
      });
      await page.getByRole('button', { name: 'Se connecter avec GitHub' }).click();
      await expect(
        page.getByText(`Connexion refusée\u00a0: vérifiez que le dépôt «\u00a0${launchSettings.repo[1]}\u00a0» existe`),
      ).toBeVisible();
    });
  } finally {
    await server.stop();
  }
});

test('switched on at once, the admin refuses with the guard’s list and saves nothing', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  const before = readFileSync(identityFile(), 'utf8');
  const list = await timed('refus de l’administration (exemple)', async () => {
    await switchOn(page);
    return refusal(page);
  });
  // Every point of the guard's list that the owner settles in the admin, the example's worksites,
  // reviews and prices among them.
  const guard = launchProblemsOf(project, { ...netlifyBuild, ...hostVariables }).filter(
    ({ where }) => !where.includes('Mise en ligne'),
  );
  expect(guard.some(({ where }) => where.startsWith('Réalisations › '))).toBe(true);
  expect(guard.some(({ where }) => where.startsWith('Avis clients › '))).toBe(true);
  expect(guard.some(({ where }) => / › Budget indicatif › Fourchettes de prix › n°/.test(where))).toBe(true);
  for (const { where } of guard) expect(list).toContain(`${where}\u00a0:`);
  expect(readFileSync(identityFile(), 'utf8')).toBe(before);
});

test('the owner settles everything in the admin', async ({ page }) => {
  const example = readExampleRaw();
  await timed(
    'administration (coordonnées, mise en ligne, chiffres, pages légales, chantiers, prix, avis)',
    async () => {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
      // Each removal from a list asks first (« Retirer … de la liste ? »): the owner says yes.
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });

      // Every placeholder still in the business details, by the label the admin gives it.
      const owner = readRawContent(project);
      await openEntry(
        page,
        contentSources.identity.group,
        adminGroups[contentSources.identity.group],
        contentSources.identity.label,
      );
      // The owner belongs to no federation (« aucune »): the example's membership is removed, as the admin asks.
      for (const membership of owner.identity.credentials?.memberships ?? []) {
        await listItem(page, membership.name).locator('xpath=./div[1]').getByRole('button').last().click();
      }
      const filled = exampleValuesIn(owner.identity, example.identity, placeholderFields).filter(
        ({ path }) => path[1] !== 'memberships',
      );
      expect(filled.length).toBeGreaterThan(0);
      for (const { path } of filled) {
        const value = business[path.join('.')];
        expect(value, `the owner's value for ${path.join('.')}`).toBeDefined();
        const label = labelledPath(contentSources.identity.schema, path).split(' › ').pop()!;
        const field = page
          .getByLabel(label, { exact: true })
          .or(page.getByLabel(`${label} (facultatif)`, { exact: true }))
          .first();
        await field.fill(value!);
      }
      // The launch settings, in the admin rather than at the host.
      for (const [label, value] of Object.values(launchSettings)) {
        await page.getByLabel(`${label} (facultatif)`, { exact: true }).fill(value);
      }
      await publish(page, `src/content/${contentSources.identity.file}`);

      // Each group of figures and promises, confirmed.
      const switches = Object.values(owner.figures).filter((group) => 'confirmed' in group && !group.confirmed);
      if (switches.length > 0) {
        await openEntry(
          page,
          contentSources.figures.group,
          adminGroups[contentSources.figures.group],
          contentSources.figures.label,
        );
        for (const toggle of await page.getByRole('switch', { name: 'Confirmé' }).all()) {
          if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
        }
        await publish(page, `src/content/${contentSources.figures.file}`);
      }

      // Each legal page: its points checked and cleared, the date of the review.
      for (const { id, data } of owner.legal) {
        const exampleDate = example.legal.find((page) => page.id === id)?.data.updated;
        if (data.review.length === 0 && data.updated !== exampleDate) continue;
        await openEntry(page, contentSources.legal.folder, contentSources.legal.label, data.title);
        const points = page
          .locator('[aria-label="Champ list"]')
          .filter({ has: page.getByText('Points à vérifier par l’entreprise', { exact: true }) });
        const items = points.locator('[class*="listControlItem"]');
        while ((await items.count()) > 0) {
          // Each item's bar: fold, drag, remove.
          const before = asked.length;
          await items.first().locator(':scope > div').first().locator(':scope > button').last().click();
          expect(asked.slice(before)).toEqual([expect.stringMatching(/^Retirer «\u00a0.+\u00a0» de la liste\u00a0\?/)]);
        }
        if (data.updated === exampleDate)
          await page.getByLabel('Dernière mise à jour', { exact: true }).fill(reviewDate);
        await publish(page, `src/content/legal/${id}.md`);
      }

      // The example's worksites, illustrated by drawings: removed (the owner adds their own later).
      for (const { id, data } of owner.worksites) {
        if (data.draft || !isExampleWorksite(data)) continue;
        await openEntry(page, 'worksites', contentSources.worksites.label, data.title);
        await page.getByRole('button', { name: /^Supprimer l.entrée/ }).click();
        await expect
          .poll(() => existsSync(join(project, `src/content/${contentSources.worksites.folder}/${id}.md`)))
          .toBe(false);
      }

      // Each service's prices: the owner's own ranges (the example's, five euros more), set today.
      const pricedToday = belgianDay();
      for (const { id, data } of owner.services) {
        if (!data.budget) continue;
        await openEntry(page, 'services', contentSources.services.label, data.title);
        await expandItem(page, labelledPath(contentSources.services.schema, ['budget']));
        await page
          .getByLabel(labelledPath(contentSources.services.schema, ['budget', 'pricedOn']).split(' › ').pop()!, {
            exact: true,
          })
          .fill(pricedToday);
        for (const line of data.budget.lines) {
          await (await itemField(page, line.label, 'De (€ HTVA)')).fill(String(line.from + 5));
          await (await itemField(page, line.label, 'À (€ HTVA)')).fill(String(line.to + 5));
        }
        await publish(page, `src/content/${contentSources.services.folder}/${id}.md`);
      }

      // The example's reviews, nobody's words: removed; the statement on how reviews are checked, dated.
      const exampleReviews = new Set(example.reviews.map((review) => review.id));
      for (const { id, data } of owner.reviews) {
        if (!exampleReviews.has(id)) continue;
        await openEntry(page, 'reviews', contentSources.reviews.label, data.name);
        await page.getByRole('button', { name: /^Supprimer l.entrée/ }).click();
        await expect
          .poll(() => existsSync(join(project, `src/content/${contentSources.reviews.folder}/${id}.md`)))
          .toBe(false);
      }
      // The statement on how reviews are checked is left for last.
    },
  );
  // What the admin wrote leaves one point to settle: the statement's date.
  expect(launchProblemsOf(project, hostEnv()).map(({ where }) => where)).toEqual([statementPlace]);
});

test('switched on with one point left, the admin refuses naming it, and so does the host’s build', async ({ page }) => {
  // Leaving the identity refused asks whether to drop the change: yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const before = readFileSync(identityFile(), 'utf8');
  const list = await timed('refus de l’administration (un point)', async () => {
    await switchOn(page);
    return refusal(page);
  });
  expect(list).toContain('1\u00a0point à régler.');
  expect(list).toContain(`${statementPlace}\u00a0:`);
  expect(readFileSync(identityFile(), 'utf8')).toBe(before);

  // Switched on in the file all the same, the host's build refuses, naming the same point.
  editYaml(identityFile(), (document) => document.setIn(['launch', 'ready'], true));
  const { status, output } = await timed('construction refusée (un point)', buildAsNetlify);
  expect(status).toBe(1);
  expect(output).toContain('Mise en ligne refusée\u00a0: 1\u00a0point à régler avant de publier le site.');
  expect(output).toContain(`${statementPlace}\u00a0:`);
  writeFileSync(identityFile(), before);

  // The statement dated, the admin saves the switch.
  await timed('dernier point, puis « prêt à être publié »', async () => {
    await openEntry(
      page,
      contentSources.reviewSettings.group,
      adminGroups[contentSources.reviewSettings.group],
      contentSources.reviewSettings.label,
    );
    await page
      .getByLabel(labelledPath(contentSources.reviewSettings.schema, ['checkedOn']), { exact: true })
      .fill(statementDate);
    await publish(page, `src/content/${contentSources.reviewSettings.file}`);
    await switchOn(page);
    await expect.poll(() => readLaunchSettings(project)?.ready, { message: 'switch saved' }).toBe(true);
  });
  expect(launchProblemsOf(project, hostEnv())).toEqual([]);
});

test('Netlify builds it with the command of netlify.toml, in production mode', async () => {
  const { status, output } = await timed('construction comme sur Netlify', buildAsNetlify);
  expect(status, output.slice(-3000)).toBe(0);
  expect(output).toContain(`Formulaire de contact : envoi par EmailJS via ${standInOrigin}`);
  expect(output).not.toContain('Site d’exemple');
  expect(output).not.toContain('Page d’attente');
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
    expect(distFiles(dist).length).toBeGreaterThan(30);
    expect(exampleLeftovers(dist)).toEqual([]);

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
    // The hero's call button dials the owner's line of the hour: the office's, the emergency one while it is closed.
    const closed = (await page.locator('html').getAttribute('data-office')) === 'closed';
    const line = telHref(closed ? content.identity.emergencyPhone : content.identity.phone);
    await expect(page.locator('#accueil a[data-call="hero"]:visible')).toHaveAttribute('href', line);
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
      service_id: launchSettings.emailJsServiceId[1],
      template_id: launchSettings.emailJsTemplateId[1],
      user_id: launchSettings.emailJsPublicKey[1],
    });

    // The admin saves into the owner's repository.
    const admin = await (await fetch(url('/admin/'))).text();
    expect(admin).toContain(`"repo":"${launchSettings.repo[1]}"`);
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
