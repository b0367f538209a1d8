import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { parseContent } from '../../src/lib/content/content-format';
import { freePort } from '../../tools/free-ports.mjs';
import { cloneProject } from '../../tools/project-copy.mjs';
import { adminDevPort } from '../../tools/test-sites.mjs';
import { openEngine, selectedEngines, waitFor, type EnginePage } from './drivers';

/**
 * `npm run admin` as docs/proprietaire/administration.md gives it to the owner, on a fresh clone
 * (tools/project-copy.mjs, `cloneProject`): the command itself starts Decap's local server and the development server; in
 * Chromium, Firefox and WebKit, /admin/ opens the admin, « Se connecter » logs in with the local
 * backend, a service's title is edited and published, and the clone's src/content/ holds the new
 * title. A blank page, or an error the page throws, fails it. The development server also answers
 * /admin/ as a static host does, and lists a content file broken by hand in French on every page.
 */
const FILE = 'src/content/services/charpente.md';
/** How long a fresh clone's first opening may take: Vite bundles Decap CMS's packages first. */
const FIRST_OPENING_MS = 120_000;

/** The environment of the owner's shell: this one without what Vitest sets for its own tests (MODE=test…). */
const ownerShell = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST.*|NODE_ENV|MODE|TEST|DEV|PROD|SSR|BASE_URL)$/.test(name)),
  );

let clone: string;
let admin: ChildProcess;
let origin: string;
let output = '';
const title = () => String(parseContent(readFileSync(join(clone, FILE), 'utf8'))['title']);

beforeAll(async () => {
  clone = cloneProject('admin-npm-');
  const [sitePort, decapPort] = [adminDevPort, await freePort()];
  origin = `http://localhost:${sitePort}`;
  // In a process group of its own: npm, the admin's script and its two servers stop together.
  admin = spawn('npm', ['run', 'admin'], {
    cwd: clone,
    // CI: the command does not open a browser of this machine beside the tests' own.
    env: { ...ownerShell(), ADMIN_PORT: String(sitePort), DECAP_PORT: String(decapPort), CI: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [admin.stdout!, admin.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${origin}/admin`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (admin.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm run admin did not serve /admin (${status}):\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 90_000);

afterAll(async () => {
  if (admin?.pid && admin.exitCode === null) {
    const exited = once(admin, 'exit');
    process.kill(-admin.pid, 'SIGTERM');
    await exited;
  }
  if (clone) rmSync(clone, { recursive: true, force: true });
});

/**
 * Marks the button, menu item or labelled field whose text is exactly `text` (for a field: the
 * first label of that text) with a data attribute, once it is there, and gives its selector.
 */
async function target(page: EnginePage, kind: 'button' | 'field', text: string, timeout = 30_000): Promise<string> {
  const mark = `cible-${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + timeout;
  // The development server may reload the page once it has bundled what the page asked for: a
  // question asked across that reload is asked again.
  while (
    !(await page
      .evaluate(
        ([which, wanted, name]) => {
          const exactly = (selector: string) =>
            [...document.querySelectorAll(selector)].find((element) => element.textContent?.trim() === wanted);
          const label = which === 'field' ? (exactly('label') as HTMLLabelElement | undefined) : undefined;
          const element =
            which === 'button'
              ? exactly('button, [role="button"], [role="menuitem"]')
              : label?.htmlFor
                ? document.getElementById(label.htmlFor)
                : null;
          element?.setAttribute('data-cible', name);
          return Boolean(element);
        },
        [kind, text, mark] as const,
      )
      .catch(() => false))
  ) {
    if (page.pageErrors?.length) throw new Error(`${page.engine}: the page threw ${JSON.stringify(page.pageErrors)}`);
    if (Date.now() > deadline) throw new Error(`${page.engine}: no ${kind} « ${text} » after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `[data-cible="${mark}"]`;
}

/** A page of the development server, as a browser asks for it, redirects not followed. */
const get = (path: string) => fetch(`${origin}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });

test('npm run admin: /admin/ and /admin open the admin, no toolbar, and a content error is listed in French', async () => {
  const slash = await get('/admin/');
  expect([slash.status, slash.headers.get('location')]).toEqual([308, '/admin']);
  const admin = await (await get('/admin')).text();
  expect(admin).toContain('id="reglages-administration"');
  expect(admin).not.toMatch(/dev-toolbar/);

  // A file broken by hand: every page lists what to change, as a build would, then the site comes back.
  const file = join(clone, 'src/content/identity.yaml');
  const identity = readFileSync(file, 'utf8');
  writeFileSync(file, identity.replace(/^phone: .*$/m, 'phone: appelez-nous'));
  try {
    const broken = await get('/mentions-legales');
    expect(broken.status).toBe(503);
    expect(await broken.text()).toMatch(
      /<h1>Contenu à corriger<\/h1>[^]*<code>src\/content\/identity\.yaml<\/code> › <strong>Téléphone<\/strong>\u00a0: Écrivez un numéro/,
    );
  } finally {
    writeFileSync(file, identity);
  }
  const deadline = Date.now() + 60_000;
  while ((await get('/mentions-legales')).status !== 200) {
    if (Date.now() > deadline) throw new Error('/mentions-legales did not come back once the file was mended');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 90_000);

describe.each(selectedEngines())('%s', (engine) => {
  // A browser of its own for each attempt: a retry in the same one would find the admin already
  // logged in (Decap keeps the local backend's user in the page's storage).
  let page: EnginePage;
  beforeEach(async () => {
    page = await openEngine(engine);
  });
  afterEach(() => page?.close());

  test(
    'npm run admin: /admin/ opens the admin, « Se connecter » logs in, a title published lands in src/content/',
    async () => {
      const before = title();
      await page.goto(`${origin}/admin/`);
      try {
        await page.click(await target(page, 'button', 'Se connecter', FIRST_OPENING_MS));
      } catch (error) {
        const body = await page.evaluate(() => document.body.innerText.trim().slice(0, 200));
        throw new Error(
          `${engine}: no « Se connecter » (page text: « ${body} »; page errors: ${JSON.stringify(page.pageErrors)}); the command's output:\n${output.slice(-3000)}`,
          { cause: error },
        );
      }
      await waitFor(page, 'the collections', () => document.body.innerText.includes('Collections'), undefined, 30_000);
      await page.goto(`${origin}/admin#/collections/services/entries/charpente`);
      const field = await target(page, 'field', 'Titre');
      // The title typed anew over the old one, selected.
      await page.evaluate((selector) => {
        const input = document.querySelector<HTMLInputElement>(selector)!;
        input.focus();
        input.select();
      }, field);
      await page.type(field, `Charpente (${engine})`);
      await page.click(await target(page, 'button', 'Publier'));
      await page.click(await target(page, 'button', 'Publier maintenant'));
      // Decap's local server rewrites the file in place: a read between its truncation and its
      // write sees an empty file, so the wait is for the title published, not for any change.
      const published = `Charpente (${engine})`;
      const deadline = Date.now() + 30_000;
      while (title() !== published && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(title()).toBe(published);
      expect(before).not.toBe(published);
      expect(page.pageErrors ?? []).toEqual([]);
    },
    FIRST_OPENING_MS + 60_000,
  );
});
