// `npm run admin`: the owner's admin on this computer. Starts Decap CMS's local server (which
// writes the content files of this checkout) and the site in development (which shows each
// saved change), then opens the admin in the browser.
//
// Env: ADMIN_PORT (site, default 4321), DECAP_PORT (local server, default 8081, the admin's default).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { projectRoot } from './project.mjs';

const require = createRequire(import.meta.url);
const sitePort = Number(process.env.ADMIN_PORT ?? 4321);
const decapPort = Number(process.env.DECAP_PORT ?? 8081);
const adminUrl = `http://localhost:${sitePort}/admin`;

const children = [
  spawn(process.execPath, [join(dirname(require.resolve('decap-server/package.json')), 'dist', 'index.js')], {
    cwd: projectRoot,
    stdio: 'inherit',
    // `fs`: it writes the files as they are, and leaves commits to the owner (docs/proprietaire/administration.md).
    env: { ...process.env, PORT: String(decapPort), GIT_REPO_DIRECTORY: projectRoot, LOG_LEVEL: 'warn', MODE: 'fs' },
  }),
  spawn(
    process.execPath,
    [join(dirname(require.resolve('astro/package.json')), 'bin', 'astro.mjs'), 'dev', '--port', String(sitePort)],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        DECAP_LOCAL_BACKEND_URL: `http://localhost:${decapPort}/api/v1`,
      },
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));

console.log(
  `\nAdministration du site : ${adminUrl}\n(les modifications enregistrées s’écrivent dans src/content/ et photos/ ; Ctrl+C pour arrêter)\n`,
);
// Opens the browser where the computer has a command for it; otherwise the address above is enough.
if (!process.env.CI) {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  setTimeout(() => {
    const found = spawnSync(process.platform === 'win32' ? 'where' : 'which', [opener]).status === 0;
    if (found) spawn(opener, [adminUrl], { stdio: 'ignore', detached: true }).unref();
  }, 3000);
}
