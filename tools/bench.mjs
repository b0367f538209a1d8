// `npm run bench`: how fast the built site is, and how far from the fastest this design allows.
//
// 1. Builds the site (skip with --no-build) and serves a copy of dist/ (tools/serve.mjs) over
//    HTTPS and HTTP/2 with a throwaway self-signed certificate, as every host the site is meant
//    for serves it (deploy/nginx.conf, Netlify, Cloudflare Pages): Lighthouse's simulation models
//    the connections of the protocol it sees, and HTTP/1.1 would add a connection, with its own
//    handshake and slow start, for each parallel request. Without `openssl`, plain HTTP/1.1.
//    Every text file of the copy has its brotli and gzip versions made beforehand, at their best
//    compression: the bytes a compressing host sends, and no compression time counted as server
//    time by Lighthouse's simulation.
// 2. The floor: the same copy with every <script> element and <link rel="modulepreload"> cut out
//    (found by an HTML parser), served the same way: what the site's own HTML, CSS, fonts and
//    images cost without any JavaScript.
// 3. Lighthouse 13 (mobile, default simulated throttling, Chromium of the test harness), RUNS
//    times each on the home page, a service page and the 404 page, site then floor, one run
//    after another. Per run, a Playwright pass with the same mobile viewport measures the
//    JavaScript fetched once the page is scrolled to the bottom and its islands hydrated.
// 4. Prints medians, ranges and the ratio of each median to the floor's; writes them with every
//    run to bench-results/bench.json and a short table to bench-results/bench.md.
//
// Timing figures are never asserted in `npm test` (they depend on the machine).
// Env: BENCH_PORT (default 4375), BENCH_FLOOR_PORT (default 4376), BENCH_RUNS (default 5),
// BENCH_PAGES (default all: home,service,notFound).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { JSDOM } from 'jsdom';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumLaunchArgs } from '../tests/support/chromium.mjs';
import { ensureChromium } from './ensure-browser.mjs';
import { filesUnder, htmlFiles, projectRoot } from './project.mjs';
import { startServer } from './serve.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const SITE_PORT = Number(process.env.BENCH_PORT || 4375);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT || 4376);
const resultsDir = join(projectRoot, 'bench-results');

/** The pages measured. The 404 page is asked for by its file: Lighthouse refuses a 404 status. */
const allPages = [
  { id: 'home', label: 'Accueil', path: '/' },
  { id: 'service', label: 'Service (couverture ardoise)', path: '/services/couverture-ardoise' },
  { id: 'notFound', label: '404', path: '/404.html' },
];
/** BENCH_PAGES=home,notFound measures only those (while working on one page). */
const pages = process.env.BENCH_PAGES
  ? allPages.filter((page) => process.env.BENCH_PAGES?.split(',').includes(page.id))
  : allPages;

/** Figures, in print order: key, label, unit, how to read a run's value. */
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
];

/** Targets of the issue, for the medians. `floor` is the floor's median of the same figure. */
const targets = {
  score: { text: '100', ok: (/** @type {number} */ v) => v >= 100 },
  lcp: {
    text: '≤ 1000 ms, ≤ floor + 10 %',
    ok: (/** @type {number} */ v, /** @type {number} */ floor) => v <= 1000 && v <= floor * 1.1,
  },
  tbt: { text: '0 ms', ok: (/** @type {number} */ v) => v === 0 },
  cls: { text: '0', ok: (/** @type {number} */ v) => v === 0 },
  scriptsBeforeFcp: { text: '0', ok: (/** @type {number} */ v) => v === 0 },
  // The whole home page, React included, once every island has hydrated.
  jsAfterScroll: { text: '≤ 100 KB', ok: (/** @type {number} */ v) => v <= 100_000 },
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
 * The two folders served: a copy of dist/ and its floor, both precompressed.
 * @param {string} distDir
 */
async function siteAndFloor(distDir) {
  const [siteDir, floorDir] = [
    await mkdtemp(join(tmpdir(), 'bench-site-')),
    await mkdtemp(join(tmpdir(), 'bench-floor-')),
  ];
  await cp(distDir, siteDir, { recursive: true });
  await cp(distDir, floorDir, { recursive: true });
  for (const file of htmlFiles(floorDir)) await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  await precompress(siteDir);
  await precompress(floorDir);
  return { siteDir, floorDir };
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
  // Every island hydrated (an island skipped by the fast scroll is shown again). The floor has
  // no script: its islands stay as rendered.
  await page.waitForFunction(
    async () => {
      if (!document.querySelector('script')) return true;
      const waiting = [...document.querySelectorAll('astro-island[ssr]')];
      waiting[0]?.firstElementChild?.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      return waiting.length === 0;
    },
    null,
    { timeout: 15_000 },
  );
  // Quiet network for half a second (Playwright's networkidle, but on the CDP's own count).
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 500)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  return bytes;
}

/** @param {number[]} values */
function median(values) {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * @param {number} value
 * @param {string} unit
 */
function show(value, unit) {
  if (!Number.isFinite(value)) return '–';
  if (unit === 'KB') return `${(value / 1000).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

/**
 * @param {number} site
 * @param {number} floor
 */
function ratio(site, floor) {
  if (!Number.isFinite(site) || !Number.isFinite(floor)) return Number.NaN;
  if (floor === 0) return site === 0 ? 1 : Number.POSITIVE_INFINITY;
  return site / floor;
}

/** @param {number} value */
const showRatio = (value) =>
  Number.isNaN(value) ? '–' : value === Number.POSITIVE_INFINITY ? '∞' : `×${value.toFixed(2)}`;

async function main() {
  if (!process.argv.includes('--no-build')) run('npm', 'run', 'build');
  const chromePath = ensureChromium();
  const { siteDir, floorDir } = await siteAndFloor(join(projectRoot, 'dist'));
  const certDir = await mkdtemp(join(tmpdir(), 'bench-tls-'));
  const tls = throwawayCertificate(certDir) ?? undefined;
  const scheme = tls ? 'https' : 'http';
  console.log(tls ? 'Service en HTTPS et HTTP/2 (certificat jetable).' : 'openssl absent : service en HTTP/1.1.');
  const site = await startServer({ distDir: siteDir, port: SITE_PORT, tls });
  const floor = await startServer({ distDir: floorDir, port: FLOOR_PORT, tls });
  const trustLocal = tls ? ['--ignore-certificate-errors'] : [];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromiumArgs, ...trustLocal] });
  const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumLaunchArgs, ...trustLocal] });

  /** @type {Record<string, { site: any[], floor: any[] }>} */
  const runs = {};
  try {
    for (const page of pages) {
      runs[page.id] = { site: [], floor: [] };
      for (const [variant, port] of /** @type {const} */ ([
        ['site', SITE_PORT],
        ['floor', FLOOR_PORT],
      ])) {
        const url = `${scheme}://127.0.0.1:${port}${page.path}`;
        // Warm-up, not counted: no run pays for the first request of a server or a browser.
        await jsAfterScroll(browser, url);
        for (let i = 1; i <= RUNS; i += 1) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
          const figuresOfRun = { ...readLighthouse(result.lhr), jsAfterScroll: await jsAfterScroll(browser, url) };
          if (figuresOfRun.runtimeError) throw new Error(`${url} : ${figuresOfRun.runtimeError}`);
          runs[page.id]?.[variant].push(figuresOfRun);
          process.stdout.write(
            `${page.id.padEnd(8)} ${variant.padEnd(5)} run ${i}/${RUNS}: score ${figuresOfRun.score}, LCP ${Math.round(figuresOfRun.lcp)} ms, TBT ${Math.round(figuresOfRun.tbt)} ms\n`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    chrome.kill();
    site.close();
    floor.close();
    await rm(siteDir, { recursive: true, force: true });
    await rm(floorDir, { recursive: true, force: true });
    await rm(certDir, { recursive: true, force: true });
  }

  /** @type {any} */
  const summary = {};
  const markdown = [
    `# Benchmark (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `Lighthouse 13, mobile, simulated throttling, ${RUNS} runs per page and variant, served over ${tls ? 'HTTPS and HTTP/2' : 'HTTP/1.1'}; medians, [min – max],`,
    'and the ratio of the site’s median to the floor’s (the same pages without any script).',
    '',
  ];
  for (const page of pages) {
    const { site: siteRuns = [], floor: floorRuns = [] } = runs[page.id] ?? {};
    summary[page.id] = {};
    markdown.push(
      `## ${page.label} (\`${page.path}\`)`,
      '',
      '| Figure | Median | Range | Floor | Ratio | Target |',
      '|---|---|---|---|---|---|',
    );
    console.log(`\n${page.label} (${page.path})`);
    for (const { key, label, unit } of figures) {
      const values = siteRuns.map((r) => r[key]);
      const floorValues = floorRuns.map((r) => r[key]);
      const m = median(values);
      const fm = median(floorValues);
      const target = /** @type {Record<string, { text: string, ok: (v: number, f: number, p: string) => boolean }>} */ (
        targets
      )[key];
      const applies = target && (key !== 'jsAfterScroll' || page.id === 'home');
      const met = applies ? (target.ok(m, fm, page.id) ? '✓' : '✗') : '';
      summary[page.id][key] = {
        median: m,
        min: Math.min(...values),
        max: Math.max(...values),
        floorMedian: fm,
        ratio: ratio(m, fm),
        target: applies ? target.text : null,
        met: applies ? met === '✓' : null,
      };
      const range = `${show(Math.min(...values), unit)} – ${show(Math.max(...values), unit)}`;
      const cells = [
        label,
        show(m, unit),
        range,
        show(fm, unit),
        showRatio(ratio(m, fm)),
        applies ? `${met} ${target.text}` : '',
      ];
      markdown.push(`| ${cells.join(' | ')} |`);
      console.log(
        `  ${cells[0]?.padEnd(19)} ${cells[1]?.padStart(9)}  [${range}]  floor ${cells[3]?.padStart(9)}  ${cells[4]?.padStart(6)}  ${cells[5]}`,
      );
    }
    markdown.push('');
  }

  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'bench.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runsPerPage: RUNS, pages, summary, runs }, null, 2)}\n`,
  );
  await writeFile(join(resultsDir, 'bench.md'), `${markdown.join('\n')}\n`);
  console.log(`\nÉcrit : bench-results/bench.json, bench-results/bench.md`);
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
