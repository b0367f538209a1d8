// Locate a Chromium executable for the end-to-end tests, Lighthouse and benchmarks.
// Playwright's own browser download does not work on the project's machines, so a system
// Chromium (Debian's `chromium` package) is preferred; Playwright's browser is the last resort.
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';

/** Arguments for launching Chromium directly (Lighthouse, chrome-launcher, scripts). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Same arguments without `--headless`, which Playwright adds itself. */
export const chromiumLaunchArgs = chromiumArgs.filter((arg) => arg !== '--headless');

/**
 * Debian's `chromium-headless-shell`: the same engine (Blink, V8, same version as `chromium`)
 * without the browser around it, which is what Playwright itself launches for headless tests. The
 * end-to-end suite runs in half the time with it (4.6 → 2.5 min for the header and axe specs on
 * two cores). What the shell lacks, the tests that need it launch the full browser for: the
 * back/forward cache and prerendering (tests/e2e/back-forward.spec.ts, tests/engines/).
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

export const systemChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/**
 * True for an existing file this process may run (also used for the other engines' programs).
 * @param {string | undefined | null} file
 */
export function isExecutableFile(file) {
  if (!file) return false;
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// playwright-core is CommonJS: require it synchronously (and only when needed) so that
// findChromium() stays synchronous and this module has no top-level await
// (playwright.config.ts may be loaded through require()).
function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    /** @type {{ chromium: { executablePath(): string } }} */
    const { chromium } = require('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/**
 * Absolute path of a usable Chromium, or null.
 * Order: $CHROMIUM_PATH, $CHROME_PATH, usual system paths, Playwright's own browser.
 * @returns {string | null}
 */
export function findChromium() {
  for (const name of ['CHROMIUM_PATH', 'CHROME_PATH']) {
    const value = process.env[name];
    if (!value) continue;
    const file = isAbsolute(value) ? value : resolve(value);
    if (isExecutableFile(file)) return file;
  }
  for (const file of systemChromiumPaths) {
    if (isExecutableFile(file)) return file;
  }
  const playwrightPath = playwrightChromium();
  if (isExecutableFile(playwrightPath)) return playwrightPath;
  return null;
}

/**
 * The Chromium the Playwright projects drive: the one named by $CHROMIUM_PATH or $CHROME_PATH
 * when set, else the headless shell when installed, else the full browser ({@link findChromium}).
 * @returns {string | null}
 */
export function findTestChromium() {
  if (!chromiumNamedByEnvironment() && isExecutableFile(headlessShellPath)) return headlessShellPath;
  return findChromium();
}

/** True when $CHROMIUM_PATH or $CHROME_PATH chooses the Chromium: the tests then drive that one. */
export function chromiumNamedByEnvironment() {
  return Boolean(process.env.CHROMIUM_PATH || process.env.CHROME_PATH);
}
