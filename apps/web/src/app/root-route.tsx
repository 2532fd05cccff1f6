import { AreaContainment } from './guards/area-containment';
import { WishlistPrefetch } from './basket-actions';
import { SessionKeeper } from './session-keeper';

/**
 * Above every page: the session's upkeep, the rule that keeps admins and brands in their area and
 * the customer's wishlist fetched ahead of need.
 */
export function RootRoute() {
  return (
    <>
      <SessionKeeper />
      <AreaContainment />
      <WishlistPrefetch />
    </>
  );
}
