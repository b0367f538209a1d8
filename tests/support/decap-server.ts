import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { freePort } from '../../tools/free-ports.mjs';
import { adminBackendPort } from '../../tools/test-sites.mjs';

/**
 * The port of the Decap server this worker's spec file started: the files of the `owner` project
 * run side by side, each with its own server and copy of the project, while the admin they drive
 * was built to call ADMIN_BACKEND_PORT (`test` below sends those calls to this one).
 */
let workerBackendPort: number | undefined;

/**
 * Decap's local server (`decap-server`, as `npm run admin` runs it) writing into `project`, on a
 * free port that the pages of `test` below reach at ADMIN_BACKEND_PORT; resolves once it answers.
 */
export async function startDecapServer(project: string): Promise<ChildProcess> {
  const server = join(createRequire(import.meta.url).resolve('decap-server/package.json'), '..', 'dist', 'index.js');
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: project, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await expect
    .poll(() =>
      fetch(`http://localhost:${port}/api/v1`, { method: 'POST', body: '{}' }).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBeGreaterThan(0);
  workerBackendPort = port;
  return child;
}

/** Playwright's `test` whose pages' calls to ADMIN_BACKEND_PORT reach this worker's Decap server. */
export const test = base.extend({
  context: async ({ context }, use) => {
    const built = `http://localhost:${adminBackendPort}/`;
    await context.route(`${built}**`, (route) => {
      if (!workerBackendPort) return route.continue();
      return route.continue({ url: route.request().url().replace(built, `http://localhost:${workerBackendPort}/`) });
    });
    await use(context);
  },
});
