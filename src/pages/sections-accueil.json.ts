/**
 * The home sections' head metadata (title, description, keywords), read by the header island for
 * the scroll-driven metadata: a small cached file rather than a part of every home page.
 */
import type { APIRoute } from 'astro';
import { loadContent } from '../integrations/content';
import { sectionHeadsOf } from '../lib/navigation/sections';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(sectionHeadsOf((await loadContent()).sections)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
