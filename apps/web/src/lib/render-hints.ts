import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What the server knows about the browser it renders a page for (decision 019): whether the screen
 * is probably narrow (from the Client Hints or the user agent) and the site's own address. In the
 * browser the real values take over once the page is hydrated.
 */
export type RenderHints = { narrowScreen: boolean; origin: string };

export const NO_HINTS: RenderHints = { narrowScreen: false, origin: '' };

export const RenderHintsContext = createContext<RenderHints>(NO_HINTS);

const noSubscription = () => () => {};

/** A media query's answer; on the server and during hydration, the server's guess. */
export function useMediaQuery(query: string, onServer: (hints: RenderHints) => boolean): boolean {
  const hints = useContext(RenderHintsContext);
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => onServer(hints),
  );
}

/** The site's address (https://souk.tn), the same on the server and in the browser. */
export function useSiteOrigin(): string {
  const hints = useContext(RenderHintsContext);
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => hints.origin,
  );
}

/** False on the server and while hydrating; true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
