import { describe, expect, it } from 'vitest';
import { nextPagePlan, SPECULATION_RULES_ID, speculationRules } from '../../src/lib/navigation/next-page';
import { homePagePaths, sectionForPath } from '../../src/lib/navigation/sections';
import { pages } from './built-site';

/**
 * What a browser on a slow link reads first in every built page: the policy, then the page's
 * largest picture and its stylesheet asked for before any script runs, and nothing that stops the parser before the
 * picture (an inline script below a stylesheet waits for it). Chromium's preload scanner stops at
 * a policy delivered by <meta>, so the parser itself must reach the picture at once.
 */
const runsInPlace = (element: Element) =>
  element.tagName === 'SCRIPT' &&
  !element.hasAttribute('src') &&
  ['', 'text/javascript'].includes((element as HTMLScriptElement).type);

/** A home path that opens at a section further down (`/zone`), not on the hero. */
const opensBelowTop = (path: string) => homePagePaths.includes(path) && sectionForPath(path) !== 'accueil';

/**
 * The pages whose largest picture, on their first screen, is a photo or illustration: the home
 * page where it opens on its hero, and the service pages (the worksites' pages open on their title
 * and summary, their photos below; the reviews, the aid and the storm pages open on text).
 */
const withHero = (path: string) =>
  !/^\/(404|mentions-legales|conditions-generales|politique-de-confidentialite|avis|aides-et-tva|urgence-toiture|realisations(\/.*)?)$/.test(
    path,
  ) && !opensBelowTop(path);

describe('the first bytes of every built page', () => {
  for (const { path, document } of pages) {
    it(`${path}: policy first, the largest picture and the stylesheet hinted, no inline script before <main>`, () => {
      const head = [...document.head.children];
      const names = head
        .slice(0, 3)
        .map((e) => e.getAttribute('charset') ?? e.getAttribute('name') ?? e.getAttribute('http-equiv'));
      expect(names).toEqual(['utf-8', 'viewport', 'content-security-policy']);

      const stylesheet = head.findIndex((e) => e.matches('link[rel="stylesheet"]'));
      expect(stylesheet, 'a stylesheet').toBeGreaterThan(2);
      // The stylesheet is asked for before any script runs: its hint, right after the picture's.
      const styleHint = head.findIndex(
        (e) =>
          e.matches('link[rel="preload"][as="style"]') &&
          e.getAttribute('href') === head[stylesheet]!.getAttribute('href'),
      );
      expect(styleHint).toBe(withHero(path) ? 4 : 3);
      // Every script that runs in place comes before the stylesheet, which it would otherwise wait for.
      const blocking = [...document.querySelectorAll('script')].filter(runsInPlace);
      const main = document.querySelector('main')!;
      for (const script of blocking) {
        const inHeadBeforeStyles = script.parentElement === document.head && head.indexOf(script) < stylesheet;
        const afterMainStarts = Boolean(main.compareDocumentPosition(script) & (4 | 16) /* following, contained */);
        expect(inHeadBeforeStyles || afterMainStarts, script.textContent?.slice(0, 60)).toBe(true);
      }

      const largest = [...document.querySelectorAll('img[fetchpriority="high"]')];
      const hints = head.filter((e) => e.matches('link[rel="preload"][as="image"]'));
      if (!withHero(path)) {
        expect(largest).toEqual([]);
        expect(hints).toEqual([]);
        return;
      }
      expect(largest).toHaveLength(1);
      expect(hints).toHaveLength(1);
      const [image] = largest as [HTMLImageElement];
      const [hint] = hints as [HTMLLinkElement];
      expect(head.indexOf(hint)).toBe(3);
      expect(hint.getAttribute('fetchpriority')).toBe('high');
      // The file the browser will pick: the <picture>'s first source, else the image.
      const source = image.closest('picture')?.querySelector('source[srcset]');
      if (source) {
        expect(hint.getAttribute('imagesrcset')).toBe(source.getAttribute('srcset'));
        expect(hint.getAttribute('imagesizes')).toBe(source.getAttribute('sizes'));
        expect(hint.getAttribute('type')).toBe(source.getAttribute('type'));
      } else {
        expect(hint.getAttribute('href')).toBe(image.getAttribute('src'));
        expect(hint.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
      }
      // The picture is above the fold: its section is the first thing in <main>.
      expect(main.firstElementChild?.contains(image)).toBe(true);
    });
  }
});

describe('a home path that opens at a section further down', () => {
  for (const { path, document } of pages.filter((page) => homePagePaths.includes(page.path))) {
    const opensAtTop = !opensBelowTop(path);
    it(`${path}: ${opensAtTop ? 'painted as it comes' : 'not painted before its section is in place; the hero picture waits'}`, () => {
      const expected = [...document.head.querySelectorAll('link[rel="expect"]')];
      const heroPicture = document.querySelector('#accueil img')!;
      if (opensAtTop) {
        // Held only until <main> starts: the header whole, then painted as it comes.
        expect(expected.map((link) => [link.getAttribute('href'), link.getAttribute('blocking')])).toEqual([
          [`#${document.querySelector('main')!.id}`, 'render'],
        ]);
        expect(document.querySelector('main')!.id).not.toBe('');
        expect(heroPicture.getAttribute('fetchpriority')).toBe('high');
        return;
      }
      // The visitor lands lower down: the hero's picture is loaded only if they scroll up to it.
      expect(heroPicture.getAttribute('loading')).toBe('lazy');
      expect(heroPicture.getAttribute('fetchpriority')).not.toBe('high');
      expect(expected).toHaveLength(1);
      const [link] = expected as [HTMLLinkElement];
      expect(link.getAttribute('blocking')).toBe('render');
      // Chromium paints once the named element starts: it must come after the last script of <main>.
      const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
      const placing = [...document.querySelectorAll('main script')].filter(runsInPlace).at(-1)!;
      expect(target, 'the element named by the hint').not.toBeNull();
      expect(placing.compareDocumentPosition(target!) & 4 /* following */).toBeTruthy();
      expect(placing.contains(target!) || target!.contains(placing)).toBe(false);
    });
  }
});

describe('the likely next page, loaded ahead', () => {
  const policyOf = (document: Document) =>
    document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
  const sha256 = async (text: string) =>
    `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`;

  for (const { path, document } of pages) {
    it(`${path}: its Speculation Rules wait in the page as data, allowed by their hash`, async () => {
      const held = document.getElementById(SPECULATION_RULES_ID);
      expect(held?.matches('script[type="application/json"]')).toBe(true);
      const plan = nextPagePlan(path, { homePaths: homePagePaths, quotePath: '/contact' });
      expect(held?.textContent).toBe(speculationRules(plan));
      expect(policyOf(document)).toContain(await sha256(speculationRules(plan)));
      // Not the keyword that would let any inline rules in.
      expect(policyOf(document)).not.toContain('inline-speculation-rules');
      // Nothing is loaded ahead by the HTML itself.
      expect(
        document.querySelectorAll('script[type="speculationrules"], link[rel="prefetch"], link[rel="prerender"]'),
      ).toHaveLength(0);
    });
  }
});
