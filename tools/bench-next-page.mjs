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
// prefetch`, `prefetch;prerender`: the page and the prerendered page's own requests; where
// Speculation Rules are missing, the page's own fetch of the next page, `Sec-Fetch-Dest: empty`:
// lib/navigation/next-page.ts), and anything loaded ahead before the first page's load (must be
// nothing).
// Chromium (puppeteer-core, CDP), Firefox ESR (WebDriver BiDi) and WebKitGTK (WebKitWebDriver and
// MiniBrowser, tools/webkit.mjs; its narrowest window is about 450 px) in turn. Firefox reports no
// paint for a page opened at a section (/contact), so its figure there is the click → `load`;
// WebKit reports no largest paint, so its figure is the click → first paint.
//
// Env: BENCH_RUNS (5), BENCH_DIST, BENCH_NEXT_PORT (4385: the site), BENCH_PROXY_PORT (4386) and
// BENCH_WEBKIT_DRIVER_PORT (4387), BENCH_ENGINES (chromium,firefox,webkit), BENCH_PATHS
// (quote,service,legal). Writes bench-results/next-page.json and next-page.md.
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
import { openWebKitSession } from './webkit.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const RTT_MS = Number(process.env.BENCH_RTT_MS || 150);
const KBPS = Number(process.env.BENCH_KBPS || 1600);
const HOVER_MS = Number(process.env.BENCH_HOVER_MS || 1500);
const SITE_PORT = Number(process.env.BENCH_NEXT_PORT || 4385);
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT || 4386);
const WEBKIT_DRIVER_PORT = Number(process.env.BENCH_WEBKIT_DRIVER_PORT || 4387);
const WINDOW = { width: 412, height: 823 };
const distDir = resolve(projectRoot, process.env.BENCH_DIST || 'dist');
const engines = (process.env.BENCH_ENGINES || 'chromium,firefox,webkit').split(',').map((name) => name.trim());

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

/** In the new page: its largest paint (its first where the browser reports no largest) and load as epoch times, and how it was reached. */
function readArrival() {
  return new Promise((done) => {
    /** @type {PerformanceEntry | undefined} */
    let largest;
    const largestKnown = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
    if (largestKnown) {
      new PerformanceObserver((list) => (largest = list.getEntries().at(-1))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    }
    const finish = () => {
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const activation = /** @type {any} */ (navigation).activationStart ?? 0;
      const paint = largestKnown ? largest : performance.getEntriesByName('first-contentful-paint')[0];
      done({
        path: location.pathname,
        prerendered: activation > 0,
        paintKind: largestKnown ? 'LCP' : 'FCP',
        lcpAt: paint ? performance.timeOrigin + Math.max(paint.startTime, activation) : null,
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

/** In the page: the element centred in the window (WebKit's driver calls an element under the fixed header not interactable). */
function centre(/** @type {string} */ selector) {
  document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return null;
}

/**
 * One engine's browser, as the runs use it.
 * @typedef {{
 *   goto: (url: string) => Promise<void>,
 *   evaluate: (fn: (arg: any) => any, arg?: any) => Promise<any>,
 *   hover: (selector: string) => Promise<void>,
 *   click: (selector: string) => Promise<void>,
 *   afterNavigation: () => Promise<void>,
 *   close: () => Promise<void>,
 * }} BenchBrowser
 */

/**
 * @param {'chromium' | 'firefox' | 'webkit'} engine
 * @returns {Promise<BenchBrowser>}
 */
async function launch(engine) {
  if (engine === 'webkit') {
    const { browser, close } = await openWebKitSession(WEBKIT_DRIVER_PORT);
    await browser.setWindowSize(450, WINDOW.height);
    return {
      goto: async (url) => void (await browser.url(url)),
      evaluate: (fn, arg) => browser.execute(fn, arg),
      hover: async (selector) => {
        await browser.execute(centre, selector);
        await browser.$(selector).moveTo();
      },
      click: async (selector) => {
        await browser.execute(centre, selector);
        await browser.$(selector).click();
      },
      afterNavigation: async () => undefined,
      close,
    };
  }
  let browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          executablePath: ensureChromium(),
          args: [
            ...chromiumArgs.filter((arg) => arg !== '--headless'),
            `--window-size=${WINDOW.width},${WINDOW.height}`,
          ],
          headless: true,
          defaultViewport: null,
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefoxPath(),
          protocol: 'webDriverBiDi',
          headless: true,
          defaultViewport: null,
          args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
        });
  let page = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: 60_000 })),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    hover: (selector) => page.hover(selector),
    click: (selector) => page.click(selector),
    // Chromium replaces a prerendered page's frame on activation: a new connection sees the tab as it is now.
    afterNavigation: async () => {
      if (engine !== 'chromium') return;
      const endpoint = browser.wsEndpoint();
      await browser.disconnect();
      browser = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
      page = /** @type {import('puppeteer-core').Page} */ ((await browser.pages())[0]);
    },
    close: () => browser.close(),
  };
}

function firefoxPath() {
  const executablePath = findEngineTool('firefox');
  if (!executablePath) throw new Error('Firefox ESR introuvable (npm exec -- node tools/ensure-engines.mjs).');
  return executablePath;
}

/** Whether the proxy saw a request loaded ahead: marked as such, or a page's own fetch of a page. */
const loadedAhead = (/** @type {import('./slow-proxy.mjs').ProxiedRequest} */ r) =>
  r.purpose.includes('prefetch') || (r.dest === 'empty' && !/\.\w+(\?|$)/.test(r.path));

/**
 * One run of a path in an engine.
 * @param {'chromium' | 'firefox' | 'webkit'} engine
 * @param {typeof paths[number]} path
 * @param {boolean} rest whether the pointer rests on the link before the click
 * @param {Awaited<ReturnType<typeof startSlowProxy>>} proxy
 */
async function run(engine, path, rest, proxy) {
  const browser = await launch(engine);
  try {
    // A first page from elsewhere (no referrer), the browser's caches empty.
    const before = proxy.requests.length;
    await browser.goto(`${proxy.url}${path.from}`);
    const loadedAt = performance.now();
    await pause(2500);
    const beforeLoad = proxy.requests.slice(before).filter((r) => loadedAhead(r) && r.start < loadedAt);
    await browser.evaluate(watchClick);
    const intentStart = proxy.requests.length;
    if (rest) {
      await browser.hover(path.link);
      await pause(HOVER_MS);
    }
    // Loaded ahead: what the browser marks as such (the prefetched or prerendered page, and the
    // prerendered page's own requests) or the page's own fetch of the next one; not what the
    // first page still loads as it is scrolled.
    const ahead = proxy.requests.slice(intentStart).filter(loadedAhead);
    const clickStart = proxy.requests.length;
    await browser.click(path.link);
    await pause(500);
    await browser.afterNavigation();
    const deadline = Date.now() + 30_000;
    // The new page may not answer yet (Chromium's frame just replaced): asked again until it does.
    const arrived = () => browser.evaluate((to) => location.pathname.startsWith(to), path.to).catch(() => false);
    while (!(await arrived())) {
      if (Date.now() > deadline) throw new Error(`${engine} : ${path.to} jamais atteinte.`);
      await pause(100);
    }
    const arrival = /** @type {any} */ (await browser.evaluate(readArrival));
    const click = arrival.clickedAt;
    // The followed page's HTML asked of the server after the click (not served from the cache).
    const pageAfterClick = proxy.requests
      .slice(clickStart)
      .some((r) => r.path.startsWith(path.to) && !loadedAhead(r) && !/\.\w+(\?|$)/.test(r.path));
    return {
      prerendered: arrival.prerendered,
      paintKind: arrival.paintKind,
      clickToLcp: click && arrival.lcpAt ? arrival.lcpAt - click : null,
      clickToLoad: click && arrival.loadAt ? arrival.loadAt - click : null,
      aheadBytes: ahead.reduce((sum, r) => sum + r.bytes, 0),
      aheadRequests: ahead.map((r) => `${r.path} (${r.purpose || r.dest})`),
      pageAfterClick,
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
              `${key.padEnd(28)} ${i}/${RUNS}: clic → ${figures.paintKind} ${show(figures.clickToLcp)}, clic → load ${show(figures.clickToLoad)}, ${figures.prerendered ? 'prérendue' : 'chargée'}, ${(figures.aheadBytes / 1000).toFixed(1)} KB d’avance${figures.pageAfterClick ? ', page demandée après le clic' : ''}`,
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
      paint: runs[0]?.paintKind ?? 'LCP',
      path: paths.find((p) => p.id === pathId)?.label,
      mode: mode === 'rest' ? `pointeur posé ${HOVER_MS} ms` : 'clic direct',
      prerendered: `${runs.filter((/** @type {any} */ r) => r.prerendered).length}/${runs.length}`,
      clickToLcp: median(values('clickToLcp')),
      clickToLoad: median(values('clickToLoad')),
      aheadKB: median(values('aheadBytes')) / 1000,
      beforeLoad: runs.reduce((n, /** @type {any} */ r) => n + r.beforeLoadRequests.length, 0),
      fromServer: `${runs.filter((/** @type {any} */ r) => r.pageAfterClick).length}/${runs.length}`,
    };
  });
  const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
  const table = [
    '| Moteur | Parcours | Geste | Prérendue | Clic → affichage | Clic → load | Chargé d’avance | Avant le load | Page demandée après le clic |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.path} | ${r.mode} | ${r.prerendered} | ${ms(r.clickToLcp)} (${r.paint}) | ${ms(r.clickToLoad)} | ${r.aheadKB.toFixed(1)} KB | ${r.beforeLoad} | ${r.fromServer} |`,
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
