// Serve the built site with a real nginx and the deployed configuration (deploy/nginx.conf),
// for the end-to-end run against nginx (the nginx project of playwright.config.ts starts this script).
//
// - Finds nginx (NGINX_PATH, the usual paths, PATH); when missing, installs Debian's `nginx`
//   with apt-get if running as root, else explains how to get it.
// - Derives a local server block from deploy/nginx.conf (plain HTTP on 127.0.0.1:NGINX_PORT,
//   root = the built dist/; headers, caching, compression and locations unchanged) and runs
//   nginx in the foreground with everything (config, logs, temp files) in test-results/nginx/.
// - Test-only additions, so the run can fail on problems no page-level listener sees:
//   `report-uri` in the CSP, with the reports logged to csp-reports.log, and an access log
//   (access.log) that tests/support/nginx-teardown.ts reads at the end of the run.
//
// - `startNginx()` does the same for any folder, port and run folder, and gives back a stop
//   function: `npm run bench` (tools/bench.mjs) measures the site served this way.
//
// Env: NGINX_PORT (default 4325), DIST_DIR (default dist-e2e, the build `npm run build:e2e` makes). `node tools/nginx.mjs --check`
// only makes sure nginx is installed and prints its path.
import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { accessSync, constants, realpathSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, join, resolve } from 'node:path';
import { headerPolicy } from '../src/config/security.ts';
import { localNginxServer } from '../src/integrations/host-headers.ts';
import { projectRoot } from './project.mjs';

export const NGINX_DEFAULT_PORT = 4325;
/** Where the run keeps its configuration and logs (test-results/ is ignored by git). */
export const nginxRunDir = join(projectRoot, 'test-results', 'nginx');
export const CSP_REPORT_PATH = '/__csp-report';

const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx'];

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, command))
    .find(isExecutable);
}

/** Absolute path of an nginx executable, or null. */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && isExecutable(fromEnv)) return fromEnv;
  return candidates.find(isExecutable) ?? onPath('nginx') ?? null;
}

const HOW_TO = `nginx introuvable pour les tests de bout en bout contre nginx.
  - Debian/Ubuntu : sudo apt-get update && sudo apt-get install -y nginx
    (lancé en root, ce script installe le paquet lui-même) ;
  - ou indiquez son chemin dans NGINX_PATH.`;

/**
 * Find nginx, installing Debian's package when running as root with apt-get.
 * @returns {string}
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    console.log('nginx absent : installation du paquet Debian « nginx » avec apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) throw new Error(`${HOW_TO}\n(apt-get ${args.join(' ')} a échoué)`);
    }
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(HOW_TO);
}

/**
 * Folder of nginx's own configuration (for mime.types), from `nginx -V`.
 * @param {string} nginx
 */
function nginxConfDir(nginx) {
  const output = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${output.stdout}${output.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
  return confPath.replace(/\/[^/]+$/, '');
}

/**
 * The local server block: deploy/nginx.conf on plain HTTP, with the test-only CSP report endpoint
 * added to the Content-Security-Policy header (nginx proxies the report to itself so that the body
 * is read and logged).
 * @param {string} deployConf
 * @param {{ port: number, root: string, runDir: string, csp: string }} options
 */
export function testServerBlock(deployConf, { port, root, runDir, csp }) {
  const listen = `127.0.0.1:${port}`;
  let block = localNginxServer(deployConf, { listen, root });
  const header = `add_header Content-Security-Policy "${csp}" always;`;
  if (!block.includes(header)) throw new Error(`deploy/nginx.conf : « ${header} » introuvable.`);
  block = block
    .replaceAll(header, `add_header Content-Security-Policy "${csp}; report-uri ${CSP_REPORT_PATH}" always;`)
    .replace(
      /\n}\s*$/,
      `
    # Test only: CSP violation reports, logged (see tools/nginx.mjs).
    location = ${CSP_REPORT_PATH} {
        client_body_buffer_size 64k;
        access_log ${join(runDir, 'csp-reports.log')} csp_report;
        proxy_pass http://${listen}${CSP_REPORT_PATH}-sink;
    }
    location = ${CSP_REPORT_PATH}-sink {
        access_log off;
        return 204;
    }
}
`,
    );
  return block;
}

/**
 * Write the main configuration and the server block into runDir.
 * @param {{ nginx: string, port: number, distDir: string, runDir: string }} options
 */
export async function writeNginxRunConfig({ nginx, port, distDir, runDir }) {
  const deployConf = await readFile(join(projectRoot, 'deploy', 'nginx.conf'), 'utf8');
  const root = realpathSync(distDir);
  const server = testServerBlock(deployConf, { port, root, runDir, csp: headerPolicy(process.env) });
  const asRoot = process.getuid?.() === 0;
  const main = `# Generated by tools/nginx.mjs for the end-to-end run; not a deployment file.
daemon off;
${asRoot ? 'user root;' : ''}
worker_processes 1;
pid ${join(runDir, 'nginx.pid')};
error_log ${join(runDir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include ${join(nginxConfDir(nginx), 'mime.types')};
    default_type application/octet-stream;
    sendfile on;
    log_format e2e '$status $request_method "$request_uri" "$http_referer"';
    log_format csp_report escape=json '$request_body';
    access_log ${join(runDir, 'access.log')} e2e;
    client_body_temp_path ${join(runDir, 'client_body')};
    proxy_temp_path ${join(runDir, 'proxy')};
    fastcgi_temp_path ${join(runDir, 'fastcgi')};
    uwsgi_temp_path ${join(runDir, 'uwsgi')};
    scgi_temp_path ${join(runDir, 'scgi')};
    include ${join(runDir, 'site.conf')};
}
`;
  await writeFile(join(runDir, 'site.conf'), server);
  await writeFile(join(runDir, 'nginx.conf'), main);
  return join(runDir, 'nginx.conf');
}

/**
 * Resolves once something accepts connections on 127.0.0.1:port; rejects when `exited` settles
 * first or after `timeout` ms.
 * @param {number} port
 * @param {Promise<unknown>} exited
 * @param {number} [timeout]
 */
async function listening(port, exited, timeout = 10_000) {
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + timeout;
  while (!gone && Date.now() < deadline) {
    const open = await new Promise((done) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.end();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(
    gone ? `nginx s’est arrêté au démarrage (port ${port}).` : `nginx ne répond pas sur le port ${port}.`,
  );
}

/**
 * Runs nginx in the foreground with the deployed configuration (deploy/nginx.conf, plain HTTP)
 * serving `root` on 127.0.0.1:port, its configuration, pid and logs in `runDir` (emptied first).
 * Resolves once nginx accepts connections.
 * @param {{ nginx: string, root: string, port: number, runDir: string,
 *   stdio?: import('node:child_process').StdioOptions }} options
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess,
 *   exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>, stop: () => Promise<void> }>}
 */
export async function startNginx({ nginx, root, port, runDir, stdio = 'inherit' }) {
  await rm(runDir, { recursive: true, force: true });
  await mkdir(runDir, { recursive: true });
  const conf = await writeNginxRunConfig({ nginx, port, distDir: root, runDir });
  const errorLog = join(runDir, 'error.log');
  const test = spawnSync(nginx, ['-t', '-q', '-p', runDir, '-e', errorLog, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`Configuration nginx refusée :\n${test.stderr}`);

  const child = spawn(nginx, ['-p', runDir, '-e', errorLog, '-c', conf], { stdio });
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  // nginx stops gracefully on SIGQUIT (finishes the requests in progress), fast on SIGTERM.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await listening(port, exited);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error} Voir ${errorLog}.`, { cause: error });
  }
  return { url: `http://127.0.0.1:${port}/`, child, exited, stop };
}

// Run as a script (not imported).
if (import.meta.main) {
  try {
    const nginx = ensureNginx();
    if (process.argv.includes('--check')) {
      console.log(nginx);
      process.exit(0);
    }
    const port = Number(process.env.NGINX_PORT || NGINX_DEFAULT_PORT);
    const distDir = resolve(projectRoot, process.env.DIST_DIR || 'dist-e2e');
    const { url, exited, stop } = await startNginx({ nginx, root: distDir, port, runDir: nginxRunDir });
    console.log(`nginx (${nginx}) sert ${distDir} sur ${url}`);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    const { code, signal } = await exited;
    process.exit(signal ? 0 : (code ?? 1));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
