/** `/favicon.svg`: the mark, for browsers that take SVG favicons (see lib/seo/site-icons.ts). */
import type { APIRoute } from 'astro';
import { brandColors } from '../integrations/palette';
import { brandIconSvg } from '../lib/media/brand-icon';

export const GET: APIRoute = () =>
  new Response(brandIconSvg({ size: 32, shape: 'rounded' }, brandColors()), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
