// Make sure a Chromium is available for the end-to-end tests (and benchmarks).
// Playwright's own browser download fails on the project's machines; Debian's `chromium`
// package works. As root with apt-get available, install it; otherwise explain how to get one.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromiumNamedByEnvironment, findChromium, headlessShellPath, isExecutableFile } from './chromium.mjs';

/** @param {string} command */
function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this directory
    }
  }
  return false;
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with status ${result.status}`);
}

const HOW_TO = `No Chromium found for the end-to-end tests.
Get one of these:
  - set CHROMIUM_PATH (or CHROME_PATH) to the absolute path of a Chromium/Chrome executable;
  - install Debian/Ubuntu's package: sudo apt-get update && sudo apt-get install -y chromium
    (then run this script again; run as root, it installs the package itself);
  - or install Google Chrome in /usr/bin/google-chrome-stable.
(Playwright's own download, \`npx playwright install chromium\`, does not work on the project's machines.)`;

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

let listsUpdated = false;
/**
 * Installs one Debian package, each on its own: a release without the optional one (Ubuntu has no
 * `chromium-headless-shell`) still gets the browser.
 * @param {string} name
 */
function aptInstall(name) {
  if (!listsUpdated) run('apt-get', ['update']);
  listsUpdated = true;
  run('apt-get', ['install', '-y', '--no-install-recommends', name]);
}

/**
 * Find Chromium, installing Debian's packages when running as root with apt-get: `chromium`, and
 * `chromium-headless-shell` which the Playwright projects prefer (tools/chromium.mjs) unless
 * $CHROMIUM_PATH or $CHROME_PATH names another; without the shell they drive the full browser,
 * only slower.
 * @returns {string} absolute path of the full browser's executable
 * @throws {Error} with instructions when no Chromium can be found or installed
 */
export function ensureChromium() {
  const canInstall = process.getuid?.() === 0 && onPath('apt-get');
  if (!findChromium() && canInstall) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
    try {
      aptInstall('chromium');
    } catch (error) {
      throw new Error(`${HOW_TO}\n(apt-get failed: ${messageOf(error)})`, { cause: error });
    }
  }
  const found = findChromium();
  if (!found) throw new Error(HOW_TO);

  if (!chromiumNamedByEnvironment() && !isExecutableFile(headlessShellPath)) {
    if (canInstall) {
      console.log('Installing Debian package "chromium-headless-shell" with apt-get for the browser tests…');
      try {
        aptInstall('chromium-headless-shell');
      } catch (error) {
        console.warn(`apt-get failed: ${messageOf(error)}`);
      }
    }
    if (!isExecutableFile(headlessShellPath)) {
      console.log('No chromium-headless-shell: the browser tests drive the full Chromium, slower.');
    }
  }
  return found;
}

// Run as a script (not imported).
if (import.meta.main) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
