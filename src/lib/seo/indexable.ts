/**
 * Which built pages search engines should list. The home page's alias paths (`/accueil`, `/galerie`,
 * `/services`…) show the home page and name `/` as canonical, so only `/` is listed; the 404 page,
 * the admin (`/admin`) and the worksites' listing filtered by service or past its first page
 * (`/realisations/service/…`, `/realisations/page/2`: marked noindex) are never listed. Used by the sitemap (astro.config.mjs) and checked against the built pages in tests.
 */
import { sectionForPath } from '../navigation/sections';

/** `pathname` of a page URL, with or without a trailing slash. */
export function isIndexablePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return true;
  if (sectionForPath(path) !== null) return false;
  if (path === '/admin' || path.startsWith('/admin/')) return false;
  if (/^\/realisations\/(?:service|page)\//.test(path)) return false;
  return !/^\/(404|500)(\.html)?$/.test(path);
}
