import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules, as the issue asks. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until every section of the page has been laid out: the home page lays out the sections
 * below the hero after its first paint (src/lib/progressive-render.ts); until then axe cannot
 * see their colours and boxes. Other pages have nothing to wait for.
 */
export async function waitForFullLayout(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-render-later]'), undefined, { timeout: 10_000 });
}

/**
 * axe's WCAG 2.2 AA violations on the page (or within `include` selectors), one line each:
 * `rule: target | target`, so that a failing test says what and where.
 */
export async function axeViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  await waitForFullLayout(page);
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const results = await builder.withTags(WCAG_AA).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
