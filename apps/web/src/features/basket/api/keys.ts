/** Query keys of the cart and wishlist, general to specific. */
export const basketKeys = {
  all: ['basket'] as const,
  cart: () => [...basketKeys.all, 'cart'] as const,
  wishlist: () => [...basketKeys.all, 'wishlist'] as const,
};
