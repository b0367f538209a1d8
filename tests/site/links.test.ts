/**
 * Crawl of the built site: every internal reference of every page (links, stylesheets, scripts,
 * images, icons, social-image and canonical URLs, structured-data URLs on the site's origin) leads
 * to a file of dist/, and every `#anchor` to an element of the target page.
 */
import { describe, expect, it } from 'vitest';
import { fileForPath, origin, page, pages, type BuiltPage } from './built-site';

interface Reference {
  from: string;
  what: string;
  url: string;
}

/** Strings of a JSON-LD value that are URLs on the site's origin (`@id` names a node, it is no link). */
function urlsInJson(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(origin) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsInJson);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => (key === '@id' ? [] : urlsInJson(v)));
  }
  return [];
}

function referencesOf({ path, document }: BuiltPage): Reference[] {
  const refs: Reference[] = [];
  const add = (what: string, url: string | null | undefined) => {
    if (url !== null && url !== undefined) refs.push({ from: path, what, url });
  };
  for (const [selector, attribute] of [
    ['a[href]', 'href'],
    ['area[href]', 'href'],
    ['link[href]', 'href'],
    ['script[src]', 'src'],
    ['img[src]', 'src'],
    ['source[src]', 'src'],
    ['iframe[src]', 'src'],
    ['video[poster]', 'poster'],
    ['form[action]', 'action'],
    ['use[href]', 'href'],
  ] as const) {
    for (const element of document.querySelectorAll(selector)) add(`<${selector}>`, element.getAttribute(attribute));
  }
  for (const element of document.querySelectorAll('img[srcset], source[srcset]')) {
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
      add(`<${element.tagName.toLowerCase()} srcset>`, candidate.trim().split(/\s+/)[0]);
    }
  }
  for (const element of document.querySelectorAll('meta[content]')) {
    const content = element.getAttribute('content') ?? '';
    if (content.startsWith(origin))
      add(`<meta ${element.getAttribute('property') ?? element.getAttribute('name')}>`, content);
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    for (const url of urlsInJson(JSON.parse(script.textContent ?? ''))) add('JSON-LD', url);
  }
  return refs;
}

const ids = new Map<string, Set<string>>();
function idsOf(path: string): Set<string> {
  let set = ids.get(path);
  if (!set) {
    const { document } = page(path);
    set = new Set([
      ...[...document.querySelectorAll('[id]')].map((e) => e.id),
      ...[...document.querySelectorAll('a[name]')].map((e) => e.getAttribute('name') ?? ''),
    ]);
    ids.set(path, set);
  }
  return set;
}

/** Why a reference is broken, or null when it resolves. External references are not followed. */
function problemWith({ from, url }: Reference): string | null {
  if (url.trim() === '') return 'adresse vide';
  if (url === '#') return 'lien « # » qui ne mène nulle part';
  const resolved = new URL(url, new URL(from, origin));
  if (resolved.origin !== origin || !/^https?:$/.test(resolved.protocol)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(resolved.pathname);
  } catch {
    return 'chemin mal encodé';
  }
  const file = fileForPath(pathname);
  if (!file) return `aucun fichier pour ${pathname}`;
  if (resolved.hash.length > 1) {
    const target = pages.find((p) => p.file === file);
    if (!target) return `ancre ${resolved.hash} vers un fichier qui n’est pas une page`;
    const id = decodeURIComponent(resolved.hash.slice(1));
    if (!idsOf(target.path).has(id)) return `pas d’élément id="${id}" sur ${target.path}`;
  }
  return null;
}

describe('internal links and anchors of the built site', () => {
  it('crawls every page of dist/, the 404 page included', () => {
    expect(pages.map((p) => p.path)).toContain('/404');
    expect(pages.length).toBeGreaterThanOrEqual(19);
  });

  for (const builtPage of pages) {
    it(`${builtPage.path}: every internal reference and anchor resolves`, () => {
      const refs = referencesOf(builtPage);
      expect(refs.length).toBeGreaterThan(0);
      const broken = refs.flatMap((ref) => {
        const problem = problemWith(ref);
        return problem ? [`${ref.what} ${ref.url} → ${problem}`] : [];
      });
      expect(broken).toEqual([]);
    });
  }

  it('follows the anchors the pages really use (skip link, footer, legal tables of contents)', () => {
    const anchors = pages.flatMap((p) =>
      referencesOf(p).filter((r) => new URL(r.url, new URL(p.path, origin)).hash.length > 1),
    );
    // The skip link is on every page; the legal pages link their own sections.
    expect(anchors.length).toBeGreaterThan(pages.length);
    expect(anchors.some((a) => a.from === '/mentions-legales' && a.url.startsWith('#') && a.url !== '#contenu')).toBe(
      true,
    );
  });

  it('reports a missing file, a missing anchor and a dead « # » (the checker itself works)', () => {
    expect(problemWith({ from: '/', what: 'a', url: '/services/chaume' })).toMatch(/aucun fichier/);
    expect(problemWith({ from: '/', what: 'a', url: '/mentions-legales#nulle-part' })).toMatch(/pas d’élément/);
    expect(problemWith({ from: '/', what: 'a', url: '#' })).toMatch(/nulle part/);
    expect(problemWith({ from: '/', what: 'a', url: '/mentions-legales#éditeur-du-site' })).toBeNull();
    expect(problemWith({ from: '/', what: 'a', url: 'https://www.facebook.com/x' })).toBeNull();
    expect(problemWith({ from: '/', what: 'a', url: 'tel:+3271123456' })).toBeNull();
  });
});
