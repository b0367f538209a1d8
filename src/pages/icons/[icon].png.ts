/** `/icons/*.png`: the PNG favicon and the web manifest's icons (see lib/seo/site-icons.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { renderBrandIconPng } from '../../integrations/render-icon';
import { iconsFolder, type PngIcon } from '../../lib/seo/site-icons';

export const getStaticPaths = (() =>
  iconsFolder.map((icon) => ({
    params: { icon: icon.path.replace(/^\/icons\/|\.png$/g, '') },
    props: { icon },
  }))) satisfies GetStaticPaths;

interface Props {
  icon: PngIcon;
}

export const GET: APIRoute<Props> = async ({ props: { icon } }) =>
  new Response(await renderBrandIconPng(icon), { headers: { 'Content-Type': 'image/png' } });
