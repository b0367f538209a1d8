// Builds the sites the tests use, from the shipped example's content (example/content/), never
// from the owner's (src/content/): what the tests expect is written for the example, and the
// owner's edits must not turn them red.
// - dist-e2e/ with the e-mail service pointed at the local stand-in (tests/support/emailjs-stand-in.mjs),
//   the site every end-to-end test visits;
// - dist-unconfigured/ without e-mail service (the mailto: fallback), the site tests/site and
//   the W3C validation read: the same build as `npm run build` of the example on a fresh machine.
// dist/ stays the owner's site (`npm run build`): a test build pointing at 127.0.0.1 must never
// be the one published. The example is copied to a folder of its own, kept between runs for its
// image cache (exampleSiteDir: TEST_SITES_DIR, default in the system's temporary folder).
// Run through npm (`npm run build:e2e`) so that `node` is the Node 24 of node_modules/.bin.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtPortVariables, withFreePorts } from './free-ports.mjs';
import { copyProject } from './project-copy.mjs';
import { projectRoot } from './project.mjs';

// The stand-in's and Decap's ports go into the build: free ones, unless the run sets them.
Object.assign(process.env, await withFreePorts(process.env, builtPortVariables));
const { buildEnv, configuredDist, exampleSiteDir, recordBuiltPorts, unconfiguredDist } =
  await import('./test-sites.mjs');

const astro = resolve(projectRoot, 'node_modules/astro/bin/astro.mjs');
const example = copyProject('example-', { into: exampleSiteDir });

for (const [outDir, env] of [
  [configuredDist, buildEnv.configured],
  [unconfiguredDist, buildEnv.unconfigured],
]) {
  const target = resolve(projectRoot, outDir);
  rmSync(target, { recursive: true, force: true });
  console.log(`\n▶ astro build --outDir ${outDir} (contenu de l’exemple)`);
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', target], {
    cwd: example,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
recordBuiltPorts();
