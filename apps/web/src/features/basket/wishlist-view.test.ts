import { describe, expect, it } from 'vitest';
import type { WishlistProduct } from '@souk/shared/responses/basket';
import {
  ALL_CATEGORIES,
  categoryCounts,
  toggleCompare,
  viewWishlist,
  wishlistMetrics,
} from './wishlist-view';

const product = (id: number, over: Partial<WishlistProduct>): WishlistProduct =>
  ({
    id,
    name: `Product ${id}`,
    price: 100,
    discountPrice: 0,
    discountedPrice: 100,
    producer: 'Brand',
    brandName: 'Brand',
    categoryName: 'Clothing',
    categoryNameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
    addedAt: `2026-11-0${id}T10:00:00.000Z`,
    ...over,
  }) as WishlistProduct;

// Oldest first, as the server sends them.
const products = [
  product(1, { name: 'Linen shirt', price: 80, discountedPrice: 80 }),
  product(2, {
    name: 'Argan oil',
    price: 50,
    discountPrice: 20,
    discountedPrice: 40,
    categoryName: 'Beauty',
    categoryNameTranslations: null,
  }),
  product(3, {
    name: 'Wool scarf',
    price: 120,
    discountPrice: 50,
    discountedPrice: 60,
    producer: 'Kairouan Looms',
  }),
];
const view = { sort: 'recent' as const, search: '', category: ALL_CATEGORIES };
const ids = (list: WishlistProduct[]) => list.map((item) => item.id);

describe('the wishlist page’s list', () => {
  it('shows the most recently added first by default', () => {
    expect(ids(viewWishlist(products, view))).toEqual([3, 2, 1]);
  });

  it('sorts by the price paid, either way, and by the biggest discount', () => {
    expect(ids(viewWishlist(products, { ...view, sort: 'priceAsc' }))).toEqual([2, 3, 1]);
    expect(ids(viewWishlist(products, { ...view, sort: 'priceDesc' }))).toEqual([1, 3, 2]);
    expect(ids(viewWishlist(products, { ...view, sort: 'discount' }))).toEqual([3, 2, 1]);
  });

  it('searches names, brands and category names in every language, ignoring case', () => {
    expect(ids(viewWishlist(products, { ...view, search: 'SCARF' }))).toEqual([3]);
    expect(ids(viewWishlist(products, { ...view, search: 'kairouan' }))).toEqual([3]);
    expect(ids(viewWishlist(products, { ...view, search: 'vêtements' }))).toEqual([3, 1]);
    expect(viewWishlist(products, { ...view, search: 'nothing like it' })).toEqual([]);
  });

  it('keeps one category', () => {
    expect(ids(viewWishlist(products, { ...view, category: 'Beauty' }))).toEqual([2]);
  });

  it('does not reorder the list it was given', () => {
    viewWishlist(products, view);
    expect(ids(products)).toEqual([1, 2, 3]);
  });
});

describe('the wishlist page’s figures', () => {
  it('counts the items of each category, largest first', () => {
    expect(categoryCounts(products).map(({ key, count }) => [key, count])).toEqual([
      ['Clothing', 2],
      ['Beauty', 1],
    ]);
  });

  it('adds up the items, the savings and the price alerts', () => {
    expect(wishlistMetrics(products)).toEqual({
      totalItems: 3,
      savingsCents: 7000,
      priceAlerts: 2,
    });
  });
});

describe('comparing wishlist products', () => {
  it('adds and removes a product, and refuses a fourth', () => {
    expect(toggleCompare([], 1)).toEqual([1]);
    expect(toggleCompare([1, 2], 1)).toEqual([2]);
    expect(toggleCompare([1, 2, 3], 4)).toBeNull();
    expect(toggleCompare([1, 2, 3], 3)).toEqual([1, 2]);
  });
});
