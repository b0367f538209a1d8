/** `/apple-touch-icon.png`: the home-screen icon of iOS (see lib/seo/site-icons.ts). */
import type { APIRoute } from 'astro';
import { renderBrandIconPng } from '../integrations/render-icon';
import { appleTouchIcon } from '../lib/seo/site-icons';

export const GET: APIRoute = async () =>
  new Response(await renderBrandIconPng(appleTouchIcon), { headers: { 'Content-Type': 'image/png' } });
