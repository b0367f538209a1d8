import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { adminBackendPort } from '../../tools/test-sites.mjs';

/**
 * Decap's local server (`decap-server`, as `npm run admin` runs it) writing into `project`, on
 * ADMIN_BACKEND_PORT, where the test sites' admin looks for it; resolves once it answers.
 */
export async function startDecapServer(project: string): Promise<ChildProcess> {
  const server = join(createRequire(import.meta.url).resolve('decap-server/package.json'), '..', 'dist', 'index.js');
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(adminBackendPort), GIT_REPO_DIRECTORY: project, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  await expect
    .poll(() =>
      fetch(`http://localhost:${adminBackendPort}/api/v1`, { method: 'POST', body: '{}' }).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBeGreaterThan(0);
  return child;
}
