// Builds the two sites the end-to-end tests use:
// - dist-e2e/ with the e-mail service pointed at the local stand-in (tests/support/emailjs-stand-in.mjs),
//   the site every end-to-end test visits;
// - dist-unconfigured/ without e-mail service, for the mailto: fallback.
// dist/ stays the production site (`npm run build`, settings from the environment): a test
// build pointing at 127.0.0.1 must never be the one published.
// Run through npm (`npm run build:e2e`) so that `node` is the Node 24 of node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildEnv, configuredDist, unconfiguredDist } from '../tests/support/test-sites.mjs';
import { projectRoot } from './project.mjs';

const astro = resolve(projectRoot, 'node_modules/astro/bin/astro.mjs');

for (const [outDir, env] of [
  [configuredDist, buildEnv.configured],
  [unconfiguredDist, buildEnv.unconfigured],
]) {
  console.log(`\n▶ astro build --outDir ${outDir}`);
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
