import { useEffect, useEffectEvent } from 'react';
import { startHomeSections } from '../../lib/navigation/home-sections';

/**
 * The home page's in-page navigation and scroll-driven metadata (lib/navigation/home-sections.ts), for as
 * long as the header is mounted; `onNavigate` runs when a link or back/forward moves to a section.
 * Does nothing without `headsUrl` (pages other than the home page).
 */
export function useHomeSections(headsUrl: string | undefined, onNavigate: () => void): void {
  const notifyNavigate = useEffectEvent(onNavigate);
  useEffect(() => {
    if (!headsUrl) return;
    return startHomeSections(headsUrl, () => notifyNavigate());
  }, [headsUrl]);
}
