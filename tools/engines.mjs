// Where the browsers of the cross-engine suite (tests/engines/) live. Playwright cannot drive
// Debian's Firefox or WebKitGTK (it needs builds of its own, which cannot be downloaded on the
// project's machines), so that suite drives them through WebDriver: Firefox ESR over WebDriver
// BiDi (puppeteer-core, no geckodriver), WebKitGTK through its own WebDriver server
// (WebKitWebDriver, from Debian's webkit2gtk-driver) and MiniBrowser, in an Xvfb display
// (MiniBrowser has no headless mode). Chromium is found by tools/chromium.mjs.
// tools/ensure-engines.mjs installs the Debian packages when something is missing.
import { isExecutableFile } from './chromium.mjs';

/**
 * What each engine needs, the Debian package that provides it, and where it is searched
 * (an environment variable first, then the usual paths).
 */
export const engineTools = {
  firefox: { env: 'FIREFOX_PATH', package: 'firefox-esr', paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'] },
  webkitDriver: { env: 'WEBKIT_DRIVER_PATH', package: 'webkit2gtk-driver', paths: ['/usr/bin/WebKitWebDriver'] },
  miniBrowser: {
    env: 'WEBKIT_MINIBROWSER_PATH',
    package: 'webkit2gtk-driver',
    paths: [
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
      '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
    ],
  },
  xvfb: { env: 'XVFB_PATH', package: 'xvfb', paths: ['/usr/bin/Xvfb'] },
};

/**
 * Absolute path of a tool of {@link engineTools}, or null.
 * @param {keyof typeof engineTools} tool
 * @returns {string | null}
 */
export function findEngineTool(tool) {
  const { env, paths } = engineTools[tool];
  for (const file of [process.env[env], ...paths]) if (isExecutableFile(file)) return file ?? null;
  return null;
}

/**
 * Every tool the suite needs, or the names of the Debian packages missing.
 * @returns {{ found: Record<keyof typeof engineTools, string | null>, missingPackages: string[] }}
 */
export function findEngineTools() {
  const tools = /** @type {(keyof typeof engineTools)[]} */ (Object.keys(engineTools));
  const found = /** @type {Record<keyof typeof engineTools, string | null>} */ (
    Object.fromEntries(tools.map((tool) => [tool, findEngineTool(tool)]))
  );
  const missingPackages = [...new Set(tools.filter((tool) => !found[tool]).map((tool) => engineTools[tool].package))];
  return { found, missingPackages };
}
