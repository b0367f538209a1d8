// Make sure the three engines of the cross-engine suite (tests/engines/) are available:
// Chromium (tools/ensure-browser.mjs), Firefox ESR, and WebKitGTK's WebDriver server with its
// MiniBrowser and an Xvfb display for its window, all from Debian's packages. As root with apt-get
// available, install what is missing; otherwise explain how to get it.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-browser.mjs';
import { findEngineTools } from './engines.mjs';

/** @param {string[]} packages */
function aptInstall(packages) {
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
    console.log(`$ apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} exited with status ${result.status}`);
  }
}

/**
 * @returns {{ chromium: string } & ReturnType<typeof findEngineTools>['found']}
 * @throws {Error} with instructions when something cannot be found or installed
 */
export function ensureEngines() {
  const chromium = ensureChromium();
  let { found, missingPackages } = findEngineTools();
  if (missingPackages.length > 0 && process.getuid?.() === 0) {
    console.log(`Cross-engine tests: installing Debian package(s) ${missingPackages.join(', ')} with apt-get…`);
    try {
      aptInstall(missingPackages);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
    }
    ({ found, missingPackages } = findEngineTools());
  }
  if (missingPackages.length > 0) {
    throw new Error(`Missing for the cross-engine tests (Firefox ESR, WebKitGTK): ${missingPackages.join(', ')}.
Install them: sudo apt-get update && sudo apt-get install -y ${missingPackages.join(' ')}
(or set FIREFOX_PATH, WEBKIT_DRIVER_PATH, WEBKIT_MINIBROWSER_PATH, XVFB_PATH to the executables).`);
  }
  return { chromium, ...found };
}

if (import.meta.main) {
  try {
    for (const [name, path] of Object.entries(ensureEngines())) console.log(`${name}: ${path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
