import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { basketTotals, unitCents, type ShippingRule } from '@souk/shared/basket';
import { centsToNumber, toCents } from '@souk/shared/money';
import type { Cart, CartItem } from '@souk/shared/responses/basket';
import type { Product } from '@souk/shared/responses/catalogue';
import { shippingRuleOf, type ShippingRuleAnswer } from '@souk/shared/responses/settings';
import { apiData, ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT, type TFunction } from '../../../lib/language';
import { basketQueryDefaults } from '../../../lib/query-client';
import { useSessionRole, useSessionStore } from '../../../lib/session';
import { shippingRuleKey, shippingRuleQuery } from '../../../lib/shipping-rule';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';
import { basketKeys } from './keys';
import { readSnapshot, writeSnapshot } from './snapshot';

export type { Cart, CartItem };

/**
 * spec: storefront §7 "Cart" — the cart lives on the server (one per customer); these calls keep
 * the cached copy in step, optimistically: the header's count moves at once and goes back if the
 * server refuses.
 */

export const getCart = (signal?: AbortSignal) => apiData<Cart>('/cart', { signal });

const keepCopy = (cart: Cart) => writeSnapshot(STORAGE_KEYS.cartStorage, cart);

export const cartQuery = () =>
  queryOptions({
    queryKey: basketKeys.cart(),
    queryFn: ({ signal }) => getCart(signal).then(keepCopy),
    ...basketQueryDefaults,
    // Another browser of the same customer may have changed it: look again when it is stale.
    refetchOnMount: true,
  });

/**
 * The customer's cart; nothing is fetched for visitors, brands and admins. `fresh` asks the server
 * again whenever the caller appears (the cart page: the customer may have changed the cart in
 * another browser a moment ago).
 */
export function useCart({ fresh = false }: { fresh?: boolean } = {}) {
  const role = useSessionRole();
  const userId = useSessionStore((state) => state.user?.id);
  // the shipping rule, for the amounts an optimistic change shows (withTotals)
  useQuery({ ...shippingRuleQuery(), enabled: role === 'CUSTOMER' });
  return useQuery({
    ...cartQuery(),
    ...(fresh && { refetchOnMount: 'always' as const }),
    enabled: role === 'CUSTOMER',
    placeholderData: () => readSnapshot<Cart>(STORAGE_KEYS.cartStorage, userId),
  });
}

export type AddToCartInput = {
  product: Pick<
    Product,
    | 'id'
    | 'name'
    | 'price'
    | 'discountPrice'
    | 'imageUrl'
    | 'brandId'
    | 'freeShipping'
    | 'colors'
    | 'sizes'
    | 'quantity'
  > &
    Partial<Pick<Product, 'brandName' | 'producer' | 'categoryName' | 'categoryNameTranslations'>>;
  quantity: number;
  color?: string | null;
  size?: string | null;
};

export type CartItemChange = { quantity?: number; color?: string | null; size?: string | null };

export const addToCart = ({ product, quantity, color, size }: AddToCartInput) =>
  apiData<Cart>('/cart/add', {
    method: 'POST',
    body: { productId: product.id, quantity, color: color ?? null, size: size ?? null },
  });

export const updateCartItem = (itemId: number, change: CartItemChange) =>
  apiData<Cart>(`/cart/items/${itemId}`, { method: 'PUT', body: change });

export const removeCartItem = (itemId: number) =>
  apiData<Cart>(`/cart/items/${itemId}`, { method: 'DELETE' });

export const clearCart = () => apiData<Cart>('/cart/clear', { method: 'DELETE' });

/** The amounts the totals show. */
export const cartTotals = (cart: Cart) => ({
  subtotal: cart.totalPrice,
  shipping: cart.shippingCost,
  total: cart.total,
});

/**
 * The cart's amounts again after an optimistic change (the server's answer replaces them), under
 * the marketplace's shipping rule; without it, the shipping last counted stays.
 */
export function withTotals(cart: Cart, items: CartItem[], rule?: ShippingRule): Cart {
  const buyable = items.filter((item) => item.issue === null);
  const lines = buyable.map((item) => ({
    price: toCents(item.productPrice),
    discount: toCents(item.discountPrice),
    quantity: item.quantity,
    freeShipping: item.freeShipping,
  }));
  const totals = rule
    ? basketTotals(lines, rule)
    : basketTotals(lines, { flatFeeCents: toCents(cart.shippingCost), freeOverCents: null });
  return {
    ...cart,
    items: items.map((item) => ({
      ...item,
      subtotal: centsToNumber(toCents(item.unitPrice) * item.quantity),
    })),
    totalPrice: centsToNumber(totals.subtotal),
    shippingCost: centsToNumber(totals.shipping),
    total: centsToNumber(totals.total),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    purchasable: items.length > 0 && buyable.length === items.length,
  };
}

let provisionalId = -1;

/** The line an add shows until the server answers. */
function provisionalItem({ product, quantity, color, size }: AddToCartInput): CartItem {
  const unit = unitCents({
    price: toCents(product.price),
    discount: toCents(product.discountPrice),
  });
  return {
    id: provisionalId--,
    productId: product.id,
    productName: product.name,
    productPrice: product.price,
    discountPrice: product.discountPrice,
    unitPrice: centsToNumber(unit),
    brandId: product.brandId,
    brandName: product.brandName ?? product.producer ?? '',
    categoryName: product.categoryName ?? null,
    categoryNameTranslations: product.categoryNameTranslations ?? null,
    color: color || null,
    size: size || null,
    quantity,
    subtotal: centsToNumber(unit * quantity),
    imageUrl: product.imageUrl,
    freeShipping: product.freeShipping,
    colors: product.colors,
    sizes: product.sizes,
    available: product.quantity,
    issue: null,
    addedAt: new Date().toISOString(),
  };
}

/** spec: storefront §8 — a refusal that means "already there" shows as information. */
export const isAlreadyInCart = (error: unknown) =>
  error instanceof ApiError &&
  (error.errorCode === 'already_in_cart' ||
    /already in your cart|rollback-only/i.test(error.message));

/** The reason a failed cart call shows, after the spec's "Failed to …: " prefix. */
const reasonOf = (error: unknown, t: TFunction) => apiErrorMessage(error, t);

/**
 * One optimistic cart mutation: `change` rewrites the cached items at once; the server's cart
 * replaces them on success; on failure the cache goes back and the error shows.
 */
function useCartMutation<Input>(options: {
  call: (input: Input) => Promise<Cart>;
  change: (items: CartItem[], input: Input) => CartItem[];
  success?: (input: Input, t: TFunction) => string | null;
  failure: (error: unknown, t: TFunction) => void;
}) {
  const queryClient = useQueryClient();
  const t = useT();
  const key = basketKeys.cart();
  return useMutation({
    mutationFn: options.call,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Cart>(key);
      const rule = queryClient.getQueryData<ShippingRuleAnswer>(shippingRuleKey);
      if (before)
        queryClient.setQueryData<Cart>(
          key,
          withTotals(before, options.change(before.items, input), rule && shippingRuleOf(rule)),
        );
      return { before };
    },
    onSuccess: (cart, input) => {
      queryClient.setQueryData<Cart>(key, keepCopy(cart));
      const message = options.success?.(input, t);
      if (message) toast.success(message);
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData<Cart>(key, context.before);
      options.failure(error, t);
    },
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useCartMutation<AddToCartInput>({
    call: addToCart,
    change: (items, input) => [...items, provisionalItem(input)],
    success: (_input, t) => t('basket.toast.addedToCart'),
    failure: (error, t) => {
      if (isAlreadyInCart(error)) {
        toast.info(t('basket.toast.alreadyInCart'));
        void queryClient.invalidateQueries({ queryKey: basketKeys.cart() });
        return;
      }
      toast.error(t('basket.toast.addFailed', { reason: reasonOf(error, t) }));
    },
  });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useCartMutation<{ itemId: number; change: CartItemChange }>({
    call: ({ itemId, change }) => updateCartItem(itemId, change),
    change: (items, { itemId, change }) =>
      items.map((item) =>
        item.id === itemId
          ? {
              ...item,
              quantity: change.quantity ?? item.quantity,
              color: change.color === undefined ? item.color : change.color || null,
              size: change.size === undefined ? item.size : change.size || null,
            }
          : item,
      ),
    success: (_input, t) => t('basket.toast.itemUpdated'),
    failure: (error, t) => {
      if (isAlreadyInCart(error)) {
        toast.info(t('basket.toast.alreadyInCart'));
        void queryClient.invalidateQueries({ queryKey: basketKeys.cart() });
        return;
      }
      toast.error(t('basket.toast.updateFailed', { reason: reasonOf(error, t) }));
    },
  });
}

export function useRemoveCartItem() {
  return useCartMutation<number>({
    call: removeCartItem,
    change: (items, itemId) => items.filter((item) => item.id !== itemId),
    success: (_input, t) => t('basket.toast.removedFromCart'),
    failure: (error, t) =>
      toast.error(t('basket.toast.removeFailed', { reason: reasonOf(error, t) })),
  });
}

export function useClearCart() {
  return useCartMutation<void>({
    call: clearCart,
    change: () => [],
    success: (_input, t) => t('basket.toast.cartCleared'),
    failure: (error, t) =>
      toast.error(t('basket.toast.clearFailed', { reason: reasonOf(error, t) })),
  });
}
