import { describe, expect, it } from 'vitest';
import { pages } from './built-site';

/**
 * A screen reader lists a page's landmarks by role and name: two of the same role and name cannot
 * be told apart (WCAG 1.3.1, axe's `landmark-unique`). Read from the built HTML, so that a name taken
 * from the content (a service's title, a section's heading) is checked on every page, whatever axe's
 * run in the browser happens to see.
 */
const landmarkSelector = 'main, nav, aside, section[aria-label], section[aria-labelledby], form[aria-label]';
const roles: Record<string, string> = { MAIN: 'main', NAV: 'navigation', ASIDE: 'complementary', SECTION: 'region' };

function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const name = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (element.getAttribute('aria-label') ?? '');
  return name.replace(/\s+/g, ' ').trim();
}

describe('landmarks', () => {
  for (const { path, document } of pages) {
    it(`${path}: no two landmarks share a role and a name`, () => {
      const seen = [...document.querySelectorAll(landmarkSelector)].map(
        (element) => `${roles[element.tagName] ?? 'form'} « ${accessibleName(element)} »`,
      );
      const repeated = seen.filter((landmark, index) => seen.indexOf(landmark) !== index);
      expect(repeated).toEqual([]);
    });
  }
});
