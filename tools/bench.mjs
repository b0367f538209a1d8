// `npm run bench`: how fast the built site is, and how far from the fastest this design allows.
//
// 1. Builds the site (skip with --no-build) and serves it two ways:
//    - "node": a copy of dist/ served by tools/serve.mjs over HTTPS and HTTP/2 with a throwaway
//      self-signed certificate, as every host the site is meant for serves it (deploy/nginx.conf,
//      Netlify, Cloudflare Pages): Lighthouse's simulation models the connections of the
//      protocol it sees. Without `openssl`, plain HTTP/1.1. Every text file of the copy has its
//      brotli and gzip versions made beforehand, at their best compression: the bytes a
//      compressing host sends, and no compression time counted as server time.
//    - "nginx": another copy (no precompressed files) served by a real nginx with the deployed
//      configuration (deploy/nginx.conf made local by tools/nginx.mjs: plain HTTP/1.1, gzip on
//      the fly as configured), its configuration and logs in test-results/nginx-bench/.
//      Skipped, with a message, when nginx is not installed.
// 2. The floor: the same copies with every <script> element and <link rel="modulepreload"> cut
//    out (found by an HTML parser), served the same way: what the site's own HTML, CSS, fonts
//    and images cost without any JavaScript.
// 3. Lighthouse 13 (mobile, Chromium of the test harness) in both its modes (bench-figures.mjs
//    `modes`): "simulate", its default, and "devtools", the applied mode where each request
//    really streams on a slow link (a resource the parser finds late shows there, not in the
//    simulation). RUNS times on the home page, a service page, the worksites' listing, the newest
//    worksite, a legal page and the 404 page, runs interleaved: site then floor (then the
//    reference site, home page only), mode after mode, server after server, RUNS times over.
//    Once per page and variant, on the first server, a Playwright pass with the same mobile
//    viewport measures the JavaScript fetched once the page is scrolled to the bottom and its
//    islands hydrated (bytes only: no need to repeat it).
// 4. Prints, per page, server and mode, medians, ranges, the ratio of each median to the floor's
//    and whether every run's LCP is within 10 % of the median; writes them with every run to
//    bench-results/bench.json and a table for an issue note to bench-results/bench.md.
//
// A reference site (BENCH_PEER_DIST: another static build, for example AstroWind built offline
// outside the repository) is served by the same servers and measured on its home page beside ours.
//
// Timing figures are never asserted in `npm test` (they depend on the machine).
// Env: BENCH_SERVERS (default node,nginx), BENCH_PORT (default 4375), BENCH_FLOOR_PORT (default
// 4376), BENCH_NGINX_PORT (default 4377), BENCH_NGINX_FLOOR_PORT (default 4378), BENCH_RUNS
// (default 5), BENCH_PAGES (default all: home,service,worksites,worksite,legal,aid,notFound), BENCH_MODES (default
// simulate,devtools), BENCH_DIST (default dist: the build measured), BENCH_PEER_DIST and
// BENCH_PEER_LABEL (the reference site and its name, AstroWind by default), BENCH_KEEP_REPORTS
// (set: every Lighthouse report in bench-results/reports/, to see why a figure moved), NGINX_PATH
// (see tools/nginx.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { JSDOM } from 'jsdom';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumLaunchArgs } from './chromium.mjs';
import { everyIslandHydrated } from './islands.mjs';
import {
  markdownTable,
  modes,
  show,
  showRatio,
  spreadFromMedian,
  summarize,
  withinOfMedian,
} from './bench-figures.mjs';
import { ensureChromium } from './ensure-browser.mjs';
import { findNginx, startNginx } from './nginx.mjs';
import { filesUnder, htmlFiles, projectRoot } from './project.mjs';
import { startServer } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const SITE_PORT = Number(process.env.BENCH_PORT || 4375);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || 4376);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT || 4377);
const NGINX_FLOOR_PORT = Number(process.env.BENCH_NGINX_FLOOR_PORT || 4378);
const resultsDir = join(projectRoot, 'bench-results');
/** nginx's configuration, pid and logs, one folder per instance (test-results/ is ignored by git). */
const nginxBenchDir = join(projectRoot, 'test-results', 'nginx-bench');

/** The pages measured. The 404 page is asked for by its file: Lighthouse refuses a 404 status. */
const allPages = [
  { id: 'home', label: 'Accueil', path: '/' },
  { id: 'service', label: 'Service (couverture ardoise)', path: '/services/couverture-ardoise' },
  { id: 'worksites', label: 'Réalisations', path: '/realisations' },
  // Its address is the content's: the newest worksite, read from the listing (firstWorksitePath).
  { id: 'worksite', label: 'Une réalisation (la plus récente)', path: '' },
  { id: 'legal', label: 'Mentions légales', path: '/mentions-legales' },
  { id: 'aid', label: 'Aides et TVA', path: '/aides-et-tva' },
  { id: 'notFound', label: '404', path: '/404.html' },
];
/** The reference site, measured on its home page only. */
const peerDist = process.env.BENCH_PEER_DIST ? resolve(process.env.BENCH_PEER_DIST) : null;
const peerLabel = process.env.BENCH_PEER_LABEL || 'AstroWind';
/**
 * deploy/nginx.conf serves /404.html only as the error page (`internal`), with status 404: the
 * nginx copies hold the same file under this name too, and the 404 page is asked for by it.
 */
const NGINX_404_COPY = 'bench-404.html';
/**
 * @param {'node' | 'nginx'} server
 * @param {{ path: string }} page
 */
const pathOn = (server, page) => (server === 'nginx' && page.path === '/404.html' ? `/${NGINX_404_COPY}` : page.path);
/**
 * The address of the first worksite of the built listing (the newest): the owner's worksites, or
 * the example's, have addresses of their own.
 * @param {string} distDir
 */
function firstWorksitePath(distDir) {
  const listing = readFileSync(join(distDir, 'realisations/index.html'), 'utf8');
  const slug = [...listing.matchAll(/href="\/realisations\/([a-z0-9-]+)"/g)]
    .map((m) => m[1])
    .find((s) => s !== 'service' && s !== 'page');
  if (!slug) throw new Error(`${distDir} : aucune réalisation publiée à mesurer.`);
  return `/realisations/${slug}`;
}
/** BENCH_PAGES=home,notFound measures only those (while working on one page). */
const pages = process.env.BENCH_PAGES
  ? allPages.filter((page) => process.env.BENCH_PAGES?.split(',').includes(page.id))
  : allPages;

/** The servers, in measuring order. */
export const allServers = /** @type {const} */ ([
  { id: 'node', label: 'HTTP/2 + brotli (Node)' },
  { id: 'nginx', label: 'HTTP/1.1 + gzip (nginx)' },
]);

/**
 * The servers named in BENCH_SERVERS ("node,nginx", the default when empty), in measuring order.
 * @param {string | undefined} value
 * @returns {('node' | 'nginx')[]}
 */
export function chosenServers(value) {
  const known = allServers.map((server) => server.id);
  if (!value?.trim()) return known;
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(/** @type {string[]} */ (known).includes(name)));
  if (unknown.length > 0) {
    throw new Error(`BENCH_SERVERS : serveur inconnu « ${unknown.join(', ')} » (au choix : ${known.join(', ')}).`);
  }
  return known.filter((id) => names.includes(id));
}

/**
 * The modes named in BENCH_MODES ("simulate,devtools", the default when empty).
 * @param {string | undefined} value
 * @returns {(keyof typeof modes)[]}
 */
export function chosenModes(value) {
  const known = /** @type {(keyof typeof modes)[]} */ (Object.keys(modes));
  if (!value?.trim()) return known;
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(/** @type {string[]} */ (known).includes(name)));
  if (unknown.length > 0) {
    throw new Error(`BENCH_MODES : mode inconnu « ${unknown.join(', ')} » (au choix : ${known.join(', ')}).`);
  }
  return known.filter((id) => names.includes(id));
}

/** Figures, in print order: key, label, unit. */
const figures = [
  { key: 'score', label: 'Performance', unit: '' },
  { key: 'fcp', label: 'FCP', unit: 'ms' },
  { key: 'lcp', label: 'LCP', unit: 'ms' },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: '' },
  { key: 'si', label: 'Speed Index', unit: 'ms' },
  { key: 'totalBytes', label: 'Total bytes', unit: 'KB' },
  { key: 'jsBeforeLoad', label: 'JS before load', unit: 'KB' },
  { key: 'jsAfterScroll', label: 'JS after scroll', unit: 'KB' },
  { key: 'scriptsBeforeFcp', label: 'Scripts before FCP', unit: '' },
  { key: 'stylesheetEnd', label: 'Stylesheet received', unit: 'ms' },
  { key: 'pictureStart', label: 'Largest picture asked', unit: 'ms' },
];

/**
 * Targets of the issue, for the medians; `pages`: only on those pages (all when absent);
 * `modes`: only in those modes (all when absent). In both modes, each page's LCP is also held to
 * its floor (bench-figures.mjs `modes`).
 * @type {Record<string, { text: string, ok: (median: number) => boolean, pages?: string[], modes?: string[] }>}
 */
export const targets = {
  score: { text: '100', ok: (v) => v >= 100, modes: ['simulate'] },
  fcp: { text: '≤ 850 ms', ok: (v) => v <= 850, pages: ['home'], modes: ['simulate'] },
  lcp: { text: '≤ 950 ms', ok: (v) => v <= 950, pages: ['home'], modes: ['simulate'] },
  tbt: { text: '0 ms', ok: (v) => v === 0 },
  cls: { text: '0', ok: (v) => v === 0 },
  scriptsBeforeFcp: { text: '0', ok: (v) => v === 0 },
  // The whole home page, React included, once every island has hydrated.
  jsAfterScroll: { text: '≤ 100 KB', ok: (v) => v <= 100_000, pages: ['home'] },
};

/**
 * A self-signed certificate for 127.0.0.1, valid two days, or null when openssl is missing.
 * @param {string} dir
 * @returns {{ key: Buffer, cert: Buffer } | null}
 */
function throwawayCertificate(dir) {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  if (result.status !== 0) return null;
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** @param {string[]} args */
function run(...args) {
  const result = spawnSync(args[0] ?? '', args.slice(1), { stdio: 'inherit', cwd: projectRoot });
  if (result.status !== 0) throw new Error(`${args.join(' ')} a échoué (${result.status})`);
}

/**
 * A page without any script: every <script> element and <link rel="modulepreload"> cut out of the
 * HTML where the parser found it, the rest of the file left byte for byte.
 * @param {string} html
 */
export function withoutScripts(html) {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const elements = dom.window.document.querySelectorAll('script, link[rel~="modulepreload" i]');
  return [...elements]
    .map((element) => dom.nodeLocation(element))
    .filter((location) => location !== null)
    .toSorted((a, b) => b.startOffset - a.startOffset)
    .reduce((text, { startOffset, endOffset }) => text.slice(0, startOffset) + text.slice(endOffset), html);
}

/** Files a host compresses (deploy/nginx.conf's gzip_types, and HTML). */
const TEXT_FILES = ['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest'];

/**
 * Writes a `.br` and a `.gz` copy of every text file of a folder, at their best compression.
 * @param {string} dir
 */
async function precompress(dir) {
  for (const file of filesUnder(dir, TEXT_FILES)) {
    const data = await readFile(file);
    const quality = {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    await writeFile(`${file}.br`, brotliCompressSync(data, { params: quality }));
    await writeFile(`${file}.gz`, gzipSync(data, { level: zlib.Z_BEST_COMPRESSION }));
  }
}

/**
 * A copy of the built site to serve, in a new temporary folder.
 * @param {string} distDir
 * @param {{ floor: boolean, precompressed: boolean }} options floor: every script cut out
 *   (withoutScripts); precompressed: `.br` and `.gz` copies made (for the Node server), else
 *   (for nginx) the 404 page copied to NGINX_404_COPY.
 */
async function servedCopy(distDir, { floor, precompressed }) {
  const dir = await mkdtemp(join(tmpdir(), `bench-${floor ? 'floor' : 'site'}-`));
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} : pas de site construit (index.html).`);
  await cp(distDir, dir, { recursive: true });
  if (floor) for (const file of htmlFiles(dir)) await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  if (precompressed) await precompress(dir);
  else await cp(join(dir, '404.html'), join(dir, NGINX_404_COPY));
  return dir;
}

/**
 * @param {import('lighthouse').Result} lhr
 */
function readLighthouse(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id];
  const numeric = (/** @type {string} */ id) => audit(id)?.numericValue ?? Number.NaN;
  const metrics = /** @type {any} */ (audit('metrics')?.details)?.items?.[0] ?? {};
  const network = /** @type {any} */ (audit('network-requests')?.details) ?? {};
  const startTs = network.debugData?.networkStartTimeTs ?? 0; // µs
  /** @type {any[]} */
  const scripts = (network.items ?? []).filter((/** @type {any} */ item) => item.resourceType === 'Script');
  const at = (/** @type {number} */ ms) => startTs + ms * 1000;
  /** @type {any[]} */
  const requests = network.items ?? [];
  // The waterfall's two landmarks (meaningful in the applied mode, where requests really stream).
  const stylesheet = requests.find((item) => item.resourceType === 'Stylesheet');
  const picture = requests.find((item) => item.resourceType === 'Image' && /High/.test(item.priority ?? ''));
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    totalBytes: numeric('total-byte-weight'),
    jsBeforeLoad: scripts
      .filter((item) => at(item.networkEndTime) <= metrics.observedLoadTs)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptsBeforeFcp: scripts.filter((item) => at(item.networkRequestTime) < metrics.observedFirstContentfulPaintTs)
      .length,
    stylesheetEnd: stylesheet?.networkEndTime ?? Number.NaN,
    pictureStart: picture?.networkRequestTime ?? Number.NaN,
    runtimeError: lhr.runtimeError?.code,
    // What to look at when TBT is not 0: the main-thread tasks over 50 ms (simulated), by script.
    longTasks: /** @type {any} */ (audit('long-tasks')?.details?.items ?? []).map(
      (/** @type {any} */ task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`,
    ),
  };
}

/**
 * JavaScript bytes fetched (encoded, as on the wire) once the page is scrolled to the bottom
 * and every island has hydrated. Lighthouse's own mobile viewport; no throttling (bytes only).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function jsAfterScroll(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** @type {Map<string, string>} */
  const types = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    if (types.get(event.requestId) === 'Script') bytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Every island hydrated (the floor has no script: its islands stay as rendered).
  await page.waitForFunction(everyIslandHydrated, null, { timeout: 15_000 });
  // Quiet network for half a second (Playwright's networkidle, but on the CDP's own count).
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 500)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  return bytes;
}

/**
 * One Lighthouse run of `url`, tried again once when Lighthouse itself fails (it sometimes misses
 * the navigation's start on a busy machine: NO_NAVSTART), so that one hiccup does not lose the
 * whole bench.
 * @param {string} url
 * @param {number} port Chrome's debugging port
 * @param {keyof typeof modes} mode
 */
async function measure(url, port, mode) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: mode,
    });
    if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
    const figuresOfRun = readLighthouse(result.lhr);
    if (!figuresOfRun.runtimeError) return { result, figuresOfRun };
    if (attempt === 2) throw new Error(`${url} : ${figuresOfRun.runtimeError}`);
    console.warn(`${url} : ${figuresOfRun.runtimeError}, nouvel essai`);
  }
}

/**
 * A page loaded once, not measured: no run pays for the first request of a server or a browser.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function warmUp(browser, url) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await (await context.newPage()).goto(url, { waitUntil: 'load' });
  await context.close();
}

const NGINX_MISSING = `nginx introuvable (ni NGINX_PATH, ni /usr/sbin/nginx et voisins, ni dans le PATH) :
  la mesure « HTTP/1.1 + gzip (nginx) » est sautée. Pour l’avoir : sudo apt-get install nginx
  (Debian/Ubuntu), ou indiquer son chemin dans NGINX_PATH ; BENCH_SERVERS=node la fait taire.`;

async function main() {
  const started = Date.now();
  const wanted = chosenServers(process.env.BENCH_SERVERS);
  const modeIds = chosenModes(process.env.BENCH_MODES);
  const nginx = wanted.includes('nginx') ? findNginx() : null;
  if (wanted.includes('nginx') && !nginx) console.warn(NGINX_MISSING);
  const serverIds = wanted.filter((id) => id !== 'nginx' || nginx);
  if (serverIds.length === 0) throw new Error('Aucun serveur à mesurer (BENCH_SERVERS).');
  if (!process.argv.includes('--no-build')) run('npm', 'run', 'build');
  const chromePath = ensureChromium();
  // Another build (an earlier commit's, for a before/after table) with BENCH_DIST and --no-build.
  const distDir = resolve(projectRoot, process.env.BENCH_DIST || 'dist');
  for (const page of pages) if (page.id === 'worksite') page.path = firstWorksitePath(distDir);

  /** @type {(() => unknown)[]} undone in reverse order, whatever happens */
  const cleanups = [];
  // Stopped from the keyboard (or killed): the servers, browsers and copies go too.
  const interrupted = async () => {
    for (const cleanup of cleanups.toReversed()) await Promise.resolve(cleanup()).catch(() => undefined);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  /** @typedef {'site' | 'floor' | 'peer'} Variant */
  /** @type {{ id: 'node' | 'nginx', label: string, urls: Partial<Record<Variant, string>> }[]} */
  const servers = [];
  /** runs[page][server][mode][variant]: every run's figures. @type {Record<string, Record<string, Record<string, Record<string, any[]>>>>} */
  const runs = {};
  /** @type {Record<string, { site: number, floor: number, server: string }>} */
  const jsBytes = {};
  let tls;
  try {
    for (const id of serverIds) {
      /** @type {[Variant, string][]} */
      const copies = [
        ['site', await servedCopy(distDir, { floor: false, precompressed: id === 'node' })],
        ['floor', await servedCopy(distDir, { floor: true, precompressed: id === 'node' })],
      ];
      if (peerDist) copies.push(['peer', await servedCopy(peerDist, { floor: false, precompressed: id === 'node' })]);
      for (const [, dir] of copies) cleanups.push(() => rm(dir, { recursive: true, force: true }));
      /** @type {Partial<Record<Variant, string>>} */
      const urls = {};
      if (id === 'node') {
        const certDir = await mkdtemp(join(tmpdir(), 'bench-tls-'));
        cleanups.push(() => rm(certDir, { recursive: true, force: true }));
        tls = throwawayCertificate(certDir) ?? undefined;
        console.log(tls ? 'Node : HTTPS et HTTP/2 (certificat jetable).' : 'openssl absent : Node en HTTP/1.1.');
        const ports = { site: SITE_PORT, floor: FLOOR_PORT, peer: FLOOR_PORT + 10 };
        for (const [variant, dir] of copies) {
          const server = await startServer({ distDir: dir, port: ports[variant], tls });
          cleanups.push(() => server.close());
          urls[variant] = `${tls ? 'https' : 'http'}://127.0.0.1:${ports[variant]}`;
        }
        servers.push({ id, label: tls ? 'HTTP/2 + brotli (Node)' : 'HTTP/1.1 + brotli (Node)', urls });
      } else if (nginx) {
        const ports = { site: NGINX_PORT, floor: NGINX_FLOOR_PORT, peer: NGINX_FLOOR_PORT + 10 };
        for (const [variant, dir] of copies) {
          const server = await startNginx({
            nginx,
            root: dir,
            port: ports[variant],
            runDir: join(nginxBenchDir, variant),
          });
          cleanups.push(server.stop);
          urls[variant] = `http://127.0.0.1:${ports[variant]}`;
        }
        console.log(
          `nginx (${nginx}) : HTTP/1.1 et gzip, deploy/nginx.conf ; journaux dans test-results/nginx-bench/.`,
        );
        servers.push({ id, label: 'HTTP/1.1 + gzip (nginx)', urls });
      }
    }
    const trustLocal = tls ? ['--ignore-certificate-errors'] : [];
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromiumArgs, ...trustLocal] });
    cleanups.push(() => chrome.kill());
    const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumLaunchArgs, ...trustLocal] });
    cleanups.push(() => browser.close());

    for (const page of pages) {
      // The reference site is measured on its home page only.
      /** @type {Variant[]} */
      const variants = page.id === 'home' && peerDist ? ['site', 'floor', 'peer'] : ['site', 'floor'];
      runs[page.id] = {};
      for (const server of servers) {
        runs[page.id][server.id] = Object.fromEntries(
          modeIds.map((mode) => [mode, Object.fromEntries(variants.map((variant) => [variant, []]))]),
        );
        for (const variant of variants) await warmUp(browser, `${server.urls[variant]}${pathOn(server.id, page)}`);
      }
      // JavaScript bytes: once per page and variant, on the first server.
      const [first] = servers;
      if (first) {
        jsBytes[page.id] = {
          site: await jsAfterScroll(browser, `${first.urls.site}${pathOn(first.id, page)}`),
          floor: await jsAfterScroll(browser, `${first.urls.floor}${pathOn(first.id, page)}`),
          server: first.label,
        };
      }
      for (let i = 1; i <= RUNS; i += 1) {
        for (const server of servers) {
          for (const mode of modeIds) {
            for (const variant of variants) {
              const url = `${server.urls[variant]}${pathOn(server.id, page)}`;
              const { result, figuresOfRun } = await measure(url, chrome.port, mode);
              runs[page.id]?.[server.id]?.[mode]?.[variant]?.push(figuresOfRun);
              if (process.env.BENCH_KEEP_REPORTS) {
                await mkdir(join(resultsDir, 'reports'), { recursive: true });
                const report = join(resultsDir, 'reports', `${page.id}-${server.id}-${mode}-${variant}-${i}.json`);
                await writeFile(report, JSON.stringify(result.lhr));
              }
              process.stdout.write(
                `${page.id.padEnd(8)} ${server.id.padEnd(5)} ${mode.padEnd(8)} ${variant.padEnd(5)} run ${i}/${RUNS}: score ${figuresOfRun.score}, FCP ${Math.round(figuresOfRun.fcp)} ms, LCP ${Math.round(figuresOfRun.lcp)} ms, TBT ${Math.round(figuresOfRun.tbt)} ms, picture asked at ${Math.round(figuresOfRun.pictureStart)} ms\n`,
              );
            }
          }
        }
      }
    }
  } finally {
    for (const cleanup of cleanups.toReversed()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** @type {Record<string, Record<string, Record<string, any>>>} */
  const summary = {};
  /** @type {TableRow[]} */
  const rows = [];
  const details = [];
  for (const page of pages) {
    summary[page.id] = {};
    for (const server of servers) {
      summary[page.id][server.id] = {};
      for (const mode of modeIds) {
        const {
          site: siteRuns = [],
          floor: floorRuns = [],
          peer: peerRuns = [],
        } = runs[page.id]?.[server.id]?.[mode] ?? {};
        /** @type {Record<string, FigureSummary>} */
        const pageFigures = {};
        const heading = `${page.label} (${page.path}), ${server.label}, mode ${modes[mode].label}`;
        console.log(`\n${heading}`);
        details.push(
          `### ${heading}`,
          '',
          '| Figure | Median | Range | Floor | Ratio | Target |',
          '|---|---|---|---|---|---|',
        );
        for (const { key, label, unit } of figures) {
          const js = jsBytes[page.id];
          const [values, floorValues] =
            key === 'jsAfterScroll'
              ? [[js?.site ?? Number.NaN], [js?.floor ?? Number.NaN]]
              : [siteRuns, floorRuns].map((r) => r.map((run) => run[key]));
          const target = targets[key];
          const applies =
            target &&
            (!target.pages || target.pages.includes(page.id)) &&
            (!target.modes || target.modes.includes(mode))
              ? target
              : undefined;
          const f = summarize(values ?? [], floorValues ?? [], applies);
          pageFigures[key] = f;
          const met = f.met === null ? '' : f.met ? '✓' : '✗';
          const range = `${show(f.min, unit)} – ${show(f.max, unit)}`;
          const cells = [label, show(f.median, unit), range, show(f.floorMedian, unit), showRatio(f.ratio)];
          cells.push(f.target ? `${met} ${f.target}` : '');
          details.push(`| ${cells.join(' | ')} |`);
          console.log(
            `  ${cells[0]?.padEnd(22)} ${cells[1]?.padStart(9)}  [${range}]  floor ${cells[3]?.padStart(9)}  ${cells[4]?.padStart(6)}  ${cells[5]}`,
          );
        }
        const lcps = siteRuns.map((r) => r.lcp);
        const lcpSteady = withinOfMedian(lcps);
        const spread = spreadFromMedian(lcps);
        const spreadText = `${lcpSteady ? '✓' : '✗'} LCP de chaque passage à ±10 % de la médiane (écart max ${Number.isFinite(spread) ? (spread * 100).toFixed(1) : '–'} %)`;
        console.log(`  ${spreadText}`);
        details.push('', spreadText, '');
        summary[page.id][server.id][mode] = { server: server.label, ...pageFigures, lcpSpread: spread, lcpSteady };
        const mode_ = modes[mode];
        rows.push({
          page: page.label,
          server: server.label,
          mode: mode_.label,
          figures: pageFigures,
          lcpSteady,
          floorRatio: mode_.floorRatio,
        });
        if (peerRuns.length > 0) {
          const peerFigures = Object.fromEntries(
            figures.map(({ key }) => [
              key,
              summarize(
                peerRuns.map((r) => r[key]),
                [],
              ),
            ]),
          );
          summary[page.id][server.id][`${mode}-peer`] = peerFigures;
          rows.push({
            page: `${peerLabel} (référence)`,
            server: server.label,
            mode: mode_.label,
            figures: peerFigures,
            lcpSteady: withinOfMedian(peerRuns.map((r) => r.lcp)),
          });
        }
      }
    }
  }

  const table = markdownTable(rows);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const markdown = [
    `## Benchmark (${when} UTC)`,
    '',
    `Lighthouse 13, mobile, modes ${modeIds.map((mode) => `« ${modes[mode].label} » (${mode})`).join(' et ')}, ${RUNS} run(s) per page, variant, mode and server, interleaved; medians (LCP: min–max over the runs), ratios to the floor (the same pages without any script; ✓ within ×${modes.simulate.floorRatio} simulated, ×${modes.devtools.floorRatio} applied)${peerDist ? `, ${peerLabel}’s home page as a reference` : ''}.`,
    '✓/✗: targets (home FCP ≤ 850 ms, LCP ≤ 950 ms and score 100 in the simulated mode; TBT 0; CLS 0; no script before FCP; every run’s LCP within 10 % of the median).',
    '',
    table,
    '',
    '<details><summary>Every figure</summary>',
    '',
    ...details,
    `JS after scroll: measured once per page and variant on ${jsBytes[pages[0]?.id ?? '']?.server ?? '–'}.`,
    '',
    '</details>',
  ];
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n${table}\n\nDurée : ${minutes} min pour ${RUNS} passage(s).`);

  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        runsPerPage: RUNS,
        distDir,
        peerDist,
        modes: modeIds,
        pages,
        servers: servers.map(({ id, label, urls }) => ({ id, label, urls })),
        jsAfterScroll: jsBytes,
        summary,
        runs,
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(join(resultsDir, 'bench.md'), `${markdown.join('\n')}\n`);
  console.log(`Écrit : bench-results/bench.json, bench-results/bench.md`);
}

// Run as a script (not imported).
if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
