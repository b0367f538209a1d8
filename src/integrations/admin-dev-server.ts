/**
 * The admin on the development server (`npm run admin`), as a static host serves it:
 * - `/admin/` and `/admin` both open it. The site's own addresses have no final slash, which the
 *   development server enforces with a 404 ahead of every other handler: this redirect goes before it.
 * - Decap CMS's libraries run as they do in the build. Some of them are written for Node.js and read
 *   its `global` as soon as they load (@iarna/toml's dates, lodash); Decap sets `window.global` in its
 *   own entry module, which the build runs first. The development server bundles Decap's packages
 *   into shared chunks that run before that entry, and the admin stopped on « global is not defined »,
 *   a blank page: in those chunks `global` is the browser's `globalThis`, as Node.js's is its own.
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

/** What the development server's bundling of the dependencies replaces (the site's own code has no `global`). */
const nodeGlobals = { global: 'globalThis' } as const;

export function adminDevServer(): AstroIntegration {
  return {
    name: 'administration-developpement',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({
          vite: {
            optimizeDeps: { rolldownOptions: { transform: { define: nodeGlobals } } },
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
