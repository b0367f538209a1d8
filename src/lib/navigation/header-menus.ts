/**
 * The header's menus are native disclosures (`<details>`, components/frame/header/): they open and
 * close without any script. This adds, from the page's <head> on (src/inline-scripts/header-menus.ts),
 * what only a script can do, listening on the document so that it needs nothing of the page yet:
 * - a click outside a menu's part of the page closes it: outside its item for the desktop bar's
 *   services sub-menu (a click elsewhere in the header closes it alone), outside the header for the
 *   phone menu and its services sub-menu; a link followed in the header closes every menu;
 * - Escape closes the innermost open menu, and gives the focus back to its button if it was inside
 *   (or nowhere, for the phone menu: a tap does not focus a button in every engine);
 * - the focus leaving the header closes every menu, leaving the bar's services item its sub-menu;
 * - the phone menu opening or closing closes its services sub-menu;
 * - the desktop bar's sub-menu, closed by the visitor (its button, Escape) with the mouse over its
 *   item, stays closed until the mouse leaves the item (`data-dismissed`, global.css).
 */

/** The `data-menu` of each of the header's disclosures. */
export const MENU_KINDS = { phone: 'telephone', bar: 'services-barre', panel: 'services-menu' } as const;

const MENUS = 'header details[data-menu]';

const kindOf = (menu: HTMLDetailsElement) => menu.dataset['menu'];

/** On the bar's services item: its sub-menu was closed under the mouse, which has not left yet. */
const DISMISSED = 'data-dismissed';

/** The open menus, innermost first: the sub-menus, then the phone menu. */
function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(MENUS)]
    .filter((menu) => menu.open)
    .toSorted((a, b) => Number(kindOf(a) === MENU_KINDS.phone) - Number(kindOf(b) === MENU_KINDS.phone));
}

/** Where a menu's own part of the page ends: its item for the bar's sub-menu, else the header. */
function regionOf(menu: HTMLDetailsElement): Element | null {
  return kindOf(menu) === MENU_KINDS.bar ? menu.parentElement : menu.closest('header');
}

/** Closes every menu of the header (a link followed, a section reached on the home page). */
export function closeHeaderMenus(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(MENUS)) menu.open = false;
}

export function watchHeaderMenus(): void {
  document.addEventListener('click', (event) => {
    // The path as dispatched: the clicked node may already be gone (an icon swapped on toggle).
    const path = event.composedPath();
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const followedInHeader = !!link?.closest('header');
    for (const menu of openMenus()) {
      const region = regionOf(menu);
      if (followedInHeader || !region || !path.includes(region)) menu.open = false;
    }
  });
  document.addEventListener('keydown', (event) => {
    const [innermost] = openMenus();
    if (event.key !== 'Escape' || !innermost) return;
    const focused = document.activeElement;
    const refocus =
      !!regionOf(innermost)?.contains(focused) || (kindOf(innermost) === MENU_KINDS.phone && focused === document.body);
    innermost.open = false;
    if (refocus) innermost.querySelector('summary')?.focus();
  });
  document.addEventListener('pointerout', (event) => {
    const item = event.target instanceof Element ? event.target.closest(`[${DISMISSED}]`) : null;
    if (item && !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) {
      item.removeAttribute(DISMISSED);
    }
  });
  document.addEventListener('focusout', (event) => {
    // Not to nowhere: a click on the page's background takes the focus to no element.
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !(event.target instanceof Node)) return;
    for (const menu of openMenus()) {
      const region = regionOf(menu);
      if (region?.contains(event.target) && !region.contains(next)) menu.open = false;
    }
  });
  // `toggle` does not bubble: heard on its way down.
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement)) return;
      const item = menu.parentElement;
      if (kindOf(menu) === MENU_KINDS.bar && !menu.open && item?.matches(':hover')) item.setAttribute(DISMISSED, '');
      if (kindOf(menu) !== MENU_KINDS.phone) return;
      for (const sub of document.querySelectorAll<HTMLDetailsElement>(`${MENUS}[data-menu="${MENU_KINDS.panel}"]`)) {
        sub.open = false;
      }
    },
    true,
  );
}
