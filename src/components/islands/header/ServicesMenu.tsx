import type { FocusEvent, MouseEvent, PointerEvent, RefObject } from 'react';
import { cn } from '../../ui/cn';
import { navHref } from '../../../lib/navigation/sections';
import { InterfaceIcon as Icon } from '../../ui/InterfaceIcon';
import { useHeader } from './header-context';
import { barItemClass, panelItemClass } from './item-classes';

/** Where the services item sits: in the desktop bar, or in the phone menu's panel. */
export type ServicesMenuPlace = 'bar' | 'panel';

/** The sub-menu's state and handlers, from the menu holding the item. */
export interface ServicesSubmenu {
  open: boolean;
  onToggle: (event: MouseEvent) => void;
  itemRef: RefObject<HTMLLIElement | null>;
  controlRef: RefObject<HTMLButtonElement | null>;
  /** Desktop bar only: hover, and the focus leaving the item. */
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onBlur?: (event: FocusEvent<HTMLLIElement>) => void;
}

export interface ServicesMenuProps extends ServicesSubmenu {
  place: ServicesMenuPlace;
  /** The item's label; it leads to the services section of the home page. */
  label: string;
}

export const SUBMENU_IDS: Record<ServicesMenuPlace, string> = {
  bar: 'sous-menu-services',
  panel: 'sous-menu-services-mobile',
};

/** The classes of each place: the item's link, the one-button item, the sub-menu's button, the sub-menu, a sub-link. */
const looks = {
  bar: {
    link: cn(barItemClass, 'pr-1'),
    toggleOnly: cn(barItemClass, 'cursor-pointer'),
    control:
      'cursor-pointer rounded-md py-2.5 pr-2 pl-1 text-ink-800 transition-colors hover:bg-paper-100 hover:text-copper-700',
    chevron: 'size-4',
    submenu: 'absolute top-full left-0 w-72 rounded-xl bg-white p-2 shadow-lift ring-1 ring-ink-100 transition',
    subLink: 'block rounded-lg px-3 py-2 text-ink-800 hover:bg-paper-100 hover:text-copper-700',
  },
  panel: {
    link: cn(panelItemClass, 'flex-1'),
    toggleOnly: cn(panelItemClass, 'flex w-full cursor-pointer items-center justify-between'),
    control:
      'flex size-12 cursor-pointer items-center justify-center rounded-lg text-ink-900 ring-1 ring-ink-200 hover:bg-paper-100',
    chevron: 'size-5',
    submenu: 'mb-2 ml-3 border-l-2 border-copper-200 pl-3',
    subLink: 'block rounded-lg px-3 py-2 text-ink-700 hover:bg-paper-100',
  },
} satisfies Record<ServicesMenuPlace, Record<string, string>>;

/** Shown, hidden, and before hydration shown while the item is hovered or holds the focus (CSS only). */
const barSubmenuState = {
  shown: 'visible translate-y-0 opacity-100',
  hidden: 'invisible translate-y-1 opacity-0',
  css: 'invisible translate-y-1 opacity-0 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100',
};

/**
 * The services item and its sub-menu of the service pages, rendered once for both states.
 * Before hydration (and without JavaScript) the item is a plain link: in the bar the sub-menu
 * opens with CSS on hover and focus, in the panel it is listed openly. Once hydrated, a button
 * beside the link (or, on a service page, the item itself) opens and closes it (`aria-expanded`).
 */
export function ServicesMenu({
  place,
  label,
  open,
  onToggle,
  itemRef,
  controlRef,
  onPointerEnter,
  onPointerLeave,
  onBlur,
}: ServicesMenuProps) {
  const { text, serviceLinks, enhanced, servicesToggleOnly, closeAll } = useHeader();
  const look = looks[place];
  const id = SUBMENU_IDS[place];
  const chevron = (
    <Icon
      name="chevron-down"
      className={cn(
        look.chevron,
        'transition-transform',
        enhanced ? open && 'rotate-180' : place === 'bar' && 'group-hover:rotate-180',
      )}
    />
  );
  const disclosure = {
    ref: controlRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': id,
    onClick: onToggle,
  };
  const control =
    enhanced && servicesToggleOnly ? (
      <button {...disclosure} className={look.toggleOnly}>
        {label}
        {chevron}
      </button>
    ) : (
      <>
        <a href={navHref('services')} className={look.link} onClick={closeAll}>
          {label}
        </a>
        {enhanced ? (
          <button {...disclosure} aria-label={text.servicesSubmenu} className={look.control}>
            {chevron}
          </button>
        ) : (
          place === 'bar' && <span className={cn(look.control, 'cursor-auto')}>{chevron}</span>
        )}
      </>
    );
  return (
    <li
      ref={itemRef}
      className={place === 'bar' ? 'group relative flex items-center' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      {place === 'panel' ? <div className="flex items-center gap-2">{control}</div> : control}
      <ul
        id={id}
        hidden={place === 'panel' && enhanced && !open}
        className={cn(look.submenu, place === 'bar' && barSubmenuState[!enhanced ? 'css' : open ? 'shown' : 'hidden'])}
      >
        {serviceLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={look.subLink} onClick={closeAll}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
