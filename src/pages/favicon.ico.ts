/** `/favicon.ico`: what browsers and crawlers request when nothing says otherwise (a 32 px PNG inside). */
import type { APIRoute } from 'astro';
import { pngToIco } from '../lib/media/brand-icon';
import { renderBrandIconPng } from '../integrations/render-icon';
import { faviconPng } from '../lib/seo/site-icons';

export const GET: APIRoute = async () =>
  new Response(new Uint8Array(pngToIco(await renderBrandIconPng(faviconPng), faviconPng.size)), {
    headers: { 'Content-Type': 'image/x-icon' },
  });
