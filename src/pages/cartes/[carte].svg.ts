/**
 * `/cartes/carte-zone.svg` and `/cartes/carte-rapide.svg`: the zone section's two maps, as files of
 * their own, drawn at build time from the identity and the zone's content.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZoneMapSvg } from '../../components/sections/ZoneMapSvg';
import { loadContent } from '../../integrations/content';
import { zoneMapColours, zoneMapsOf } from '../../integrations/zone-maps';

export const getStaticPaths = (() => [
  { params: { carte: 'carte-zone' } },
  { params: { carte: 'carte-rapide' } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const maps = zoneMapsOf(await loadContent());
  const map = [maps.overview, maps.nearby].find((candidate) => candidate.id === params.carte);
  if (!map) throw new Error(`Carte inconnue : ${params.carte}`);
  const svg = renderToStaticMarkup(createElement(ZoneMapSvg, { map, colours: zoneMapColours() }));
  return new Response(`<?xml version="1.0" encoding="utf-8"?>\n${svg}`, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
};
