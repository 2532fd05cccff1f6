import { LIMITS } from '@souk/shared/constants';
import { toCents } from '@souk/shared/money';
import type { WishlistProduct } from '@souk/shared/responses/basket';
import { spellingsOf } from '../../lib/local-name';

/** spec: storefront §2 "Wishlist" — the four orders of the wishlist page. */
export const WISHLIST_SORTS = ['recent', 'priceAsc', 'priceDesc', 'discount'] as const;
export type WishlistSort = (typeof WISHLIST_SORTS)[number];

/** The category filter's value for every category. */
export const ALL_CATEGORIES = '';

export type WishlistView = { sort: WishlistSort; search: string; category: string };

const categoryKey = (product: WishlistProduct) => product.categoryName ?? '';

/** The wishlist's products that match the search and category, in the chosen order. */
export function viewWishlist(products: WishlistProduct[], view: WishlistView): WishlistProduct[] {
  const words = view.search.trim().toLowerCase();
  const matching = products.filter(
    (product) =>
      (view.category === ALL_CATEGORIES || categoryKey(product) === view.category) &&
      (!words ||
        [
          product.name.toLowerCase(),
          (product.producer ?? product.brandName ?? '').toLowerCase(),
          ...(product.categoryName
            ? spellingsOf({
                name: product.categoryName,
                nameTranslations: product.categoryNameTranslations,
              })
            : []),
        ].some((text) => text.includes(words))),
  );
  const added = (product: WishlistProduct) => Date.parse(product.addedAt);
  const order: Record<WishlistSort, (a: WishlistProduct, b: WishlistProduct) => number> = {
    recent: (a, b) => added(b) - added(a),
    priceAsc: (a, b) => a.discountedPrice - b.discountedPrice,
    priceDesc: (a, b) => b.discountedPrice - a.discountedPrice,
    discount: (a, b) => b.discountPrice - a.discountPrice,
  };
  // The list arrives oldest first; ties keep the most recently added first.
  return matching.reverse().sort(order[view.sort]);
}

export type CategoryCount = {
  key: string;
  name: string | null;
  nameTranslations: WishlistProduct['categoryNameTranslations'];
  count: number;
};

/** The category buttons: each category of the wishlist with how many of its items it holds. */
export function categoryCounts(products: WishlistProduct[]): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const product of products) {
    const key = categoryKey(product);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else
      counts.set(key, {
        key,
        name: product.categoryName,
        nameTranslations: product.categoryNameTranslations,
        count: 1,
      });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * spec: storefront §2 "Wishlist" metrics — the number of items, what their discounts save (in
 * hundredths) and the price alerts (items with a discount).
 */
export function wishlistMetrics(products: WishlistProduct[]) {
  return {
    totalItems: products.length,
    savingsCents: products.reduce(
      (sum, product) => sum + toCents(product.price) - toCents(product.discountedPrice),
      0,
    ),
    priceAlerts: products.filter((product) => product.discountPrice > 0).length,
  };
}

/**
 * spec: storefront §4 "Compare" — toggling a product adds or removes it; at most three. Answers
 * the new list, or null when the product cannot be added because the list is full.
 */
export function toggleCompare(ids: number[], id: number, max = LIMITS.compareMax): number[] | null {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  if (ids.length >= max) return null;
  return [...ids, id];
}
