/**
 * Cart and wishlist texts shared by the header panels, product cards, the product page and the
 * add-to-cart panel (storefront §2, §5, §8 "Cart", "Wishlist").
 */
export default {
  loginForCart: 'Please log in to add items to your cart',
  loginForWishlist: 'Please log in to add items to your wishlist',
  toast: {
    adding: 'Adding to cart...',
    addedToCart: 'Product added to cart',
    alreadyInCart: 'This product is already in your cart',
    removedFromCart: 'Product removed from cart',
    cartCleared: 'Cart cleared',
    itemUpdated: 'Cart item updated',
    addFailed: 'Failed to add product to cart: {{reason}}',
    updateFailed: 'Failed to update cart item: {{reason}}',
    removeFailed: 'Failed to remove product from cart: {{reason}}',
    clearFailed: 'Failed to clear cart: {{reason}}',
    loadCartFailed: 'Failed to load cart: {{reason}}',
    addedToWishlist: 'Product added to wishlist',
    removedFromWishlist: 'Product removed from wishlist',
    wishlistCleared: 'Wishlist cleared',
    wishlistAddFailed: 'Failed to add product to wishlist: {{reason}}',
    wishlistRemoveFailed: 'Failed to remove product from wishlist: {{reason}}',
    wishlistClearFailed: 'Failed to clear wishlist: {{reason}}',
    loadWishlistFailed: 'Failed to load wishlist: {{reason}}',
  },
};
