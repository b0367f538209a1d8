import { useCallback, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { ServicesSubmenu } from './ServicesMenu';
import { leavesElement } from './use-dismiss';

/** Lets the pointer cross the small gap between the item and its sub-menu. */
export const HOVER_CLOSE_DELAY_MS = 120;
/**
 * A click this soon after the hover opened the sub-menu is the same gesture (moving onto the
 * item to click it): it keeps the sub-menu open instead of closing it at once.
 */
export const HOVER_CLICK_GRACE_MS = 500;

/** A services sub-menu with what the header needs to close it. */
export interface Submenu extends ServicesSubmenu {
  close: () => void;
}

function useSubmenuRefs() {
  return { itemRef: useRef<HTMLLIElement>(null), controlRef: useRef<HTMLButtonElement>(null) };
}

/** The phone menu's services sub-menu: its button opens and closes it. */
export function useToggleSubmenu(): Submenu {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return { open, close, onToggle: () => setOpen((was) => !was), ...useSubmenuRefs() };
}

/** Closed, opened by the mouse hovering (closes when it leaves), or opened by a click or key. */
type HoverState = 'closed' | 'hover' | 'pinned';

/**
 * The desktop bar's services sub-menu: opens on hover, closes on a click (or an outside click),
 * and when the focus leaves its item.
 */
export function useHoverSubmenu(): Submenu & { pin: () => void; hovered: () => void } {
  const [state, setState] = useState<HoverState>('closed');
  const hoverTimer = useRef<number | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const close = useCallback(() => setState('closed'), []);
  const pin = useCallback(() => setState('pinned'), []);
  // Hydrated under a mouse already on the item (hydration starts on hover: directives/on-intent.ts).
  const hovered = useCallback(() => {
    hoverOpenedAt.current = performance.now();
    setState('hover');
  }, []);

  // Hover is for mouse pointers only: a tap fires pointerenter too, and must toggle instead.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    if (state === 'closed') {
      hoverOpenedAt.current = event.timeStamp;
      setState('hover');
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(
      () => setState((current) => (current === 'hover' ? 'closed' : current)),
      HOVER_CLOSE_DELAY_MS,
    );
  };
  const onToggle = (event: MouseEvent) => {
    const justHovered = state === 'hover' && event.timeStamp - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
    setState(state === 'closed' || justHovered ? 'pinned' : 'closed');
  };
  return {
    open: state !== 'closed',
    close,
    pin,
    hovered,
    onToggle,
    onPointerEnter,
    onPointerLeave,
    onBlur: (event) => {
      if (leavesElement(event)) close();
    },
    ...useSubmenuRefs(),
  };
}
