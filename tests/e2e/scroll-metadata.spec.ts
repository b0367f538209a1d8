import { expect, test, type Page } from '@playwright/test';
import { readExampleContent } from '../support/example-content';
import { historyLength, pathname, waitForSectionHeads } from '../support/navigation';

/**
 * Scroll-driven metadata, for all seven sections. The expected titles, descriptions and keywords are the sections'
 * own content entries; the addresses are the sections' paths.
 */
const { sections } = readExampleContent();

const addresses: Record<string, string> = {
  accueil: '/',
  services: '/services',
  apropos: '/apropos',
  galerie: '/galerie',
  zone: '/zone',
  'communes-proches': '/communes-proches',
  contact: '/contact',
};

function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content'),
    pathname: window.location.pathname,
  }));
}

/** Scrolls by small steps, like a visitor, until the section's top is just above the middle of the viewport. */
async function scrollUntilSectionCrossesMiddle(page: Page, id: string): Promise<void> {
  await page.evaluate(async (sectionId) => {
    const section = document.getElementById(sectionId)!;
    const goal = () => section.getBoundingClientRect().top - window.innerHeight / 2 + 40;
    for (let step = 0; step < 400 && Math.abs(goal()) > 1; step++) {
      const delta = Math.max(-250, Math.min(250, goal()));
      window.scrollBy({ top: delta, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, id);
}

test.describe('scroll-driven metadata on the home page', () => {
  test('the seven sections have distinct titles, descriptions and keywords', () => {
    expect(sections.map((s) => s.id)).toEqual(Object.keys(addresses));
    expect(new Set(sections.map((s) => s.title)).size).toBe(7);
    expect(new Set(sections.map((s) => s.description)).size).toBe(7);
    expect(new Set(sections.map((s) => s.keywords.join(', '))).size).toBe(7);
  });

  test('the section crossing the middle gives its title, description, keywords and address, without history entries', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await waitForSectionHeads(page);
    const length = await historyLength(page);
    // Down the page, then back up.
    const order = [...sections, ...[...sections].reverse().slice(1)];
    for (const section of order) {
      await scrollUntilSectionCrossesMiddle(page, section.id);
      await expect
        .poll(() => head(page), { message: `head while #${section.id} crosses the middle` })
        .toEqual({
          title: section.title,
          description: section.description,
          keywords: section.keywords.join(', '),
          pathname: addresses[section.id],
        });
    }
    expect(await historyLength(page)).toBe(length);
  });

  test('on leaving the page the default head and the address / come back', async ({ page }) => {
    await page.goto('/');
    await waitForSectionHeads(page);
    const home = sections[0]!;
    await scrollUntilSectionCrossesMiddle(page, 'galerie');
    await expect.poll(() => pathname(page)).toBe('/galerie');
    // Record what the page looks like at the very end, once its own pagehide handler has run.
    await page.evaluate(() => {
      window.addEventListener('pagehide', () => {
        sessionStorage.setItem(
          'left-with',
          JSON.stringify({
            title: document.title,
            description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
            keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content'),
            pathname: window.location.pathname,
          }),
        );
      });
    });
    // Leave from where the visitor is (a click would first scroll its link into view).
    await page.evaluate(() => window.location.assign('/services/charpente'));
    await expect(page).toHaveURL(/\/services\/charpente$/);
    const leftWith = JSON.parse((await page.evaluate(() => sessionStorage.getItem('left-with'))) ?? 'null');
    expect(leftWith).toEqual({
      title: home.title,
      description: home.description,
      keywords: home.keywords.join(', '),
      pathname: '/',
    });

    // Coming back, the address and head follow the section in view again.
    await page.goBack();
    await waitForSectionHeads(page);
    await expect.poll(() => head(page).then((h) => h.pathname)).toBe('/galerie');
  });
});
