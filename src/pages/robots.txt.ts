/** `/robots.txt`: every page may be crawled; the sitemap lists the canonical ones. */
import type { APIRoute } from 'astro';
import { loadContent } from '../integrations/content';

export const GET: APIRoute = async ({ site: origin }) => {
  const sitemap = new URL('/sitemap-index.xml', origin ?? (await loadContent()).identity.url).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
