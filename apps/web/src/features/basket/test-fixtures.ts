import type { Wishlist, WishlistProduct } from '@souk/shared/responses/basket';
import { product, useApiTest } from '../../test/fixtures';

/** Wishlists as the API answers them, for the basket's component tests; the rest is shared. */

export { ok, routeApi } from '../../test/fetch';
export { cart, cartItem, product, toastTexts } from '../../test/fixtures';

export const wishlistProduct = (over: Partial<WishlistProduct> = {}): WishlistProduct => ({
  ...product(),
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const wishlist = (products: WishlistProduct[]): Wishlist => ({
  userId: 3,
  products,
  itemCount: products.length,
});

/**
 * Each test of the calling suite starts with empty storage, caches and toasts, signed in as a
 * customer (or signed out); answers the stand-in for `fetch`.
 */
export function useBasketTest({ signedIn = true }: { signedIn?: boolean } = {}) {
  return useApiTest(signedIn ? { id: 3, role: 'CUSTOMER' } : null);
}
