// Every server a test run starts listens on a port the system reports free at the start of the
// run, so that `npm test` passes beside a site already served on 4321 (`npm start`) or another
// run of the tests. The ports are chosen once and handed down as environment variables, because
// the test sites are built with two of them inside (the e-mail stand-in's origin, the admin's
// local backend) and every later step must find the same servers there.
//
// `node tools/free-ports.mjs '<command>'` runs the command with each port variable below set to a
// free port, unless the environment already sets it (a run inside a run keeps its ports).
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The ports of the servers the tests start (tools/test-sites.mjs, tests/engines/drivers.ts). The
 * two built into the test sites (the e-mail stand-in's, Decap's) are chosen by the build itself
 * (tools/build-test-sites.mjs), which records them for the runs that do not build.
 */
const testPortVariables = ['E2E_PORT', 'E2E_UNCONFIGURED_PORT', 'NGINX_PORT', 'ADMIN_PORT', 'WEBKIT_DRIVER_PORT'];

/** `count` distinct ports nothing listens on now, picked by the system (all held open until all are known). */
async function freePorts(count = 1) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The ports built into the test sites (tools/build-test-sites.mjs chooses them). */
export const builtPortVariables = ['EMAILJS_STAND_IN_PORT', 'ADMIN_BACKEND_PORT'];

/** One port nothing listens on now: for a server only one test talks to. */
export async function freePort() {
  const [port] = await freePorts(1);
  return /** @type {number} */ (port);
}

/** The environment with a free port for each of `variables` the environment does not set yet. */
export async function withFreePorts(env = process.env, variables = testPortVariables) {
  const missing = variables.filter((name) => !env[name]?.trim());
  const ports = await freePorts(missing.length);
  return { ...env, ...Object.fromEntries(missing.map((name, index) => [name, String(ports[index])])) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv.slice(2).join(' ');
  if (!command) {
    console.error('Usage : node tools/free-ports.mjs "<commande>"');
    process.exit(2);
  }
  const env = await withFreePorts();
  const chosen = testPortVariables.map((name) => `${name}=${env[name]}`).join(' ');
  console.log(`Ports des serveurs de test : ${chosen}`);
  const { status, signal } = spawnSync(command, { stdio: 'inherit', shell: true, env });
  process.exit(status ?? (signal ? 1 : 0));
}
