import { createContext, useContext } from 'react';

export interface NavigationState {
  /** Client-side navigation to a same-site URL (a full page load for anything else). */
  navigate: (href: string, options?: { replace?: boolean }) => void;
  /** The route path being loaded, while a navigation is under way. */
  loadingPath: string | undefined;
}

/** Absent on the server and in pages rendered outside the router. */
export const NavigationContext = createContext<NavigationState | null>(null);

export function useNavigation(): NavigationState | null {
  return useContext(NavigationContext);
}
