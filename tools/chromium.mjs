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
