/**
 * `/site.webmanifest`: name, colours and icons of the site for browsers and home screens.
 * Compact JSON: browsers fetch it while the first page loads.
 */
import type { APIRoute } from 'astro';
import { buildWebManifest } from '../lib/site-icons';
import { site } from '../site';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify(
      buildWebManifest({
        name: site.name,
        description: site.tagline,
        themeColor: site.themeColor,
        backgroundColor: '#fbf9f6', // paper-50, the page background (styles/global.css)
      }),
    ),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
