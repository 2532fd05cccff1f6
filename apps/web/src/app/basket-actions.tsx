import { useEffect } from 'react';
import type { ProductActions } from '../components/product-actions';
import { AddToCartButton } from '../features/basket/components/add-to-cart-panel';
import { PurchaseActions } from '../features/basket/components/purchase-actions';
import { WishlistHeart } from '../features/basket/components/wishlist-heart';
import { prefetchWishlist } from '../features/basket/api/wishlist';
import { useSessionRole } from '../lib/session';

/** The cart and wishlist controls every product card and product page shows (storefront §2). */
export const basketActions: ProductActions = {
  cardTop: (product) => <WishlistHeart product={product} />,
  cardFooter: (product) => <AddToCartButton product={product} />,
  purchase: (product, choice) => <PurchaseActions product={product} choice={choice} />,
};

/** spec: storefront §4 — after a customer logs in, the wishlist is fetched ahead of need. */
export function WishlistPrefetch() {
  const role = useSessionRole();
  useEffect(() => {
    if (role === 'CUSTOMER') void prefetchWishlist();
  }, [role]);
  return null;
}
