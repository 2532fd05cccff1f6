import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist, WishlistProduct } from '@souk/shared/responses/basket';
import type { Product } from '@souk/shared/responses/catalogue';
import type { ProductSummary } from '../../../components/product-card';
import { apiData } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { basketQueryDefaults, queryClient as appQueryClient } from '../../../lib/query-client';
import { useSessionRole, useSessionStore } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';
import { basketKeys } from './keys';
import { readSnapshot, writeSnapshot } from './snapshot';

export type { Wishlist, WishlistProduct };

/** spec: storefront §7 "Wishlist" — kept on the server, one per customer. */

export const getWishlist = (signal?: AbortSignal) => apiData<Wishlist>('/wishlist', { signal });

const keepCopy = (wishlist: Wishlist) => writeSnapshot(STORAGE_KEYS.wishlistStore, wishlist);

export const wishlistQuery = () =>
  queryOptions({
    queryKey: basketKeys.wishlist(),
    queryFn: ({ signal }) => getWishlist(signal).then(keepCopy),
    ...basketQueryDefaults,
    refetchOnMount: true,
  });

/** The customer's wishlist; nothing is fetched for visitors, brands and admins. */
export function useWishlist() {
  const role = useSessionRole();
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({
    ...wishlistQuery(),
    enabled: role === 'CUSTOMER',
    placeholderData: () => readSnapshot<Wishlist>(STORAGE_KEYS.wishlistStore, userId),
  });
}

/** spec: storefront §4 — after a customer logs in, the wishlist is fetched ahead of need. */
export const prefetchWishlist = (client = appQueryClient) => client.prefetchQuery(wishlistQuery());

export const addToWishlist = (productId: number) =>
  apiData<Wishlist>('/wishlist/add', { method: 'POST', body: { productId } });

export const removeFromWishlist = (productId: number) =>
  apiData<Wishlist>(`/wishlist/remove/${productId}`, { method: 'DELETE' });

export const clearWishlist = () => apiData<Wishlist>('/wishlist/clear', { method: 'DELETE' });

/** Whether a product is in the cached wishlist (the heart's state). */
export function useInWishlist(productId: number): boolean {
  const { data } = useWishlist();
  return data?.products.some((product) => product.id === productId) ?? false;
}

const withProducts = (wishlist: Wishlist, products: WishlistProduct[]): Wishlist => ({
  ...wishlist,
  products,
  itemCount: products.length,
});

/** A product from a card (a summary) or a product page (whole). */
export type WishlistCandidate = ProductSummary & Partial<Product>;

type WishlistChange =
  | { kind: 'add'; product: WishlistCandidate }
  | { kind: 'remove'; productId: number }
  | { kind: 'clear' };

/**
 * Adds, removes or clears, optimistically: the heart and the header's count change at once and
 * go back if the server refuses. spec: storefront §8 "Wishlist" toasts.
 */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  const t = useT();
  const key = basketKeys.wishlist();
  return useMutation({
    mutationFn: (change: WishlistChange) =>
      change.kind === 'add'
        ? addToWishlist(change.product.id)
        : change.kind === 'remove'
          ? removeFromWishlist(change.productId)
          : clearWishlist(),
    onMutate: async (change: WishlistChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Wishlist>(key);
      if (before) {
        const products =
          change.kind === 'add'
            ? [
                ...before.products.filter((p) => p.id !== change.product.id),
                // Shown until the server's answer, which carries every field, replaces it.
                { ...change.product, addedAt: new Date().toISOString() } as WishlistProduct,
              ]
            : change.kind === 'remove'
              ? before.products.filter((p) => p.id !== change.productId)
              : [];
        queryClient.setQueryData<Wishlist>(key, withProducts(before, products));
      }
      return { before };
    },
    onSuccess: (wishlist, change) => {
      queryClient.setQueryData<Wishlist>(key, keepCopy(wishlist));
      toast.success(
        t(
          change.kind === 'add'
            ? 'basket.toast.addedToWishlist'
            : change.kind === 'remove'
              ? 'basket.toast.removedFromWishlist'
              : 'basket.toast.wishlistCleared',
        ),
      );
    },
    onError: (error, change, context) => {
      if (context?.before) queryClient.setQueryData<Wishlist>(key, context.before);
      const reason = apiErrorMessage(error, t);
      toast.error(
        t(
          change.kind === 'add'
            ? 'basket.toast.wishlistAddFailed'
            : change.kind === 'remove'
              ? 'basket.toast.wishlistRemoveFailed'
              : 'basket.toast.wishlistClearFailed',
          { reason },
        ),
      );
    },
  });
}
