// The servers the browser tests talk to: the two test builds, the stand-in of the e-mail API and
// nginx with the deployed configuration. One list, used two ways:
// - playwright.config.ts starts them for a Playwright run on its own (`webServer`);
// - `node tools/test-servers.mjs '<command>'` starts them once, runs the command and stops them:
//   `npm test` runs the engines suite and Playwright side by side against the same servers, so
//   neither starts its own (TEST_SERVERS_STARTED is set for the command). Requests to the
//   stand-in are told apart by their key (each test's e-mail address), so one stand-in serves both.
//
// Env: the ports of tools/test-sites.mjs; DIST_DIR serves another build than dist-e2e/.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { configuredDist, e2ePort, nginxPort, standInPort, unconfiguredDist, unconfiguredPort } from './test-sites.mjs';

/** Set for the command run with the servers already up (tests/engines/global-setup.ts, playwright.config.ts). */
export const serversStartedVariable = 'TEST_SERVERS_STARTED';

/**
 * @typedef {{ name: string, command: string, env: Record<string, string>, url: string,
 *   graceful?: boolean }} TestServer
 */

/** Each command's `node` is the Node 24 of node_modules/.bin: the tests run through npm. @type {TestServer[]} */
export const testServers = [
  {
    name: 'site',
    command: 'node tools/serve.mjs',
    env: { PORT: String(e2ePort), HOST: '127.0.0.1', DIST_DIR: process.env.DIST_DIR ?? configuredDist },
    url: `http://127.0.0.1:${e2ePort}`,
  },
  {
    // The same site built without e-mail service: the form's mailto: fallback.
    name: 'site sans envoi',
    command: 'node tools/serve.mjs',
    env: { PORT: String(unconfiguredPort), HOST: '127.0.0.1', DIST_DIR: unconfiguredDist },
    url: `http://127.0.0.1:${unconfiguredPort}`,
  },
  {
    // Stand-in of the e-mail service's API, which dist-e2e/ sends to.
    name: 'stand-in EmailJS',
    command: 'node tests/support/emailjs-stand-in.mjs',
    env: { PORT: String(standInPort), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${standInPort}/__stand-in/health`,
  },
  {
    // dist-e2e/ again, behind nginx with the deployed configuration; tools/nginx.mjs stops nginx itself.
    name: 'nginx',
    command: 'node tools/nginx.mjs',
    env: { NGINX_PORT: String(nginxPort), DIST_DIR: process.env.DIST_DIR ?? configuredDist },
    url: `http://127.0.0.1:${nginxPort}`,
    graceful: true,
  },
];

const STARTUP_MS = 30_000;

/** Resolves once `url` answers, or throws after STARTUP_MS (or when the server has exited). */
async function answered(
  /** @type {TestServer} */ server,
  /** @type {import('node:child_process').ChildProcess} */ child,
) {
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const status = await fetch(server.url).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    if (child.exitCode !== null) throw new Error(`${server.name} : arrêté (code ${child.exitCode}) avant de répondre`);
    if (Date.now() > deadline)
      throw new Error(`${server.name} : pas de réponse de ${server.url} après ${STARTUP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a server and waits for it (each in its own process group: npm's and the shell's children too). */
async function stop(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  const killer = setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(killer);
}

/** Starts every test server, runs `command` in a shell, stops the servers; resolves to the command's exit code. */
export async function withTestServers(/** @type {string} */ command) {
  const children = testServers.map((server) =>
    spawn(server.command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...server.env },
    }),
  );
  // Interrupted (Ctrl+C, a CI's time limit): the servers stop with the run.
  const interrupted = () => void Promise.all(children.map(stop)).then(() => process.exit(130));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, interrupted);
  try {
    await Promise.all(testServers.map((server, index) => answered(server, children[index])));
    const run = spawn(command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, [serversStartedVariable]: '1' },
    });
    const [code, signal] = await once(run, 'exit');
    return signal ? 1 : code;
  } finally {
    await Promise.all(children.map(stop));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv.slice(2).join(' ');
  if (!command) {
    console.error('Usage : node tools/test-servers.mjs "<commande>"');
    process.exit(2);
  }
  process.exitCode = await withTestServers(command);
}
