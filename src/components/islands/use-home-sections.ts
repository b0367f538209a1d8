import { useEffect, useEffectEvent } from 'react';
import { startHomeSections } from '../../lib/home-sections';
import type { SectionHead } from '../../lib/sections';

/**
 * The home page's in-page navigation and scroll-driven metadata (lib/home-sections.ts), for as
 * long as the header is mounted; `onNavigate` runs when a link or back/forward moves to a section.
 * Does nothing when `sections` is undefined (pages other than the home page).
 */
export function useHomeSections(sections: readonly SectionHead[] | undefined, onNavigate: () => void): void {
  const notifyNavigate = useEffectEvent(onNavigate);
  useEffect(() => {
    if (!sections) return;
    return startHomeSections(sections, () => notifyNavigate());
  }, [sections]);
}
