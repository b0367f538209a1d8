import { expect, type Page } from '@playwright/test';

/** A section reached from the menu lands this far below the top of the viewport (the fixed header). */
export const HEADER_OFFSET = 80;

/** The header's items, in their order, with their paths. */
export const headerItems = [
  { label: 'Accueil', path: '/accueil', section: 'accueil', address: '/' },
  { label: 'Nos Services', path: '/services', section: 'services', address: '/services' },
  { label: 'À Propos', path: '/apropos', section: 'apropos', address: '/apropos' },
  { label: 'Galerie', path: '/galerie', section: 'galerie', address: '/galerie' },
  { label: 'Zone d’intervention', path: '/zone', section: 'zone', address: '/zone' },
  { label: 'Communes Proches', path: '/communes-proches', section: 'communes-proches', address: '/communes-proches' },
  { label: 'Contact', path: '/contact', section: 'contact', address: '/contact' },
] as const;

export type HeaderItem = (typeof headerItems)[number];

export const serviceSubPages = [
  '/services/charpente',
  '/services/couverture-ardoise',
  '/services/couverture-tuile',
  '/services/couverture-zinc',
  '/services/isolation',
  '/services/bardage',
  '/services/maison-ossature-bois',
];

/**
 * Waits until the header island has hydrated: its `astro-island` lost the `ssr` attribute, and
 * React has committed its first client render (the attribute goes as hydration starts), where
 * the menus are disclosure buttons.
 */
export async function waitForHeader(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const island = document.querySelector('astro-island:has(> header)');
      return !!island && !island.hasAttribute('ssr') && !!island.querySelector('button[aria-controls]');
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** Waits for an island identified by its component export name to hydrate. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (component) => {
      const island = document.querySelector(`astro-island[component-export="${component}"]`);
      return !!island && !island.hasAttribute('ssr');
    },
    name,
    { timeout: 10_000 },
  );
}

/** Resolves once the page has not scrolled for several frames in a row (smooth scrolling is over). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
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
