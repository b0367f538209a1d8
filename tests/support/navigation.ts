import { expect, type Page } from '@playwright/test';
import { readExampleContent } from './example-content';
import { scrollSettled } from './page-probes.mjs';
import { siteRoutes, testedDist } from './site-routes';

/** A section reached from the menu lands this far below the top of the viewport (the fixed header). */
export const HEADER_OFFSET = 80;

const { ui } = readExampleContent();

/** The header's items, in their order, with their paths; their labels are the example's. */
export const headerItems = (
  [
    { section: 'accueil', path: '/accueil', address: '/' },
    { section: 'services', path: '/services', address: '/services' },
    { section: 'apropos', path: '/apropos', address: '/apropos' },
    { section: 'galerie', path: '/galerie', address: '/galerie' },
    { section: 'zone', path: '/zone', address: '/zone' },
    { section: 'communes-proches', path: '/communes-proches', address: '/communes-proches' },
    { section: 'contact', path: '/contact', address: '/contact' },
  ] as const
).map((item) => ({ ...item, label: ui.nav[item.section] }));

export type HeaderItem = (typeof headerItems)[number];

/** The service pages the sub-menu links to: every one the sitemap lists. */
export const serviceSubPages = siteRoutes(testedDist).servicePages.map((service) => service.path);

/**
 * Waits until the home page has read its sections' heads (after its load: lib/navigation/home-sections.ts),
 * from which the title and description follow the reading. Its in-page navigation needs no wait.
 */
export async function waitForSectionHeads(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/sections-accueil.json')),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Puts the mouse over the middle of the window, below the header, before a page opens. Chromium's
 * headless shell places a pointer that never moved over a document at its top left corner, on the
 * header: a page opening under it would take that for the visitor reaching for the header and
 * hydrate it. The move needs a document to happen in: an empty one, which the page then replaces.
 */
export async function pointerAwayFromHeader(page: Page): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setContent('');
  await page.mouse.move(width / 2, height * 0.75);
}

/** Resolves once the page has not scrolled for several frames in a row (smooth scrolling is over). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(scrollSettled);
}

/** Distance between the top of the viewport and the top of a section. */
export function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
}

/**
 * How far (px) the section's top is from 80 px below the top of the viewport, measured just
 * after a frame was rendered, i.e. as the visitor saw it (layout changes between two frames,
 * such as a font arriving, are corrected before the next paint).
 */
export function offsetOnFrame(page: Page, id: string): Promise<number> {
  return page.evaluate(
    ({ sectionId, offset }) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve(Math.abs(document.getElementById(sectionId)!.getBoundingClientRect().top - offset))),
        ),
      ),
    { sectionId: id, offset: HEADER_OFFSET },
  );
}

/** The section's top is 80 px (±2) below the top of the viewport once scrolling has settled. */
export async function expectSectionBelowHeader(page: Page, id: string): Promise<void> {
  await waitForScrollToSettle(page);
  const top = await sectionTop(page, id);
  expect(Math.abs(top - HEADER_OFFSET), `#${id} top is ${top}px, expected ${HEADER_OFFSET}±2`).toBeLessThanOrEqual(2);
}

export function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length);
}

export function pathname(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname);
}
