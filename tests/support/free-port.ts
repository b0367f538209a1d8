import { createServer, type AddressInfo } from 'node:net';

/**
 * A port nothing listens on now, picked by the system: for a server only one test talks to, so
 * that it never collides with the servers the whole run shares (nginx on NGINX_PORT among them).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
