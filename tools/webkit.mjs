// WebKitGTK under automation, for the cross-engine suite (tests/engines/drivers.ts) and the
// next-page benchmark (tools/bench-next-page.mjs): an Xvfb display of its own, WebKitWebDriver on
// `port` with DISPLAY set to it, and a WebdriverIO session whose browser is MiniBrowser (it has
// no headless mode). One session at a time per driver: `close()` always deletes the session, then
// stops the driver and the display, by the process ids they were started with.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { remote } from 'webdriverio';
import { findEngineTool } from './engines.mjs';

/**
 * Starts a program (its output ignored unless asked for).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'ignore', ...options });
}

/** @param {import('node:child_process').ChildProcess | undefined} child */
function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'exit').then(() => undefined);
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
  return exited.finally(() => clearTimeout(force));
}

/** An Xvfb display of its own: Xvfb picks a free display number and writes it to fd 3. */
async function startXvfb() {
  const xvfb = findEngineTool('xvfb');
  if (!xvfb) throw new Error('Xvfb not found: run `npm exec -- node tools/ensure-engines.mjs`');
  const child = start(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const output = /** @type {import('node:stream').Readable} */ (child.stdio[3]);
  const display = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not report its display within 10 s')), 10_000);
    output.on('data', (/** @type {Buffer} */ chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before reporting its display`)));
  }).catch(async (error) => {
    await stop(child);
    throw error;
  });
  return { display: /** @type {string} */ (display), process: child };
}

/**
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} driver
 */
async function waitForDriver(port, driver) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s`);
}

/**
 * A WebKitGTK session: the WebdriverIO browser, and `close()`.
 * @param {number} port WebKitWebDriver's port
 * @returns {Promise<{ browser: WebdriverIO.Browser, close: () => Promise<void> }>}
 */
export async function openWebKitSession(port) {
  const driverPath = findEngineTool('webkitDriver');
  const miniBrowser = findEngineTool('miniBrowser');
  if (!driverPath || !miniBrowser) {
    throw new Error('WebKitWebDriver or MiniBrowser not found: run `npm exec -- node tools/ensure-engines.mjs`');
  }
  const xvfb = await startXvfb();
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let driver;
  try {
    driver = start(driverPath, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display } });
    await waitForDriver(port, driver);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'warn',
      connectionRetryCount: 1,
      capabilities: /** @type {WebdriverIO.Capabilities} */ ({
        // No browserName: WebKitWebDriver takes MiniBrowser from these options.
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      }),
    });
    const started = { driver, xvfb: xvfb.process };
    return {
      browser,
      async close() {
        try {
          await browser.deleteSession();
        } finally {
          await stop(started.driver);
          await stop(started.xvfb);
        }
      },
    };
  } catch (error) {
    await stop(driver);
    await stop(xvfb.process);
    throw error;
  }
}
