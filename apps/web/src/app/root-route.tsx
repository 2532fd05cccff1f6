import { useEffect } from 'react';
import { ScrollRestoration } from 'react-router';
import { AreaContainment } from './guards/area-containment';
import { WishlistPrefetch } from './basket-actions';
import { SessionKeeper } from './session-keeper';

/**
 * Above every page: the session's upkeep, the rule that keeps admins and brands in their area, the
 * customer's wishlist fetched ahead of need, and the scroll position: a new page starts at the top,
 * Back returns to where the shopper was, and an address with #anchor goes to it.
 */
export function RootRoute() {
  useEffect(() => {
    // The page is interactive: tests and tools wait for this mark.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <ScrollRestoration />
      <SessionKeeper />
      <AreaContainment />
      <WishlistPrefetch />
    </>
  );
}
