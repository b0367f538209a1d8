import { useEffect, useEffectEvent, type FocusEvent, type RefObject } from 'react';

/** One of the header's disclosures (a menu or a sub-menu), as far as closing it goes. */
export interface Dismissible {
  open: boolean;
  close: () => void;
  /** The disclosure's own part of the page: Escape gives the focus back to its control when it was in there. */
  itemRef: RefObject<HTMLElement | null>;
  controlRef: RefObject<HTMLElement | null>;
  /** A click outside this element closes the disclosure; by default its item. */
  clickRegion?: RefObject<HTMLElement | null>;
  /** Escape also gives the focus to the control when nothing had it (a tap does not focus a button in every engine). */
  refocusFromBody?: boolean;
}

/**
 * Outside click and Escape for the header's disclosures, innermost first: a click closes each
 * open disclosure it lands outside of; Escape closes the innermost open one only, and gives the
 * focus back to its control if the focus was inside it.
 */
export function useDismiss(disclosures: readonly Dismissible[]): void {
  const anyOpen = disclosures.some((disclosure) => disclosure.open);
  const onClick = useEffectEvent((event: MouseEvent) => {
    // The path as dispatched: the clicked node may already be gone (an icon swapped on toggle).
    const path = event.composedPath();
    for (const { open, close, itemRef, clickRegion = itemRef } of disclosures) {
      if (open && !(clickRegion.current && path.includes(clickRegion.current))) close();
    }
  });
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const innermost = disclosures.find((disclosure) => disclosure.open);
    if (event.key !== 'Escape' || !innermost) return;
    const focused = document.activeElement;
    const refocus =
      !!innermost.itemRef.current?.contains(focused) || (!!innermost.refocusFromBody && focused === document.body);
    innermost.close();
    if (refocus) innermost.controlRef.current?.focus();
  });
  useEffect(() => {
    if (!anyOpen) return;
    const click = (event: MouseEvent) => onClick(event);
    const keyDown = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('click', click);
    document.addEventListener('keydown', keyDown);
    return () => {
      document.removeEventListener('click', click);
      document.removeEventListener('keydown', keyDown);
    };
  }, [anyOpen]);
}

/** The focus moves from inside the element to somewhere outside it (not to nowhere: a click on the page's background). */
export function leavesElement(event: FocusEvent<HTMLElement>): boolean {
  return event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget);
}
