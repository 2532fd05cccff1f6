import { beforeEach, type Mock } from 'vitest';
import type { Cart, CartItem, Wishlist, WishlistProduct } from '@souk/shared/responses/basket';
import type { Product } from '@souk/shared/responses/catalogue';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session';
import { useToastStore } from '../../lib/toast';
import { jsonReply, useFetchMock } from '../../test/fetch';

/** Products, carts and wishlists as the API answers them, for the basket's component tests. */

export const product = (over: Partial<Product> = {}): Product => ({
  id: 11,
  name: 'Linen shirt',
  description: 'A light shirt.',
  price: 80,
  discountPrice: 0,
  discountedPrice: 80,
  imageUrl: null,
  additionalImages: [],
  brandId: 2,
  brandName: 'Medina Wear',
  producer: 'Medina Wear',
  categoryId: 1,
  categoryName: 'Clothing',
  categoryNameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
  subCategory_id: null,
  subcategories: [],
  subcategoryIds: [],
  tags: [],
  tagIds: [],
  averageRating: 4,
  reviewCount: 3,
  quantity: 5,
  stockLevel: 5,
  inStock: true,
  sku: 'SKU-11',
  barcode: '0000000000011',
  colors: ['White', 'Navy'],
  sizes: ['S', 'M', 'L'],
  weight: null,
  dimensions: null,
  material: 'Linen',
  care: null,
  origin: null,
  fit: null,
  features: ['Breathable'],
  active: true,
  featured: false,
  freeShipping: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const cartItem = (over: Partial<CartItem> = {}): CartItem => ({
  id: 101,
  productId: 11,
  productName: 'Linen shirt',
  productPrice: 80,
  discountPrice: 0,
  unitPrice: 80,
  brandId: 2,
  brandName: 'Medina Wear',
  categoryName: 'Clothing',
  categoryNameTranslations: null,
  color: 'Navy',
  size: 'M',
  quantity: 2,
  subtotal: 160,
  imageUrl: null,
  freeShipping: false,
  colors: ['White', 'Navy'],
  sizes: ['S', 'M', 'L'],
  available: 5,
  issue: null,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** A cart holding `items`, with the server's totals (7 dt shipping unless all ship free). */
export function cart(items: CartItem[]): Cart {
  const buyable = items.filter((item) => item.issue === null);
  const subtotal = buyable.reduce((sum, item) => sum + item.subtotal, 0);
  const shipping = buyable.length > 0 && buyable.every((item) => item.freeShipping) ? 0 : 7;
  return {
    id: 1,
    userId: 3,
    items,
    totalPrice: subtotal,
    shippingCost: buyable.length === 0 ? 0 : shipping,
    total: subtotal + (buyable.length === 0 ? 0 : shipping),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    purchasable: items.length > 0 && buyable.length === items.length,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

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

type Answer = { status?: number; body: unknown };
type Reply = Answer | (() => Answer | Promise<Answer>);

/**
 * Answers `fetch` by "METHOD /path" (the path after /api/v1); anything else is a 404. Returns the
 * calls made, as "METHOD /path" with their JSON bodies.
 */
export function routeApi(fetchMock: Mock<typeof fetch>, routes: Record<string, Reply>) {
  const calls: { call: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace('/api/v1', '');
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[call];
    const reply = typeof route === 'function' ? await route() : route;
    if (!reply)
      return jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' });
    return jsonReply(reply.status ?? 200, reply.body);
  });
  return calls;
}

export const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });

/**
 * Each test of the calling suite starts with empty storage, caches and toasts, signed in as a
 * customer (or signed out); answers the stand-in for `fetch`.
 */
export function useBasketTest({ signedIn = true }: { signedIn?: boolean } = {}) {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState(
      signedIn
        ? { token: 'token-1', user: { id: 3, role: 'CUSTOMER' } }
        : { token: null, user: null },
    );
  });
  return useFetchMock();
}

/** The texts of the toasts on screen. */
export const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.message);
