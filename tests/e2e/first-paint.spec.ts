import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { pointerAwayFromHeader } from '../support/navigation';

/**
 * What the first paint shows stays where it is when the rest of the page arrives. A phone on a slow
 * link, or a busy one, renders a frame whenever its parser pauses: here the page's HTML is held
 * back for a while in the middle of the header (between the call buttons and the menu button, the
 * last thing the header lays out beside them), as a packet boundary on a slow connection would.
 */
const PAUSE_MS = 1500;

/** Serves the site through a proxy that sends a page's HTML in two parts, `PAUSE_MS` apart, cut before `cutBefore`. */
async function startCuttingProxy(siteOrigin: string, cutBefore: string): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', siteOrigin), { headers: { accept: '*/*' } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const cut = upstream.headers.get('content-type')?.startsWith('text/html') ? body.indexOf(cutBefore) : -1;
    if (cut < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test.describe('the first paint', { tag: '@phone' }, () => {
  test('a page whose HTML pauses inside the header paints the header whole: nothing in it moves afterwards', async ({
    page,
    baseURL,
  }) => {
    // The menu button: after the link home and the call buttons in the header's HTML.
    const { origin, server } = await startCuttingProxy(baseURL!, '<div class="xl:hidden"><details');
    try {
      // Where the header's parts are in each frame the page renders (a frame's callbacks run as it starts).
      await page.addInitScript(() => {
        const layouts: string[] = [];
        (window as unknown as { layouts: string[] }).layouts = layouts;
        const record = () => {
          const parts = [
            document.querySelector('header a[href="/"]'),
            document.querySelector('header .container-page > :last-child'),
          ].filter((part) => part !== null);
          const layout = parts.map((part) => JSON.stringify(part.getBoundingClientRect())).join(' ');
          if (layout && layout !== layouts.at(-1)) layouts.push(layout);
          if (performance.now() < 4000) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await pointerAwayFromHeader(page);
      await page.goto(`${origin}/services/charpente`, { waitUntil: 'load' });
      await page.waitForFunction(() => performance.now() > 4000, undefined, { timeout: 10_000 });
      const layouts = await page.evaluate(() => (window as unknown as { layouts: string[] }).layouts);
      // One layout of the header in every frame, from its first one: the link home, and the buttons beside it.
      expect(layouts).toHaveLength(1);
      expect(layouts[0]!.split(' ')).toHaveLength(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
