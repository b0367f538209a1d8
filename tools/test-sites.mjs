// The two builds the end-to-end tests run against, and their ports. One place, read by
// tools/build-test-sites.mjs (which bakes the stand-in's origin into the site) and by
// playwright.config.ts (which serves both builds and starts the stand-in).
//
// Env: E2E_PORT (configured site, default 4322), E2E_UNCONFIGURED_PORT (site without e-mail
// service, default 4324), EMAILJS_STAND_IN_PORT (stand-in of the e-mail API), NGINX_PORT
// (dist-e2e/ behind nginx, default 4325), ADMIN_BACKEND_PORT (Decap's local server),
// ADMIN_PORT (the development server of `npm run admin` in its test, default 4328). `npm test` and the test:*
// scripts set each of them to a free port (tools/free-ports.mjs). The stand-in's and Decap's
// ports are built into dist-e2e/: tools/build-test-sites.mjs picks them free when unset and
// records them, and a later run that does not build reads that record.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './project.mjs';

/**
 * The copy of the project the test sites are built in, with the example's content: kept between
 * runs for its image cache (TEST_SITES_DIR, default: in the system's temporary folder, one per
 * checkout).
 */
export const exampleSiteDir =
  process.env.TEST_SITES_DIR ??
  join(tmpdir(), `toiture-test-sites-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 8)}`);

/** The ports built into dist-e2e/ by the last `npm run build:e2e`. */
const builtPortsFile = join(exampleSiteDir, 'ports.json');

/** @returns {Record<string, number>} */
function builtPorts() {
  try {
    return JSON.parse(readFileSync(builtPortsFile, 'utf8'));
  } catch {
    return {};
  }
}

/** A built-in port: the environment's, else the last build's, else the default. */
const builtPort = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  Number(process.env[name] || builtPorts()[name] || fallback);

/** Records the built-in ports of the build just made (tools/build-test-sites.mjs). */
export function recordBuiltPorts() {
  writeFileSync(
    builtPortsFile,
    `${JSON.stringify({ EMAILJS_STAND_IN_PORT: standInPort, ADMIN_BACKEND_PORT: adminBackendPort })}\n`,
  );
}

export const e2ePort = Number(process.env.E2E_PORT || 4322);
export const unconfiguredPort = Number(process.env.E2E_UNCONFIGURED_PORT || 4324);
export const standInPort = builtPort('EMAILJS_STAND_IN_PORT', 4323);
export const standInOrigin = `http://127.0.0.1:${standInPort}`;
/** Port of nginx serving dist-e2e/ with the deployed configuration (`NGINX_PORT`, default 4325). */
export const nginxPort = Number(process.env.NGINX_PORT || 4325);
/** Port of Decap's local server in the admin's tests (`ADMIN_BACKEND_PORT`, default 4326). */
export const adminBackendPort = builtPort('ADMIN_BACKEND_PORT', 4326);
/** Port of the development server of `npm run admin` in its test (`ADMIN_PORT`, default 4328: not 4321, which `npm start` and `npm run admin` take). */
export const adminDevPort = Number(process.env.ADMIN_PORT || 4328);

/** Settings of the e-mail service in the tested build: the stand-in accepts any. */
export const testEmailService = {
  serviceId: 'service_e2e',
  templateId: 'template_devis',
  publicKey: 'cle-publique-e2e',
  origin: standInOrigin,
};

/** Build directories, relative to the project root. */
export const configuredDist = 'dist-e2e';
export const unconfiguredDist = 'dist-unconfigured';

/**
 * The day the test sites are built for (`SOURCE_DATE_EPOCH`, read by src/lib/content/dated.ts): what
 * dates in the example (the current wait, the statements of law) is judged on this day, whatever the
 * day of the run; the tests move the browser's clock around it.
 */
export const testBuildDay = '2026-12-01';
const sourceDateEpoch = String(Date.parse(`${testBuildDay}T12:00:00Z`) / 1000);

/** Variables of each build (set to '' to override a .env file of the owner). */
export const buildEnv = {
  configured: {
    SOURCE_DATE_EPOCH: sourceDateEpoch,
    PUBLIC_EMAILJS_SERVICE_ID: testEmailService.serviceId,
    PUBLIC_EMAILJS_TEMPLATE_ID: testEmailService.templateId,
    PUBLIC_EMAILJS_PUBLIC_KEY: testEmailService.publicKey,
    PUBLIC_EMAILJS_ORIGIN: testEmailService.origin,
    DECAP_LOCAL_BACKEND_URL: `http://localhost:${adminBackendPort}/api/v1`,
  },
  unconfigured: {
    SOURCE_DATE_EPOCH: sourceDateEpoch,
    PUBLIC_EMAILJS_SERVICE_ID: '',
    PUBLIC_EMAILJS_TEMPLATE_ID: '',
    PUBLIC_EMAILJS_PUBLIC_KEY: '',
    PUBLIC_EMAILJS_ORIGIN: '',
  },
};
