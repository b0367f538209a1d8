import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while the server's HTML is hydrated, true from the next render on (no hydration
 * mismatch): what the header shows before its code runs, and without JavaScript, is its first
 * render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
