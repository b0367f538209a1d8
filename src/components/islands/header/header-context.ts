import { createContext, useContext } from 'react';
import type { ServiceLink } from '../../../lib/navigation/menu';
import type { UiText } from '../../../schemas/ui';

/** What every part of the header shares. */
export interface HeaderContextValue {
  /** Without the home link's words: that link is static HTML (components/frame/HeaderStatic.tsx). */
  text: Omit<UiText['header'], 'homeLinkSuffix'>;
  serviceLinks: readonly ServiceLink[];
  /** False in the server's HTML (before hydration, and without JavaScript), true once hydrated. */
  enhanced: boolean;
  /** On a service page the services item only toggles its sub-menu: it is one button instead of a link. */
  servicesToggleOnly: boolean;
  /** A link was followed: every menu closes. */
  closeAll: () => void;
}

export const HeaderContext = createContext<HeaderContextValue | null>(null);

export function useHeader(): HeaderContextValue {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('useHeader: outside of <SiteHeader>');
  return value;
}
