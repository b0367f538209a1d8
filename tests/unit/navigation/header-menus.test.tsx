// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../src/components/frame/SiteHeader';
import { MENU_KINDS, watchHeaderMenus } from '../../../src/lib/navigation/header-menus';
import { pageFrame } from '../../../src/lib/pages/frame';
import { readExampleContent } from '../../support/example-content';

/**
 * The header is static HTML whose menus are native disclosures (the browser opens and closes them:
 * tests/e2e/navigation.spec.ts, tests/engines/); the page's script only closes them when a visitor
 * leaves them (lib/navigation/header-menus.ts), run here against the header as built.
 */
const content = readExampleContent();
const header = pageFrame(content, 'https://www.toiture.example').header;
const { ui } = content;

function renderHeader(path: string): void {
  document.body.innerHTML = `${renderToStaticMarkup(
    <SiteHeader header={header} currentPath={path} followsHours />,
  )}<main><h1 tabindex="-1">Page</h1><a href="/ailleurs">ailleurs</a></main>`;
}
const menu = (kind: string) => document.querySelector<HTMLDetailsElement>(`details[data-menu="${kind}"]`)!;
const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const openAll = () => {
  for (const kind of Object.values(MENU_KINDS)) menu(kind).open = true;
};
const openKinds = () => Object.values(MENU_KINDS).filter((kind) => menu(kind).open);

beforeAll(() => watchHeaderMenus());

describe('the header as built', () => {
  it('on a service page, the services item is its sub-menu’s button, in the bar and in the phone menu', () => {
    renderHeader('/services/charpente');
    for (const kind of [MENU_KINDS.bar, MENU_KINDS.panel]) {
      const item = menu(kind).closest('li')!;
      expect(item.querySelector(':scope > a')).toBeNull();
      expect(menu(kind).querySelector('summary')?.textContent).toBe(ui.nav.services);
    }
  });

  it('elsewhere, a link to the services and its sub-menu’s button beside it', () => {
    renderHeader('/');
    for (const kind of [MENU_KINDS.bar, MENU_KINDS.panel]) {
      const item = menu(kind).closest('li')!;
      expect(item.querySelector(':scope > a')?.getAttribute('href')).toBe('/services#services');
      expect(menu(kind).querySelector('summary')?.textContent).toBe(ui.header.servicesSubmenu);
    }
  });

  it('each disclosure is followed by what it opens, which its button names, with every service', () => {
    renderHeader('/');
    for (const kind of Object.values(MENU_KINDS)) {
      const controlled = menu(kind).querySelector('summary')?.getAttribute('aria-controls');
      expect(menu(kind).nextElementSibling?.id, kind).toBe(controlled);
    }
    for (const kind of [MENU_KINDS.bar, MENU_KINDS.panel]) {
      expect(menu(kind).nextElementSibling?.querySelectorAll('a')).toHaveLength(content.services.length);
    }
  });
});

describe('the script of the header’s menus', () => {
  beforeEach(() => renderHeader('/'));

  it('a click outside the header closes every menu', () => {
    openAll();
    click(document.querySelector('main h1')!);
    expect(openKinds()).toEqual([]);
  });

  it('a click elsewhere in the header closes the bar’s sub-menu only', () => {
    openAll();
    click(document.querySelector('header > div')!);
    expect(openKinds()).toEqual([MENU_KINDS.phone, MENU_KINDS.panel]);
  });

  it('a click inside a menu keeps it open; a link followed in the header closes them all', () => {
    openAll();
    click(menu(MENU_KINDS.bar).nextElementSibling!);
    expect(openKinds()).toEqual(Object.values(MENU_KINDS));
    click(menu(MENU_KINDS.panel).nextElementSibling!.querySelector('a')!);
    expect(openKinds()).toEqual([]);
  });

  it('Escape closes the innermost menu and gives the focus back to its button when it was inside', () => {
    menu(MENU_KINDS.phone).open = true;
    menu(MENU_KINDS.panel).open = true;
    menu(MENU_KINDS.panel).nextElementSibling!.querySelector('a')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(openKinds()).toEqual([MENU_KINDS.phone]);
    expect(document.activeElement).toBe(menu(MENU_KINDS.panel).querySelector('summary'));
    // The phone menu next; the focus was on nothing (a tap): to its button as well.
    (document.activeElement as HTMLElement).blur();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(openKinds()).toEqual([]);
    expect(document.activeElement).toBe(menu(MENU_KINDS.phone).querySelector('summary'));
    // Nothing open: Escape does nothing.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.activeElement).toBe(menu(MENU_KINDS.phone).querySelector('summary'));
  });

  it('the focus leaving the bar’s services item closes its sub-menu; leaving the header, every menu', () => {
    openAll();
    const subLink = menu(MENU_KINDS.bar).nextElementSibling!.querySelector('a')!;
    subLink.focus();
    menu(MENU_KINDS.phone).querySelector('summary')!.focus();
    expect(openKinds()).toEqual([MENU_KINDS.phone, MENU_KINDS.panel]);
    document.querySelector<HTMLElement>('main a')!.focus();
    expect(openKinds()).toEqual([]);
  });

  it('the phone menu closing closes its services sub-menu', async () => {
    menu(MENU_KINDS.phone).open = true;
    menu(MENU_KINDS.panel).open = true;
    await new Promise((resolve) => setTimeout(resolve));
    menu(MENU_KINDS.phone).open = false;
    await new Promise((resolve) => setTimeout(resolve));
    expect(openKinds()).toEqual([]);
  });
});
