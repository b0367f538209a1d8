/**
 * One small interface over the three engines of the cross-engine suite, so that the same spec
 * runs in each:
 * - Chromium (Debian's) and Firefox ESR (Debian's, over WebDriver BiDi: no geckodriver) through
 *   puppeteer-core;
 * - WebKitGTK through its own WebDriver server (WebKitWebDriver) and WebdriverIO, MiniBrowser's
 *   window in an Xvfb display of its own.
 * Everything started here is stopped by `close()`, by the process id it was started with; a
 * WebKit session is always deleted (WebKitWebDriver refuses a second one until then).
 */
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { chromiumLaunchArgs, findChromium } from '../../tools/chromium.mjs';
import { findEngineTool } from '../../tools/engines.mjs';
import { openWebKitSession } from '../../tools/webkit.mjs';
// The global WebdriverIO types (the WebKit session's browser).
import type {} from 'webdriverio';

export const engines = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof engines)[number];

/** The engines of this run: all, or those named in ENGINES (`ENGINES=firefox,webkit`). */
export function selectedEngines(): Engine[] {
  const selected = (process.env.ENGINES?.split(',').map((name) => name.trim()) ?? [...engines]) as Engine[];
  for (const name of selected) if (!engines.includes(name)) throw new Error(`ENGINES: unknown engine « ${name} »`);
  return selected;
}

/** A function run in the page: its source is sent to the browser, so it may use only its argument. */
export type PageFunction<Arg, Result> = (arg: Arg) => Result | Promise<Result>;

export interface EnginePage {
  readonly engine: Engine;
  /**
   * The uncaught errors of the pages opened so far, in Chromium and Firefox; undefined in WebKit,
   * whose WebDriver reports none (a page stopped by one is seen by what it fails to show).
   */
  readonly pageErrors: string[] | undefined;
  goto(url: string): Promise<void>;
  evaluate<Result, Arg = undefined>(fn: PageFunction<Arg, Result>, arg?: Arg): Promise<Result>;
  /** A real click (the browser's own input events, with user activation), the element centred first. */
  click(selector: string): Promise<void>;
  /** A real click at a point of the viewport (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>;
  /** The mouse pointer over the element. */
  hover(selector: string): Promise<void>;
  /** Keystrokes into the element, after focusing it. */
  type(selector: string, text: string): Promise<void>;
  press(key: 'Escape' | 'Enter'): Promise<void>;
  /**
   * Resizes the viewport (the window, until the page reports that size); returns the size the
   * page got: MiniBrowser's window cannot be narrower than about 450 px.
   */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  back(): Promise<void>;
  forward(): Promise<void>;
  close(): Promise<void>;
}

const TIMEOUT_MS = 15_000;

/**
 * Centres the element, then waits until it has stayed in place for three frames: the home
 * page's arrival script and its progressive layout may still move things, and a click
 * computed before a move would land beside its target.
 */
function centreAndSettle(selector: string): Promise<boolean> {
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve(false);
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  return new Promise((resolve) => {
    let last = '';
    let still = 0;
    const deadline = performance.now() + 3000;
    const check = () => {
      const box = element.getBoundingClientRect();
      const now = `${box.x},${box.y},${box.width},${box.height}`;
      still = now === last ? still + 1 : 0;
      last = now;
      if (still >= 3 || performance.now() > deadline) resolve(true);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Polls `fn` in the page until it returns a truthy value; on a timeout, says what was awaited. */
export async function waitFor<Result, Arg = undefined>(
  page: EnginePage,
  what: string,
  fn: PageFunction<Arg, Result>,
  arg?: Arg,
  timeout = 10_000,
): Promise<NonNullable<Result>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const result = await page.evaluate(fn, arg);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function openEngine(engine: Engine): Promise<EnginePage> {
  if (engine === 'webkit') return openWebKit();
  const executablePath = engine === 'chromium' ? findChromium() : findEngineTool('firefox');
  if (!executablePath) throw new Error(`${engine} not found: run \`npm exec -- node tools/ensure-engines.mjs\``);
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? { executablePath, args: chromiumLaunchArgs, headless: true, defaultViewport: null }
      : { browser: 'firefox', executablePath, protocol: 'webDriverBiDi', headless: true, defaultViewport: null },
  );
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    page.setDefaultTimeout(TIMEOUT_MS);
    return puppeteerPage(engine, browser, page);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function puppeteerPage(engine: Engine, browser: PuppeteerBrowser, page: PuppeteerPage): EnginePage {
  const centre = async (selector: string) => {
    if (!(await page.evaluate(centreAndSettle, selector))) throw new Error(`${engine}: no element ${selector}`);
  };
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error instanceof Error ? error.message : String(error)));
  return {
    engine,
    pageErrors,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    async click(selector) {
      await centre(selector);
      await page.click(selector);
    },
    async clickAt(x, y) {
      await page.mouse.click(x, y);
    },
    async hover(selector) {
      await centre(selector);
      await page.hover(selector);
    },
    async type(selector, text) {
      await centre(selector);
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
      return { width, height };
    },
    async back() {
      await page.goBack();
    },
    async forward() {
      await page.goForward();
    },
    async close() {
      await browser.close();
    },
  };
}

// ---- WebKitGTK ------------------------------------------------------------------------------

async function openWebKit(): Promise<EnginePage> {
  const session = await openWebKitSession(Number(process.env.WEBKIT_DRIVER_PORT ?? 4327));
  return webKitPage(session.browser, session.close);
}

function webKitPage(browser: WebdriverIO.Browser, closeSession: () => Promise<void>): EnginePage {
  // WebKitGTK's driver may call an element under the fixed header "not interactable": centre it first.
  const centre = async (selector: string) => {
    if (!(await browser.execute(centreAndSettle, selector))) throw new Error(`webkit: no element ${selector}`);
  };
  const page: EnginePage = {
    engine: 'webkit',
    pageErrors: undefined,
    async goto(url) {
      await browser.url(url);
    },
    evaluate: (fn, arg) =>
      browser.execute(fn as (arg: unknown) => never, arg as never) as Promise<ReturnType<typeof fn> & never>,
    async click(selector) {
      await centre(selector);
      await browser.$(selector).click();
    },
    async clickAt(x, y) {
      await browser
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x, y, origin: 'viewport' })
        .down({ button: 0 })
        .up({ button: 0 })
        .perform();
    },
    async hover(selector) {
      await centre(selector);
      await browser.$(selector).moveTo();
    },
    async type(selector, text) {
      await centre(selector);
      // A line break is the Enter key for WebDriver (U+E007); a bare "\n" is dropped by WebKitGTK.
      await browser.$(selector).addValue(text.replaceAll('\n', '\uE007'));
    },
    async press(key) {
      await browser.keys(key);
    },
    async setViewport(width, height) {
      // The window includes MiniBrowser's own frame: grow it by what the page does not get.
      let size = { width, height };
      let inner = size;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await browser.setWindowSize(size.width, size.height);
        inner = await browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
        if (inner.width === width && inner.height === height) break;
        size = { width: size.width + width - inner.width, height: size.height + height - inner.height };
      }
      return inner;
    },
    async back() {
      await browser.back();
    },
    async forward() {
      await browser.forward();
    },
    close: closeSession,
  };
  return page;
}
