// `npm run bench:next`: how long a visitor waits for the next page, from the click to its largest
// paint, on the two paths that matter most (and a page only prefetched), and what loading pages
// ahead costs.
//
// - service page → « Demander un Devis Gratuit » (/contact, the home page opened at its form);
// - home page → a service card (/services/…).
//
// - a service page → the legal notice in its footer: a page prefetched (its HTML only), not
//   prerendered.
//
// The site (dist/, or BENCH_DIST) is served by tools/serve.mjs behind tools/slow-proxy.mjs, which
// holds every response one round trip (BENCH_RTT_MS, 150) and streams it at BENCH_KBPS (1,600
// kbit/s): Chromium refuses to prerender under DevTools emulation (network or CPU throttling,
// device metrics), so the link is slowed outside the browser, the window is simply phone-sized,
// and nothing attaches to the page but puppeteer's own session (CPU not slowed: the figures are
// the network's share).
//
// Each run opens the first page, waits until it has loaded and settled, then:
// - "pointer rests": the pointer rests on the link (BENCH_HOVER_MS, 1,500: the page is loaded
//   ahead meanwhile where the browser does so), then clicks;
// - "direct click": clicks at once (the pointer arrives and presses: at most a head start of a
//   few milliseconds).
// Click → next page's LCP: the new page's largest paint (from its activation when it was
// prerendered) minus the click, both in the browser's own clock (performance.timeOrigin based).
// Bytes: what the proxy sent ahead of the click, as the browser marks it (`Sec-Purpose:
// prefetch`, `prefetch;prerender`: the page and the prerendered page's own requests), and
// anything loaded ahead before the first page's load (must be nothing).
// Chromium (puppeteer-core, CDP) and Firefox ESR (WebDriver BiDi) in turn; Firefox reports no
// paint for a page opened at a section (/contact), so its figure there is the click → `load`.
//
// Env: BENCH_RUNS (5), BENCH_DIST, BENCH_NEXT_PORT (4385: the site) and BENCH_PROXY_PORT (4386),
// BENCH_ENGINES (chromium,firefox), BENCH_PATHS (quote,service,legal). Writes bench-results/next-page.json and next-page.md.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumArgs } from './chromium.mjs';
import { findEngineTool } from './engines.mjs';
import { median } from './bench-figures.mjs';
import { ensureChromium } from './ensure-browser.mjs';
import { projectRoot } from './project.mjs';
import { startServer } from './serve.mjs';
import { startSlowProxy } from './slow-proxy.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const RTT_MS = Number(process.env.BENCH_RTT_MS || 150);
const KBPS = Number(process.env.BENCH_KBPS || 1600);
const HOVER_MS = Number(process.env.BENCH_HOVER_MS || 1500);
const SITE_PORT = Number(process.env.BENCH_NEXT_PORT || 4385);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT || 4386);
const WINDOW = { width: 412, height: 823 };
const distDir = resolve(projectRoot, process.env.BENCH_DIST || 'dist');
const engines = (process.env.BENCH_ENGINES || 'chromium,firefox').split(',').map((name) => name.trim());

/** The two paths: the first page, the link followed, the page it opens. */
export const paths = [
  {
    id: 'quote',
    label: 'Service → « Demander un Devis Gratuit »',
    from: '/services/charpente',
    link: 'main a[href^="/contact?"]',
    to: '/contact',
  },
  {
    id: 'service',
    label: 'Accueil → carte de service',
    from: '/',
    link: '#services a[href^="/services/"]',
    to: '/services/',
  },
  {
    id: 'legal',
    label: 'Service → mentions légales (préchargée)',
    from: '/services/charpente',
    link: 'footer a[href="/mentions-legales"]',
    to: '/mentions-legales',
  },
];

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * In the page: the time of the next click on the page (browser clock, ms since the epoch), kept
 * where the next page of the site can read it (the first page is gone by then).
 */
function watchClick() {
  localStorage.removeItem('bench:clic');
  document.addEventListener(
    'click',
    (event) => localStorage.setItem('bench:clic', String(performance.timeOrigin + event.timeStamp)),
    { capture: true, once: true },
  );
}

/** In the new page: its largest paint and load as epoch times, and how it was reached. */
function readArrival() {
  return new Promise((done) => {
    /** @type {PerformanceEntry | undefined} */
    let largest;
    new PerformanceObserver((list) => (largest = list.getEntries().at(-1))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    const finish = () => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const activation = /** @type {any} */ (navigation).activationStart ?? 0;
      done({
        path: location.pathname,
        prerendered: activation > 0,
        lcpAt: largest ? performance.timeOrigin + Math.max(largest.startTime, activation) : null,
        loadAt: navigation.loadEventEnd ? performance.timeOrigin + Math.max(navigation.loadEventEnd, activation) : null,
        title: document.title,
        clickedAt: Number(localStorage.getItem('bench:clic')) || null,
      });
    };
    const wait = () => setTimeout(finish, 1500);
    if (document.readyState === 'complete') wait();
    else addEventListener('load', wait, { once: true });
  });
}

/**
 * @param {'chromium' | 'firefox'} engine
 */
async function launch(engine) {
  if (engine === 'chromium') {
    return puppeteer.launch({
      executablePath: ensureChromium(),
      args: [...chromiumArgs.filter((arg) => arg !== '--headless'), `--window-size=${WINDOW.width},${WINDOW.height}`],
      headless: true,
      defaultViewport: null,
    });
  }
  const executablePath = findEngineTool('firefox');
  if (!executablePath) throw new Error('Firefox ESR introuvable (npm exec -- node tools/ensure-engines.mjs).');
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: null,
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
  });
}

/**
 * The page the browser now shows. Chromium replaces a prerendered page's frame on activation: a
 * new connection sees the tab as it is now.
 * @param {import('puppeteer-core').Browser} browser
 * @param {'chromium' | 'firefox'} engine
 */
async function currentPage(browser, engine) {
  if (engine !== 'chromium') return { browser, page: (await browser.pages())[0] };
  const endpoint = browser.wsEndpoint();
  await browser.disconnect();
  const again = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
  return { browser: again, page: (await again.pages())[0] };
}

/**
 * One run of a path in an engine.
 * @param {'chromium' | 'firefox'} engine
 * @param {typeof paths[number]} path
 * @param {boolean} rest whether the pointer rests on the link before the click
 * @param {Awaited<ReturnType<typeof startSlowProxy>>} proxy
 */
async function run(engine, path, rest, proxy) {
  let browser = await launch(engine);
  try {
    let page = (await browser.pages())[0] ?? (await browser.newPage());
    // A first page from elsewhere (no referrer), the browser's caches empty.
    const before = proxy.requests.length;
    await page.goto(`${proxy.url}${path.from}`, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = performance.now();
    await pause(2500);
    const beforeLoad = proxy.requests.slice(before).filter((r) => r.purpose.includes('prefetch') && r.start < loadedAt);
    await page.evaluate(watchClick);
    const intentStart = proxy.requests.length;
    if (rest) {
      await page.hover(path.link);
      await pause(HOVER_MS);
    }
    // Loaded ahead: what the browser marks as such (the prefetched or prerendered page, and the
    // prerendered page's own requests); not what the first page still loads as it is scrolled.
    const ahead = proxy.requests.slice(intentStart).filter((r) => r.purpose.includes('prefetch'));
    await page.click(path.link);
    await pause(500);
    ({ browser, page } = await currentPage(browser, engine));
    await page.waitForFunction((to) => location.pathname.startsWith(to), { timeout: 30_000 }, path.to);
    const arrival = /** @type {any} */ (await page.evaluate(readArrival));
    const click = arrival.clickedAt;
    return {
      prerendered: arrival.prerendered,
      clickToLcp: click && arrival.lcpAt ? arrival.lcpAt - click : null,
      clickToLoad: click && arrival.loadAt ? arrival.loadAt - click : null,
      aheadBytes: ahead.reduce((sum, r) => sum + r.bytes, 0),
      aheadRequests: ahead.map((r) => `${r.path} (${r.purpose})`),
      beforeLoadRequests: beforeLoad.map((r) => r.path),
      title: arrival.title,
    };
  } finally {
    await browser.close().catch(() => undefined);
  }
}

async function main() {
  const site = await startServer({ distDir, port: SITE_PORT });
  const proxy = await startSlowProxy({
    target: `http://127.0.0.1:${SITE_PORT}`,
    port: PROXY_PORT,
    latencyMs: RTT_MS,
    kbps: KBPS,
  });
  /** @type {Record<string, any>} */
  const results = {};
  try {
    for (const engine of engines) {
      for (const path of paths.filter(
        (p) => !process.env.BENCH_PATHS || process.env.BENCH_PATHS.split(',').includes(p.id),
      )) {
        for (const rest of [true, false]) {
          const key = `${engine} ${path.id} ${rest ? 'rest' : 'direct'}`;
          results[key] = [];
          for (let i = 1; i <= RUNS; i += 1) {
            const figures = await run(/** @type {any} */ (engine), path, rest, proxy);
            results[key].push(figures);
            const show = (/** @type {number | null} */ ms) => (ms === null ? '–' : `${Math.round(ms)} ms`);
            console.log(
              `${key.padEnd(28)} ${i}/${RUNS}: clic → LCP ${show(figures.clickToLcp)}, clic → load ${show(figures.clickToLoad)}, ${figures.prerendered ? 'prérendue' : 'chargée'}, ${(figures.aheadBytes / 1000).toFixed(1)} KB d’avance`,
            );
          }
        }
      }
    }
  } finally {
    await proxy.close();
    site.close();
  }

  const rows = Object.entries(results).map(([key, runs]) => {
    const [engine, pathId, mode] = key.split(' ');
    const values = (/** @type {string} */ field) =>
      runs.map((/** @type {any} */ r) => r[field]).filter(Number.isFinite);
    return {
      engine,
      path: paths.find((p) => p.id === pathId)?.label,
      mode: mode === 'rest' ? `pointeur posé ${HOVER_MS} ms` : 'clic direct',
      prerendered: `${runs.filter((/** @type {any} */ r) => r.prerendered).length}/${runs.length}`,
      clickToLcp: median(values('clickToLcp')),
      clickToLoad: median(values('clickToLoad')),
      aheadKB: median(values('aheadBytes')) / 1000,
      beforeLoad: runs.reduce((n, /** @type {any} */ r) => n + r.beforeLoadRequests.length, 0),
    };
  });
  const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
  const table = [
    '| Moteur | Parcours | Geste | Prérendue | Clic → LCP | Clic → load | Chargé d’avance | Avant le load |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.path} | ${r.mode} | ${r.prerendered} | ${ms(r.clickToLcp)} | ${ms(r.clickToLoad)} | ${r.aheadKB.toFixed(1)} KB | ${r.beforeLoad} |`,
    ),
  ].join('\n');
  const intro = `Réseau ralenti hors du navigateur : ${RTT_MS} ms par aller-retour, ${KBPS} kbit/s partagés ; fenêtre ${WINDOW.width} × ${WINDOW.height} ; ${RUNS} passages, médianes ; ${distDir}.`;
  console.log(`\n${intro}\n\n${table}`);
  const resultsDir = join(projectRoot, 'bench-results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'next-page.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rttMs: RTT_MS, kbps: KBPS, hoverMs: HOVER_MS, distDir, results }, null, 2)}\n`,
  );
  await writeFile(join(resultsDir, 'next-page.md'), `${intro}\n\n${table}\n`);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  }
}
