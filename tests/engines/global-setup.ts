import { startServer } from '../../tools/serve.mjs';
import { startStandIn } from '../support/emailjs-stand-in.mjs';
import { configuredDist, e2ePort, standInPort } from '../../tools/test-sites.mjs';

/**
 * Serves dist-e2e/ (its form sends to the stand-in of the e-mail API, through the real
 * `@emailjs/browser`) and starts that stand-in, on the ports the build was made for.
 * DIST_DIR serves another build (e.g. one made from older code, to compare).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const site = await startServer({ distDir: process.env.DIST_DIR ?? configuredDist, port: e2ePort, host: '127.0.0.1' });
  const standIn = await startStandIn({ port: standInPort, host: '127.0.0.1' });
  return async () => {
    await standIn.close();
    if ('closeAllConnections' in site) site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  };
}
