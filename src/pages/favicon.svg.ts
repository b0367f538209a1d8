/** `/favicon.svg`: the mark, for browsers that take SVG favicons (see lib/site-icons.ts). */
import type { APIRoute } from 'astro';
import { brandIconSvg } from '../lib/brand-icon';

export const GET: APIRoute = () =>
  new Response(brandIconSvg({ size: 32, shape: 'rounded' }), { headers: { 'Content-Type': 'image/svg+xml' } });
