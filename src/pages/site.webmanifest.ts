/**
 * `/site.webmanifest`: name, colours and icons of the site for browsers and home screens.
 * Compact JSON: browsers fetch it while the first page loads.
 */
import type { APIRoute } from 'astro';
import { loadContent } from '../integrations/content';
import { pageBackground, themeColour } from '../integrations/palette';
import { buildWebManifest } from '../lib/seo/site-icons';

export const GET: APIRoute = async () => {
  const { identity: site } = await loadContent();
  return new Response(
    JSON.stringify(
      buildWebManifest({
        name: site.name,
        description: site.tagline,
        themeColor: themeColour(),
        backgroundColor: pageBackground(),
      }),
    ),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
};
