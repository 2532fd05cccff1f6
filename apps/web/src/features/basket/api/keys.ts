/** Query keys of the cart and wishlist, general to specific. */
export const basketKeys = {
  all: ['basket'] as const,
  cart: () => [...basketKeys.all, 'cart'] as const,
  wishlist: () => [...basketKeys.all, 'wishlist'] as const,
  /** A product's colours, sizes and stock, for an add-to-cart panel opened from a summary. */
  productOptions: (id: number) => [...basketKeys.all, 'product', id] as const,
};
