/**
 * `/admin/` and `/admin` both open the admin on the development server (`npm run admin`), as they
 * do on every static host. The site's own addresses have no final slash, which the development
 * server enforces with a 404 ahead of every other handler: this redirect goes before it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';

function redirectAdmin(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const [path, query] = (request.url ?? '').split('?');
  if (path !== '/admin/') return next();
  response.statusCode = 308;
  response.setHeader('Location', `/admin${query ? `?${query}` : ''}`);
  response.end();
}

export function adminAddress(): AstroIntegration {
  return {
    name: 'adresse-administration',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'adresse-administration',
                enforce: 'post',
                // Run once Astro has put its own handlers first, so as to go before them.
                configureServer: (server) => () => {
                  server.middlewares.stack.unshift({ route: '', handle: redirectAdmin as never });
                },
              },
            ],
          },
        });
      },
    },
  };
}
