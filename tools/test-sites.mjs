// The two builds the end-to-end tests run against, and their ports. One place, read by
// tools/build-test-sites.mjs (which bakes the stand-in's origin into the site) and by
// playwright.config.ts (which serves both builds and starts the stand-in).
//
// Env: E2E_PORT (configured site, default 4322), E2E_UNCONFIGURED_PORT (site without e-mail
// service, default 4324), EMAILJS_STAND_IN_PORT (stand-in of the e-mail API, default 4323),
// NGINX_PORT (dist-e2e/ behind nginx, default 4325).

import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './project.mjs';

export const e2ePort = Number(process.env.E2E_PORT ?? 4322);
export const unconfiguredPort = Number(process.env.E2E_UNCONFIGURED_PORT ?? 4324);
export const standInPort = Number(process.env.EMAILJS_STAND_IN_PORT ?? 4323);
export const standInOrigin = `http://127.0.0.1:${standInPort}`;
/** Port of nginx serving dist-e2e/ with the deployed configuration (`NGINX_PORT`, default 4325). */
export const nginxPort = Number(process.env.NGINX_PORT ?? 4325);
/** Port of Decap's local server in the admin's tests (`ADMIN_BACKEND_PORT`, default 4326). */
export const adminBackendPort = Number(process.env.ADMIN_BACKEND_PORT ?? 4326);
/** Port of the development server in the admin's tests, as `npm run admin` runs it (`ADMIN_PORT`, default 4321). */
export const adminDevPort = Number(process.env.ADMIN_PORT ?? 4321);

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

/** Variables of each build (set to '' to override a .env file of the owner). */
export const buildEnv = {
  configured: {
    PUBLIC_EMAILJS_SERVICE_ID: testEmailService.serviceId,
    PUBLIC_EMAILJS_TEMPLATE_ID: testEmailService.templateId,
    PUBLIC_EMAILJS_PUBLIC_KEY: testEmailService.publicKey,
    PUBLIC_EMAILJS_ORIGIN: testEmailService.origin,
    DECAP_LOCAL_BACKEND_URL: `http://localhost:${adminBackendPort}/api/v1`,
  },
  unconfigured: {
    PUBLIC_EMAILJS_SERVICE_ID: '',
    PUBLIC_EMAILJS_TEMPLATE_ID: '',
    PUBLIC_EMAILJS_PUBLIC_KEY: '',
    PUBLIC_EMAILJS_ORIGIN: '',
  },
};

/**
 * The copy of the project the test sites are built in, with the example's content: kept between
 * runs for its image cache (TEST_SITES_DIR, default: in the system's temporary folder, one per
 * checkout).
 */
export const exampleSiteDir =
  process.env.TEST_SITES_DIR ??
  join(tmpdir(), `toiture-test-sites-${createHash('sha256').update(projectRoot).digest('hex').slice(0, 8)}`);
